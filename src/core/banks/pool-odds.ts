/**
 * Exact odds of a banks test (docs/rules/banks.md §5.2, §5.4): the generic pool-test odds of
 * core/dice plus the glitch under the default policy.
 */
import { poolHitsAtLeast, poolTestOdds, type PoolTestOdds } from "../dice";
import { requireInt } from "../errors";
import { Fraction } from "../odds";
import { glitchOnesNeeded } from "./glitch";

export type PoolOdds = PoolTestOdds & {
  /** Under the default glitch policy (§5.4) at the given GR. */
  glitch: Fraction;
};

export function poolOdds(poolSize: number, threshold: number, gr = 0): PoolOdds {
  const odds = poolTestOdds(poolSize, threshold);
  requireInt(gr, "gr", "input.invalid", { min: 0 });
  const n = odds.poolSize;
  // A one is as likely as a six, so "ones ≥ k" has the same odds as "sixes ≥ k".
  const glitch = n === 0 ? Fraction.ZERO : poolHitsAtLeast(n, glitchOnesNeeded(n, gr), { hitOn: 6 });
  return { ...odds, glitch };
}
