import { requireInt } from "../errors";

export const MAX_BINOMIAL_N = 10_000;

/**
 * C(n, k), the number of k-element subsets of n items, exact in BigInt.
 * 0 when k < 0 or k > n, so "choose more cards than there are" needs no special case.
 */
export function binomial(n: number, k: number): bigint {
  // Bounded so the BigInt loop (min(k, n − k) steps) stays far under a millisecond; decks and pools are far smaller.
  requireInt(n, "n", "odds.badInput", { min: 0, max: MAX_BINOMIAL_N });
  requireInt(k, "k", "odds.badInput");
  if (k < 0 || k > n) return 0n;
  const m = Math.min(k, n - k); // symmetric: fewer steps
  let result = 1n;
  // After step i the product is C(n − m + i, i), a whole number, so each division is exact.
  for (let i = 1; i <= m; i++) result = (result * BigInt(n - m + i)) / BigInt(i);
  return result;
}
