/** Fixes the core fuzzer found once it walked every module under src/core and the rulesets' methods (issue 10). */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { banksCombat, banksRuleset, glitchRisk } from "../../src/core/banks";
import { checkScenario, readScenario, runScenario } from "../../src/core/encounter";
import { RulesInputError, requireInt } from "../../src/core/errors";
import { isApplied, recordUndo } from "../../src/core/ledger";
import { rulesetFor } from "../../src/core/rulesets";
import { TRAUMA_BARS, traumaCombat, traumaRuleset } from "../../src/core/trauma";

function thrown(run: () => unknown): { code: string; path: string } | string {
  try {
    run();
    return "no error";
  } catch (error) {
    return error instanceof RulesInputError ? { code: error.code, path: error.path } : String(error);
  }
}

const example = (path: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../examples/${path}`, import.meta.url), "utf8")) as Record<string, unknown>;

describe("ruleset methods check what the tracker and the runner hand them", () => {
  test("combat policies refuse a view that is not one with a RulesInputError", () => {
    for (const view of [undefined, null, {}, { combatants: [null] }]) {
      expect(thrown(() => banksCombat.startRound(view as never, { next: () => 0, int: (min) => min }))).toMatchObject({ code: "input.invalid" });
      expect(thrown(() => traumaCombat.turnOrder(view as never, { next: () => 0, int: (min) => min }))).toMatchObject({ code: "input.invalid" });
    }
  });

  test("actor defaults without options, token bars of a bare object and a step that readStep never returned are refused", () => {
    expect(thrown(() => traumaRuleset.actor.defaults(undefined as never))).toEqual({ code: "actor.invalid", path: "options" });
    expect(thrown(() => TRAUMA_BARS.read({} as never))).toEqual({ code: "actor.invalid", path: "state.vim" });
    expect(thrown(() => banksRuleset.scenario.playStep({}, { type: "nonsense" }, { next: () => 0, int: (min) => min }))).toEqual({ code: "scenario.invalid", path: "step.type" });
  });
});

describe("scenarios", () => {
  test("checkScenario returns the documents as read, so a document without system is read as an empty one, not crashed on", () => {
    const raw = example("trauma/qulia-vs-ashmite.json");
    const actors = (raw["actors"] as Record<string, unknown>[]).map((a, i) => (i === 1 ? { _id: a["_id"], name: a["name"], type: a["type"] } : a));
    const scenario = { items: [], ...raw, actors };
    expect(checkScenario(scenario).actors[1]?.system).toEqual({});
    expect(thrown(() => traumaRuleset.scenario.createTable(scenario as never, { next: () => 0, int: (min) => min }))).not.toMatch(/TypeError/);
  });

  test("an actor whose id is valueOf plays like any other (fixed dice and turn patches are read as own keys)", () => {
    const raw = example("banks/burst-through-armor.json");
    const actors = (raw["actors"] as Record<string, unknown>[]).map((a, i) => (i === 0 ? { ...a, _id: "valueOf" } : a));
    expect(() => runScenario(readScenario({ ...raw, actors }), banksRuleset.scenario)).not.toThrow();
  });
});

describe("shared helpers", () => {
  test("the ledger reads a key named constructor as no entry, and refuses an empty key", () => {
    expect(isApplied({}, "constructor")).toBe(false);
    expect(thrown(() => recordUndo({}, "constructor"))).toEqual({ code: "ledger.notApplied", path: "constructor" });
    expect(thrown(() => recordUndo({}, ""))).toEqual({ code: "ledger.invalid", path: "key" });
  });

  test("the registry answers null for an id that is not a ruleset's, whatever it is", () => {
    for (const id of ["constructor", "__proto__", 7, { toString: false }]) expect(rulesetFor(id as never)).toBeNull();
  });

  test("requireInt without bounds, or with null bounds, checks only that the value is whole", () => {
    expect(requireInt(-3, "n", "input.invalid", null as never)).toBe(-3);
    expect(thrown(() => requireInt(0.5, "n", "input.invalid"))).toEqual({ code: "input.invalid", path: "n" });
  });

  test("glitchRisk refuses a modifier that is not the seed's instead of adding a function to the GR", () => {
    expect(thrown(() => glitchRisk({ actor: { stun: 0, physical: 0 }, action: "other", modifiers: ["constructor" as never] }))).toEqual({ code: "input.invalid", path: "modifiers[0]" });
    expect(glitchRisk({ actor: { stun: 1, physical: 2 }, action: "physical", modifiers: ["hurl"] })).toBe(3);
  });
});
