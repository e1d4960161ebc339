/**
 * A sample of `npm run fuzz` (test/core/fuzz/harness.ts) in every test run: 200 seeded calls per
 * exported core function, so a failure replays (`npm run fuzz -- --seed 20261123 --only <name>`).
 */
import { describe, expect, test } from "vitest";
import { fuzzCore } from "./fuzz/harness";
import { coreFaces, loadFaces } from "./fuzz/targets";
import { VALID_INPUTS } from "./fuzz/valid-inputs";

const SEED = 20_261_123;

const reports = await fuzzCore({ numRuns: 200, seed: SEED });

describe("the core fuzzer (200 runs per function)", () => {
  test("finds every exported core function, in every module under src/core (found on disk, so new rulesets are fuzzed too)", async () => {
    expect(reports.length).toBeGreaterThan(350);
    const faces = await loadFaces();
    const withFunctions = coreFaces().filter((f) => Object.values(faces[f.name] ?? {}).some((v) => typeof v === "function"));
    expect(withFunctions.map((f) => f.name)).toEqual(expect.arrayContaining(["banks", "cards", "dice", "encounter", "ledger", "odds", "patch", "random", "trauma"]));
    for (const face of withFunctions) expect(reports.some((r) => r.name.startsWith(`${face.name}.`)), face.name).toBe(true);
  });

  test("every valid call seeds a function that exists (a renamed function would silently lose its seeds)", () => {
    const names = new Set(reports.map((r) => r.name));
    expect(Object.keys(VALID_INPUTS).filter((name) => !names.has(name))).toEqual([]);
  });

  test("methods of exported objects are fuzzed too (a ruleset's combat policy and scenario rules)", () => {
    const names = reports.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(["banks.banksCombat.startRound", "trauma.traumaRuleset.actor.defaults", "trauma.traumaRuleset.scenario.playStep"]));
  });

  test("no function throws anything but a RulesInputError, returns NaN or Infinity, writes to its input or is slow", () => {
    const failures = reports.filter((r) => r.failure !== null).map((r) => `${r.name}: ${r.failure} on ${r.counterexample}`);
    expect(failures).toEqual([]);
  });
});
