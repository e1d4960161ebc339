/**
 * Turn order for dynamic policies (banks' live Initiative Bank): the policy names the acting
 * order; Foundry's own sort is the fallback for anyone the policy leaves out. Pure.
 */

/** `sorted` (Foundry's order) rearranged to follow `policyOrder`; unknown ids are ignored, omitted ones keep their place after. */
export function orderTurns<T extends { readonly id: string | null }>(sorted: readonly T[], policyOrder: readonly string[]): T[] {
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
