/**
 * A banks test (docs/rules/banks.md §5.2, §5.4): the generic pool test of core/dice plus the glitch,
 * which is banks' own. Named `resolveTest` because `test` is every test runner's global.
 */
import { type PoolTestInput, type PoolTestResult, checkPoolTest, computePoolTest } from "../dice";
import { requireInt, requireRecord } from "../errors";
import { DEFAULT_GLITCH_POLICY, type GlitchPolicy } from "./glitch";

export type TestInput = PoolTestInput & {
  /** Glitch Risk (§5.4), default 0. */
  gr?: number;
  glitchPolicy?: GlitchPolicy;
};

export type TestResult = PoolTestResult & { glitch: boolean };

export function checkTest(input: TestInput, path = "test"): void {
  requireRecord(input, path);
  checkPoolTest(input, path);
  if (input.gr !== undefined) requireInt(input.gr, `${path}.gr`, "input.invalid", { min: 0 });
}

/** §5.2 on checked input, with the glitch of §5.4. */
export function computeTest(input: TestInput): TestResult {
  checkTest(input); // exported on its own, so it checks too
  return computeTestOf(input);
}

/** `computeTest` of a test checked by the caller (checkTest): the attack's unchecked twin. */
export function computeTestOf(input: TestInput): TestResult {
  const result = computePoolTest(input);
  const policy = input.glitchPolicy ?? DEFAULT_GLITCH_POLICY;
  const glitch = policy({ poolSize: result.dice.length, ones: result.ones, gr: input.gr ?? 0 });
  return { ...result, glitch };
}

export function resolveTest(input: TestInput, path = "test"): TestResult {
  requireRecord(input, path);
  checkTest(input, path);
  return computeTestOf(input);
}
