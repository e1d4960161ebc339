/**
 * Exact odds of a test (rules/banks.md §5.2) from the odds module: success, critical, glitch
 * and net hits for `poolSize` d6 against a threshold.
 */
import { requireInt } from "../errors";
import { Distribution, Fraction, MAX_POOL_DICE, poolHitsAtLeast, poolHitsDistribution } from "../odds";
import { glitchOnesNeeded } from "./glitch";

export type PoolOdds = {
  poolSize: number;
  threshold: number;
  success: Fraction;
  critical: Fraction;
  /** Under the default glitch policy (§5.4) at the given GR. */
  glitch: Fraction;
  /** Net hits of a success, with the misses' probability on no key (sums to `success`). */
  net: Distribution<number>;
};

export function poolOdds(poolSize: number, threshold: number, gr = 0): PoolOdds {
  const n = Math.max(0, requireInt(poolSize, "poolSize", "input.invalid", { max: MAX_POOL_DICE }));
  requireInt(threshold, "threshold", "input.invalid");
  requireInt(gr, "gr", "input.invalid", { min: 0 });
  const success = poolHitsAtLeast(n, threshold);
  // A critical needs sixes ≥ threshold ≥ 1 (§5.2 step 3); sixes are hits "on 6".
  const critical = threshold >= 1 ? poolHitsAtLeast(n, threshold, { hitOn: 6 }) : Fraction.ZERO;
  // A one is as likely as a six, so "ones ≥ k" has the same odds as "sixes ≥ k".
  const glitch = n === 0 ? Fraction.ZERO : poolHitsAtLeast(n, glitchOnesNeeded(n, gr), { hitOn: 6 });
  const hits = poolHitsDistribution(n);
  const net = Distribution.of(hits.entries().filter(([h]) => h >= threshold).map(([h, p]) => [h - threshold, p] as const));
  return { poolSize: n, threshold, success, critical, glitch, net };
}
