/**
 * C(n, k), the number of k-element subsets of n items, exact in BigInt.
 * 0 when k < 0 or k > n, so "choose more cards than there are" needs no special case.
 */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const m = Math.min(k, n - k); // symmetric: fewer steps
  let result = 1n;
  // After step i the product is C(n − m + i, i), a whole number, so each division is exact.
  for (let i = 1; i <= m; i++) result = (result * BigInt(n - m + i)) / BigInt(i);
  return result;
}
