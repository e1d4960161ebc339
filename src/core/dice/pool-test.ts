/**
 * A pool test against a threshold (docs/rules/banks.md §5.2, rules/track.md §5.2): `hits ≥ threshold`
 * succeeds, hits above it are net hits, and a critical "could have succeeded using only sixes"
 * (banks SEED). Named `PoolTest`, not `Test`, because `test` is every test runner's global.
 */
import { requireInt, requireRecord } from "../errors";
import { type PoolRoll, countValidPool, validateDice } from "./pool";

export type PoolTestInput = {
  dice: readonly number[];
  /** A threshold below 1 is legal: the test always succeeds and cannot be critical. */
  threshold: number;
};

export type PoolTestResult = PoolRoll & { threshold: number; success: boolean; net: number; critical: boolean };

/** Throws `dice.badFace` for a die outside 1–6, `input.invalid` for a threshold that is not whole. */
export function checkPoolTest(input: PoolTestInput, path = "test"): void {
  requireRecord(input, path);
  validateDice(input.dice, `${path}.dice`);
  requireInt(input.threshold, `${path}.threshold`, "input.invalid");
}

/** The test on checked input. */
export function computePoolTest(input: PoolTestInput): PoolTestResult {
  checkPoolTest(input); // exported on its own, so it checks too (the check is cheap)
  const roll = countValidPool(input.dice);
  const { threshold } = input;
  const success = roll.hits >= threshold;
  const net = success ? roll.hits - threshold : 0;
  const critical = success && threshold >= 1 && roll.sixes >= threshold;
  return { ...roll, threshold, success, net, critical };
}

export function resolvePoolTest(input: PoolTestInput, path = "test"): PoolTestResult {
  requireRecord(input, path);
  checkPoolTest(input, path);
  return computePoolTest(input);
}
