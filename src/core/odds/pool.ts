import { requireInt } from "../errors";
import { binomial } from "./binomial";
import { Distribution } from "./distribution";
import type { Fraction } from "./fraction";

/** Options of a d6 pool. */
export interface PoolOptions {
  /** The lowest face that counts as a hit (default 5: hits on 5 and 6). */
  hitOn?: number;
}

/** Pools above this size are a typo, and their exact weights grow as 6^n. */
export const MAX_POOL_DICE = 1000;

/**
 * The exact distribution of hits when rolling `n` d6 and counting each die showing
 * `hitOn` or more. A pool of 0 or fewer dice rolls nothing: 0 hits for certain.
 */
export function poolHitsDistribution(n: number, options: PoolOptions = {}): Distribution<number> {
  requireInt(n, "n", "odds.badInput", { max: MAX_POOL_DICE });
  const hitOn = requireInt(options.hitOn ?? 5, "hitOn", "odds.badInput", { min: 1, max: 6 });
  if (n <= 0) return Distribution.point(0);
  const hitFaces = BigInt(7 - hitOn);
  const missFaces = 6n - hitFaces;
  // Weight of h hits: C(n, h) · hitFaces^h · missFaces^(n−h), out of 6^n rolls.
  const weights: (readonly [number, bigint])[] = [];
  for (let h = 0; h <= n; h++) weights.push([h, binomial(n, h) * hitFaces ** BigInt(h) * missFaces ** BigInt(n - h)]);
  return Distribution.fromWeights(weights);
}

/** P(hits ≥ threshold) for `n` d6; a threshold of 0 or less always succeeds. */
export function poolHitsAtLeast(n: number, threshold: number, options: PoolOptions = {}): Fraction {
  requireInt(threshold, "threshold", "odds.badInput");
  return poolHitsDistribution(n, options).probability((hits) => hits >= threshold);
}
