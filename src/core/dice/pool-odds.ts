/**
 * Exact odds of a d6 hit pool (docs/rules/banks.md §5.2, rules/track.md §5.1): the hit distribution
 * and the odds of a test against a threshold (success, critical, net hits).
 */
import { requireInt, requireRecord } from "../errors";
import { Distribution, Fraction, binomial } from "../odds";

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
  requireRecord(options, "options", "odds.badInput");
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

export type PoolTestOdds = {
  poolSize: number;
  threshold: number;
  success: Fraction;
  critical: Fraction;
  /** Net hits of a success, with the misses' probability on no key (sums to `success`). */
  net: Distribution<number>;
};

/**
 * Exact odds of a pool test (docs/rules/banks.md §5.2): success, critical and net hits for
 * `poolSize` d6 against a threshold. Throws `input.invalid` for a size or threshold that is
 * not whole, or a pool above MAX_POOL_DICE; a pool of ≤ 0 dice is empty.
 */
export function poolTestOdds(poolSize: number, threshold: number): PoolTestOdds {
  const n = Math.max(0, requireInt(poolSize, "poolSize", "input.invalid", { max: MAX_POOL_DICE }));
  requireInt(threshold, "threshold", "input.invalid");
  const success = poolHitsAtLeast(n, threshold);
  // A critical needs sixes ≥ threshold ≥ 1 (banks §5.2 step 3); sixes are hits "on 6".
  const critical = threshold >= 1 ? poolHitsAtLeast(n, threshold, { hitOn: 6 }) : Fraction.ZERO;
  const hits = poolHitsDistribution(n);
  const net = Distribution.of(hits.entries().filter(([h]) => h >= threshold).map(([h, p]) => [h - threshold, p] as const));
  return { poolSize: n, threshold, success, critical, net };
}
