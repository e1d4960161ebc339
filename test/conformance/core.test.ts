/**
 * The conformance suite of the pure layers: every registered ruleset, whatever it is, keeps the
 * core and view contracts (src/core/ruleset.ts, src/view/ruleset-view.ts). A new ruleset gets
 * these tests by being registered; nothing here names one.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readScenario } from "../../src/core/encounter";
import { RulesInputError } from "../../src/core/errors";
import { applyPatch } from "../../src/core/patch";
import type { ActorKind, AnyRuleset, ItemKind } from "../../src/core/ruleset";
import { implementedRulesets, rulesetFor } from "../../src/core/rulesets";
import { formatText, localize } from "../../src/view/i18n";
import { requireRulesetView } from "../../src/view/rulesets";
import { playScenario } from "../../src/view/scenario-player";
import { lang, repoRoot } from "../support/examples";

const ACTOR_KINDS: readonly ActorKind[] = ["character", "npc"];
const rulesets = implementedRulesets().map((id) => [id, rulesetFor(id)!] as const);
const en = lang();

/** Deeply frozen, so a procedure that writes to its input throws (ES modules are strict). */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

/** Runs `run`; anything but success or a RulesInputError with a code and a path is a failure. */
function refusesCleanly(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return error.code.length > 0 && error.path.length > 0;
  }
}

describe.each(rulesets)("%s keeps the core contract", (id, ruleset: AnyRuleset) => {
  test("is registered under its own id, with a name in lang/en.json", () => {
    expect(ruleset.id).toBe(id);
    expect(localize(en, ruleset.label)).not.toBe(ruleset.label);
  });

  test.each(ACTOR_KINDS)("a new %s's defaults validate and read back from a document source unchanged", (kind) => {
    const defaults = ruleset.actor.defaults({ kind });
    expect(ruleset.actor.validate(frozen(structuredClone(defaults)), "actor")).toEqual(defaults);
    const source = frozen({ type: kind, system: { [id]: structuredClone(defaults) }, items: [] });
    expect(ruleset.fromSource(source, "actor")).toEqual(ruleset.actor.validate(defaults, "actor"));
  });

  test("every item profile's defaults validate", () => {
    const kinds = Object.keys(ruleset.items) as ItemKind[];
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) {
      const spec = ruleset.items[kind]!;
      const defaults = spec.defaults({ kind });
      expect(spec.validate(frozen(structuredClone(defaults)), kind), kind).toEqual(defaults);
    }
  });

  test("hostile state and sources are refused with a RulesInputError (code and path), never a crash, and never written to", () => {
    const hostile = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("constructor", "__proto__", "toString", "valueOf"), fc.anything()));
    fc.assert(
      fc.property(hostile, fc.constantFrom(...ACTOR_KINDS), (value, kind) => {
        const v = frozen(value);
        return refusesCleanly(() => ruleset.actor.validate(v, "actor")) && refusesCleanly(() => ruleset.fromSource(frozen({ type: kind, system: { [id]: v }, items: [] }), "actor"));
      }),
      { numRuns: 400 },
    );
    for (const spec of Object.values(ruleset.items)) fc.assert(fc.property(hostile, (value) => refusesCleanly(() => spec.validate(frozen(value), "item"))), { numRuns: 200 });
  });

  test("token bars: the main bar exists, holds whole numbers within 0…max, and setting it is a patch that lands within the bar", () => {
    for (const kind of ACTOR_KINDS) {
      const state = frozen(ruleset.actor.defaults({ kind }));
      const bars = ruleset.bars.read(state);
      expect(Object.keys(bars)).toContain(ruleset.bars.main);
      fc.assert(
        fc.property(fc.constantFrom(...Object.keys(bars)), fc.integer({ min: -50, max: 50 }), (bar, wanted) => {
          const after = ruleset.bars.read(applyPatch(state as object, ruleset.bars.set(state, bar, wanted) as object) as typeof state)[bar]!;
          return Number.isInteger(after.value) && after.value >= 0 && after.value <= after.max;
        }),
        { numRuns: 100 },
      );
      expect(() => ruleset.bars.set(state, "no-such-bar", 1)).toThrow(RulesInputError);
    }
  });

  test("statuses: a new actor shows none, and every status is a plain id", () => {
    for (const kind of ACTOR_KINDS) {
      const statuses = ruleset.statuses(ruleset.actor.defaults({ kind }));
      expect(statuses).toEqual([]);
    }
  });

  test("its combat policy starts an empty encounter and an empty round without a change", () => {
    const encounter = ruleset.combat.initialEncounter();
    const view = { round: 1, turn: null, combatants: [], encounter };
    const rng = { next: () => 0.5, int: (min: number) => min };
    for (const step of [ruleset.combat.startRound(view, rng), ruleset.combat.endRound(view, rng), ruleset.combat.upkeep(view, rng)]) {
      expect(step.actorPatches).toEqual({});
      expect(step.prompts).toEqual([]);
    }
  });
});

const examples = rulesets.flatMap(([id]) => {
  const dir = join(repoRoot, "examples", id);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => [`${id}/${f}`, join(dir, f)] as const);
});

describe("every example scenario", () => {
  test("each registered ruleset has at least one", () => {
    for (const [id] of rulesets) expect(examples.some(([name]) => name.startsWith(`${id}/`)), id).toBe(true);
  });

  test.each(examples)("%s replays identically and words every line of its log", (_name, file) => {
    const scenario = () => readScenario(JSON.parse(readFileSync(file, "utf8")));
    const first = playScenario(scenario());
    expect(JSON.stringify(playScenario(scenario()))).toBe(JSON.stringify(first));
    expect(first.steps.length).toBeGreaterThan(0);
    const view = requireRulesetView(scenario().ruleset, "$.ruleset");
    for (const step of first.steps) {
      for (const text of view.stepLog(step.outcome)) expect(formatText(en, text), text.key).not.toMatch(/FRAY\./);
    }
  });
});
