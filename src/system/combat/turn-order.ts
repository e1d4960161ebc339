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
