/**
 * Turn order for dynamic policies (banks' live Initiative Bank): the policy names the acting
 * order; Foundry's own sort is the fallback for anyone the policy leaves out. Pure.
 */

/**
 * `sorted` (Foundry's order) rearranged to follow `policyOrder`; unknown ids are ignored, omitted ones keep their place after.
 * An id the policy lists more than once has that many turns in the round (a combatant that acts
 * several times a round): the combatant then fills each of those places.
 */
export function orderTurns<T extends { readonly id: string | null }>(sorted: readonly T[], policyOrder: readonly string[]): T[] {
  if (new Set(policyOrder).size !== policyOrder.length) {
    const byId = new Map(sorted.flatMap((t) => (t.id === null ? [] : [[t.id, t] as const])));
    const listed = policyOrder.flatMap((id) => byId.get(id) ?? []);
    return [...listed, ...sorted.filter((t) => t.id === null || !policyOrder.includes(t.id))];
  }
  const rank = new Map<string, number>();
  policyOrder.forEach((id, i) => {
    if (!rank.has(id)) rank.set(id, i);
  });
  const position = (t: T, i: number): number => (t.id === null ? undefined : rank.get(t.id)) ?? policyOrder.length + i;
  return sorted
    .map((t, i) => ({ t, p: position(t, i) }))
    .sort((a, b) => a.p - b.p)
    .map(({ t }) => t);
}

/**
 * Foundry's rule for a turn that no longer fits (client/documents/combat.mjs setupTurns), applied
 * to the policy's rows instead of Foundry's one row per combatant: before the first row → 0; past
 * the last row → the first row of the next round. Pure.
 */
export function fitTurn(round: number, turn: number | null, rows: number): { round: number; turn: number | null } {
  if (turn === null) return { round, turn };
  if (turn < 0) return { round, turn: 0 };
  if (turn >= rows) return { round: round + 1, turn: 0 };
  return { round, turn };
}

/**
 * The row that keeps the current combatant's turn when the rows change: its row nearest to where
 * the turn was (the same pass), not its first row as Foundry's findIndex picks; the turn as it was
 * if it has none. Pure.
 */
export function keptRow(rowIds: readonly (string | null)[], combatantId: string | null, turn: number): number {
  let best = -1;
  rowIds.forEach((id, i) => {
    if (id !== null && id === combatantId && (best < 0 || Math.abs(i - turn) < Math.abs(best - turn))) best = i;
  });
  return best < 0 ? turn : best;
}
