/**
 * A test (rules/banks.md §5.2): roll the pool against a threshold. `hits ≥ threshold`
 * succeeds; a critical "could have succeeded using only sixes" (SEED). Named `resolveTest`
 * because `test` is every test runner's global.
 */
import { requireInt } from "../errors";
import { DEFAULT_GLITCH_POLICY, type GlitchPolicy } from "./glitch";
import { type PoolRoll, countPool, validateDice } from "./pool";

export type TestInput = {
  dice: readonly number[];
  /** A threshold below 1 is legal: the test always succeeds and cannot be critical. */
  threshold: number;
  /** Glitch Risk (§5.4), default 0. */
  gr?: number;
  glitchPolicy?: GlitchPolicy;
};

export type TestResult = PoolRoll & { threshold: number; success: boolean; net: number; critical: boolean; glitch: boolean };

export function checkTest(input: TestInput, path = "test"): void {
  validateDice(input.dice, `${path}.dice`);
  requireInt(input.threshold, `${path}.threshold`, "input.invalid");
  if (input.gr !== undefined) requireInt(input.gr, `${path}.gr`, "input.invalid", { min: 0 });
}

/** §5.2 on checked input. */
export function computeTest(input: TestInput): TestResult {
  const roll = countPool(input.dice);
  const { threshold } = input;
  const success = roll.hits >= threshold;
  const net = success ? roll.hits - threshold : 0;
  const critical = success && threshold >= 1 && roll.sixes >= threshold;
  const policy = input.glitchPolicy ?? DEFAULT_GLITCH_POLICY;
  const glitch = policy({ poolSize: roll.dice.length, ones: roll.ones, gr: input.gr ?? 0 });
  return { ...roll, threshold, success, net, critical, glitch };
}

export function resolveTest(input: TestInput, path = "test"): TestResult {
  checkTest(input, path);
  return computeTest(input);
}
