/**
 * Bad input (docs/rules/slots.md §6): each refusal carries the spec's code, and no function of the
 * slots face answers hostile input with anything but a RulesInputError — never a TypeError, a
 * NaN or a write to its input.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import * as slots from "../../../src/core/slots";
import { actor } from "./support";

function code(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesInputError) return error.code;
    throw error;
  }
  return "no error";
}

const frozen = <T>(value: T): T => {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
};

describe("the §6 codes", () => {
  const action = { cost: "2AS|3RS|4FP", reservedAllowed: false, activePhaseOnly: false };
  test("cost.invalid: unparsable, doubled, over-large or AS-less prices", () => {
    for (const text of ["", "2AS|", "2AS|2AS", "2.5AS", "-1AS", "99999AS", "4FP", 7]) expect(code(() => slots.parseCost(text)), String(text)).toBe("cost.invalid");
  });
  test("check.badNatural: naturals outside 1…X, including a missing burnout roll", () => {
    expect(code(() => slots.stressCheck(20, 0, false))).toBe("check.badNatural");
    expect(code(() => slots.accuracyCheck(21, 0, 0))).toBe("check.badNatural");
    const nine = actor({ stress: { physical: 0, mental: 9, vocal: 0 } });
    expect(code(() => slots.activateStress({ actor: nine, cost: { track: "mental", kind: "activation", n: 1 }, round: 1 }))).toBe("check.badNatural");
  });
  test("slots.insufficient, slots.reservedNotAllowed, slots.notActivePhase", () => {
    const holder = actor({ reservedSlots: 2, phase: "done" });
    expect(code(() => slots.spend({ actor: holder, action, time: "reserved" }))).toBe("slots.reservedNotAllowed");
    expect(code(() => slots.spend({ actor: holder, action: { ...action, reservedAllowed: true }, time: "reserved" }))).toBe("slots.insufficient");
    expect(code(() => slots.spend({ actor: holder, action, time: "active" }))).toBe("slots.notActivePhase");
    expect(code(() => slots.spend({ actor: holder, action: { ...action, reservedAllowed: true, activePhaseOnly: true }, time: "final" }))).toBe("slots.notActivePhase");
  });
  test("target.notVulnerable: a maim on a standing target", () => {
    expect(code(() => slots.inflictMaim({ target: actor(), kind: "sensory", part: "sight", round: 1 }))).toBe("target.notVulnerable");
  });
  test("state.outOfRange: stress 11, weakness 11, HP above max, a negative counter", () => {
    const base = actor();
    for (const bad of [{ stress: { physical: 11, mental: 0, vocal: 0 } }, { weakness: { fire: 11 } }, { hp: 171 }, { bleed: -1 }]) expect(code(() => slots.validateSlotsActor({ ...base, ...bad }, "actor")), JSON.stringify(bad)).toBe("state.outOfRange");
  });
  test("damage.negative: negative damage or counters", () => {
    expect(code(() => slots.applyDamage(actor(), { raw: -1, damageType: "cutting" }))).toBe("damage.negative");
    expect(code(() => slots.inflictEffects({ target: actor(), onHit: { bleed: -2 }, round: 1 }))).toBe("damage.negative");
    expect(code(() => slots.impactThrough(10, [-5]))).toBe("damage.negative");
  });
  test("actor.dead: a dead actor cannot pay for anything", () => {
    expect(code(() => slots.spend({ actor: actor({ dead: true, actionSlots: 5, phase: "active" }), action, time: "active" }))).toBe("actor.dead");
  });
  test("a refused spend leaves its input as it was (frozen input, no write)", () => {
    const poor = frozen(actor({ actionSlots: 1, phase: "active" }));
    expect(code(() => slots.spend({ actor: poor, action, time: "active" }))).toBe("slots.insufficient");
  });
});

const hostileKeys = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"));
const anything = fc.anything({ key: hostileKeys, maxDepth: 3 });
/** Near-valid input is where crashes hide: a real actor with one field replaced. */
const nearActor = fc.tuple(fc.constantFrom(...Object.keys(actor())), anything).map(([key, value]) => ({ ...actor(), [key]: value }));
const argument = fc.oneof(anything, nearActor, fc.record({ actor: nearActor, target: nearActor, round: fc.integer({ min: -2, max: 5 }), cost: anything, onHit: anything }));

type Fn = (...args: unknown[]) => unknown;
/** Every function of the face, and of the ruleset object's parts (combat policy, scenario rules, bars), called on their owner. */
function functionsOf(prefix: string, owner: Record<string, unknown>, depth: number): [string, Fn][] {
  return Object.entries(owner).flatMap(([name, value]): [string, Fn][] => {
    if (typeof value === "function") return [[`${prefix}${name}`, (...args: unknown[]) => (value as Fn).apply(owner, args)]];
    if (depth < 2 && typeof value === "object" && value !== null && !Array.isArray(value)) return functionsOf(`${prefix}${name}.`, value as Record<string, unknown>, depth + 1);
    return [];
  });
}
const functions = functionsOf("", slots as Record<string, unknown>, 0);

/** A `path` parameter is the caller's label, always written in code: it gets a label, as the core fuzzer gives it. */
const pathAt = (name: string): number => {
  const fn = name.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], slots);
  return (/^[^(]*\(([^)]*)\)/.exec(Function.prototype.toString.call(fn))?.[1] ?? "").split(",").findIndex((p) => p.trim().split("=")[0]!.trim() === "path");
};

describe("hostile input to every function of the slots face", () => {
  test("the face exports its procedures", () => {
    expect(functions.length).toBeGreaterThan(50);
    expect(functions.map(([name]) => name)).toEqual(expect.arrayContaining(["slotsRuleset.combat.upkeep", "slotsRuleset.scenario.playStep", "slotsRuleset.bars.set"]));
  });
  test.each(functions)("%s returns or throws a RulesInputError, never writes to its input, never returns NaN", (name, fn) => {
    fc.assert(
      fc.property(fc.array(argument, { maxLength: 3 }), (args) => {
        const at = pathAt(name);
        const input = frozen(at < 0 ? args : [...args.slice(0, at), ...Array.from({ length: Math.max(0, at - args.length) }, () => undefined), "input"]);
        try {
          return noNaN(fn(...input));
        } catch (error) {
          if (error instanceof RulesInputError) return error.code.length > 0 && error.path.length > 0;
          throw error;
        }
      }),
      { numRuns: 150 },
    );
  });
});

function noNaN(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || value === null || seen.has(value)) return true;
  seen.add(value);
  return Object.values(value).every((v) => noNaN(v, seen));
}
