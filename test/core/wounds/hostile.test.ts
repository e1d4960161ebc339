// Every exported procedure of the wounds core, handed hostile JSON-shaped input, either answers
// or refuses with a RulesInputError; it never crashes, writes to its input or answers NaN.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import * as wounds from "../../../src/core/wounds";
import * as scenario from "../../../src/core/wounds/scenario";
import { extra, wildCard } from "./fixtures";

function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

function hasBadNumber(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((v) => hasBadNumber(v, seen));
}

const plausible = fc.oneof(
  fc.constant(wildCard()),
  fc.constant(extra()),
  fc.constant(wildCard({ wounds: 3, incapacitated: true, bleedingOut: true })),
  fc.constant(wildCard({ shaken: true, wounds: 1 })),
  fc.constant(wounds.defaultWoundsEncounter()),
  fc.constant([{ chain: [6, 2], wildChain: [3] }]),
  fc.constant({ roll2d6: 12, subRoll: 5 }),
  fc.constant({ round: 1, turn: null, encounter: wounds.defaultWoundsEncounter(), combatants: [{ id: "a1", actorId: "a1", name: "Red", isPlayer: true, defeated: false, initiative: null, state: wildCard({ shaken: true }) }] }),
  fc.constant("a1"),
);
const hostile = fc.oneof(
  fc.anything(),
  plausible,
  fc.dictionary(fc.constantFrom("constructor", "__proto__", "toString", "chain", "wounds", "traits"), fc.anything()),
  fc.constantFrom(NaN, Infinity, -1, 1e12, "vigor", "permanent", true, "rng", "badRng"),
);

const rng = { next: () => 0.5, int: (min: number) => min };
const badRng = { next: () => NaN, int: () => NaN };
const policy = wounds.woundsCombat;
const ruleset = wounds.woundsRuleset;
/** Every function every file of the folder exports, not only the faces. */
const modules = import.meta.glob<Record<string, unknown>>("../../../src/core/wounds/**/*.ts", { eager: true });
const everyExport = Object.entries(modules).flatMap(([file, mod]) => Object.entries(mod).map(([name, v]) => [`${file.replace(/^.*core\/wounds\//, "")}:${name}`, v] as const));
const rules = scenario.woundsScenarioRules;
const procedures = [
  ...everyExport.filter(([, v]) => typeof v === "function"),
  ["scenario.createTable", rules.createTable],
  ["scenario.readStep", rules.readStep],
  ["scenario.playStep", rules.playStep],
  ...Object.entries(policy).filter(([, v]) => typeof v === "function").map(([k, v]) => [`woundsCombat.${k}`, v]),
  ["bars.read", ruleset.bars.read],
  ["bars.set", ruleset.bars.set],
  ["statuses", ruleset.statuses],
  ["fromSource", ruleset.fromSource],
  ["odds", ruleset.odds],
] as [string, (...args: unknown[]) => unknown][];

describe("the wounds core refuses hostile input cleanly", () => {
  test.each(procedures)("%s", (_name, fn) => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 4 }), (args) => {
        const input = frozen(args.map((a) => (a === "rng" ? rng : a === "badRng" ? badRng : a)));
        try {
          const out = fn(...input);
          // A check that hands back its own input unchanged makes no number.
          if (out !== input[0]) expect(hasBadNumber(out)).toBe(false);
        } catch (error) {
          if (!(error instanceof RulesInputError)) throw error;
        }
      }),
      { numRuns: 300 },
    );
  });
});
