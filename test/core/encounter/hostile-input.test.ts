/** Fixes the core fuzzer found in the scenario machinery (issue "Trust and exactly-once"). */
import { describe, expect, test } from "vitest";
import { closest, problemLine, runScenario, table } from "../../../src/core/encounter";
import { RulesInputError } from "../../../src/core/errors";

function thrown(fn: () => unknown): { code: string; path: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesInputError) return { code: e.code, path: e.path };
    throw e;
  }
  throw new Error("expected a RulesInputError");
}

describe("scenario machinery", () => {
  test("the runner refuses a scenario without steps with scenario.invalid before creating a table", () => {
    const rules = { createTable: () => ({}), readStep: () => ({}), playStep: () => ({ table: {}, outcome: null }) };
    expect(thrown(() => runScenario({ seed: 1, actors: [], items: [] } as never, rules))).toEqual({ code: "scenario.invalid", path: "scenario.steps" });
  });

  test("table lookups refuse what is not a table with scenario.invalid", () => {
    expect(thrown(() => table.actorById(undefined as never, "a1"))).toEqual({ code: "scenario.invalid", path: "table" });
    expect(thrown(() => table.actorById({ actors: [], items: [] } as never, { toString: 0 } as never))).toEqual({ code: "scenario.unknownRef", path: "actor" });
  });

  test("closest gives no suggestion for a name too long to be a typo", () => {
    expect(closest("x".repeat(100_000), ["bullets", "bid"])).toBeNull();
    expect(closest("bulets", ["bullets", "bid"])).toBe("bullets");
  });

  test("problemLine refuses a problem without a message", () => {
    expect(thrown(() => problemLine({ code: "x", path: "$" } as never))).toEqual({ code: "input.invalid", path: "problem.message" });
  });
});
