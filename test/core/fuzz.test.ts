/**
 * A sample of `npm run fuzz` (test/core/fuzz/harness.ts) in every test run: 200 seeded calls per
 * exported core function, so a failure replays (`npm run fuzz -- --seed 20261123 --only <name>`).
 */
import { describe, expect, test } from "vitest";
import { fuzzCore } from "./fuzz/harness";

const SEED = 20_261_123;

describe("the core fuzzer (200 runs per function)", () => {
  const reports = fuzzCore({ numRuns: 200, seed: SEED });

  test("finds every exported core function", () => {
    expect(reports.length).toBeGreaterThan(250);
  });

  test("no function throws anything but a RulesInputError, returns NaN or Infinity, writes to its input or is slow", () => {
    const failures = reports.filter((r) => r.failure !== null).map((r) => `${r.name}: ${r.failure} on ${r.counterexample}`);
    expect(failures).toEqual([]);
  });
});
