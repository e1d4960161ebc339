// dX checks, the (v:X) of rules/slots.md §4, and their exact odds.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MAX_CHECK_SIDES, flatCheck, flatCheckOdds, validateNatural, variableCheck, variableCheckOdds } from "../../../src/core/dice";
import { Fraction } from "../../../src/core/odds";
import { expectRulesError } from "../../support/rules-error";
import { frozen } from "./support";

describe("variableCheck (slots §4)", () => {
  test("(v:20 Strength) with Strength 3, natural 12 → 15; meets a target of 15, margin 0", () => {
    expect(variableCheck({ sides: 20, natural: 12, bonuses: [3], target: 15 })).toEqual({
      natural: 12, total: 15, natMax: false, natMin: false, success: true, margin: 0,
    });
  });

  test("S-13 Half-Hit: Accuracy 2, natural 10 → 12 against Evasion 12, margin 0", () => {
    expect(variableCheck({ sides: 20, natural: 10, bonuses: [2], target: 12 }).margin).toBe(0);
  });

  test("S-17 stress checks: (v:20) natural 1 is Nat Min, natural 2 is not", () => {
    expect(variableCheck({ sides: 20, natural: 1 }).natMin).toBe(true);
    expect(variableCheck({ sides: 20, natural: 2 }).natMin).toBe(false);
  });

  test("Nat Max is the natural X; several bonuses add; no target gives no verdict", () => {
    expect(variableCheck({ sides: 8, natural: 8, bonuses: [2, -1, 3] })).toEqual({
      natural: 8, total: 12, natMax: true, natMin: false, success: null, margin: null,
    });
    expect(variableCheck({ sides: 1, natural: 1 })).toMatchObject({ natMax: true, natMin: true });
  });

  test("S-27 (bad input): a (v:20) natural 21 → check.badNatural", () => {
    expectRulesError(() => variableCheck({ sides: 20, natural: 21 }), "check.badNatural", "natural");
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => variableCheck({ sides: 20, natural: 0 }), "check.badNatural", "natural");
    expectRulesError(() => variableCheck({ sides: 20, natural: 3.5 }), "check.badNatural", "natural");
    expectRulesError(() => variableCheck({ sides: 0, natural: 1 }), "dice.badSides", "sides");
    expectRulesError(() => variableCheck({ sides: MAX_CHECK_SIDES + 1, natural: 1 }), "dice.badSides", "sides");
    expectRulesError(() => variableCheck({ sides: 20, natural: 4, bonuses: [1, 0.5] }), "input.invalid", "bonuses[1]");
    expectRulesError(() => variableCheck({ sides: 20, natural: 4, bonuses: 3 as unknown as number[] }), "input.invalid", "bonuses");
    expectRulesError(() => variableCheck({ sides: 20, natural: 4, target: Number.NaN }), "input.invalid", "target");
    expectRulesError(() => validateNatural(6, 7, "stun.natural"), "check.badNatural", "stun.natural");
  });

  test("does not mutate its input", () => {
    const input = frozen({ sides: 20, natural: 7, bonuses: [1, 2], target: 9 });
    variableCheck(input);
    expect(input).toEqual({ sides: 20, natural: 7, bonuses: [1, 2], target: 9 });
  });
});

describe("flatCheck (slots §4, (v:X/@n))", () => {
  test("(v:6/@6) succeeds only on a natural 6; (v:20/@18-20) on 18, 19 or 20", () => {
    expect(flatCheck({ sides: 6, natural: 6, on: 6 }).success).toBe(true);
    expect(flatCheck({ sides: 6, natural: 5, on: 6 }).success).toBe(false);
    expect([17, 18, 19, 20].map((natural) => flatCheck({ sides: 20, natural, on: { min: 18, max: 20 } }).success)).toEqual([false, true, true, true]);
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => flatCheck({ sides: 6, natural: 7, on: 6 }), "check.badNatural", "natural");
    expectRulesError(() => flatCheck({ sides: 6, natural: 3, on: 7 }), "check.badRange", "on");
    expectRulesError(() => flatCheck({ sides: 6, natural: 3, on: { min: 0, max: 2 } }), "check.badRange", "on.min");
    expectRulesError(() => flatCheck({ sides: 6, natural: 3, on: { min: 4, max: 2 } }), "check.badRange", "on.max");
    expectRulesError(() => flatCheck({ sides: 6, natural: 3, on: null as unknown as number }), "check.badRange", "on");
    expectRulesError(() => flatCheckOdds({ sides: 6, on: { min: 1, max: 7 } }), "check.badRange", "on.max");
  });
});

describe("check odds", () => {
  test("(v:20) + 3 against 15: success 9/20; natural 1 and natural 20 each 1/20", () => {
    const odds = variableCheckOdds({ sides: 20, bonuses: [3], target: 15 });
    expect(String(odds.success)).toBe("9/20");
    expect(String(odds.natMin)).toBe("1/20");
    expect(String(odds.natMax)).toBe("1/20");
    expect(odds.totals.keys()).toEqual(Array.from({ length: 20 }, (_, i) => i + 4));
  });

  test("(v:100/@1-35) succeeds with 7/20", () => {
    expect(String(flatCheckOdds({ sides: 100, on: { min: 1, max: 35 } }))).toBe("7/20");
  });

  test("exact odds match counting every natural roll", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 3 }), fc.integer({ min: -5, max: 40 }), (sides, bonuses, target) => {
        const naturals = Array.from({ length: sides }, (_, i) => i + 1);
        const wins = naturals.filter((natural) => variableCheck({ sides, natural, bonuses, target }).success).length;
        const odds = variableCheckOdds({ sides, bonuses, target });
        expect(odds.success.equals(Fraction.of(wins, sides))).toBe(true);
        expect(odds.totals.isProper()).toBe(true);
      }),
    );
  });

  test("flat odds match counting every natural roll", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }).chain((sides) => fc.tuple(fc.constant(sides), fc.integer({ min: 1, max: sides }), fc.integer({ min: 1, max: sides }))), ([sides, a, b]) => {
        const on = { min: Math.min(a, b), max: Math.max(a, b) };
        const wins = Array.from({ length: sides }, (_, i) => i + 1).filter((natural) => flatCheck({ sides, natural, on }).success).length;
        expect(flatCheckOdds({ sides, on }).equals(Fraction.of(wins, sides))).toBe(true);
      }),
    );
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => variableCheckOdds({ sides: 2.5, target: 3 }), "dice.badSides", "sides");
    expectRulesError(() => variableCheckOdds({ sides: 20, target: 0.5 }), "input.invalid", "target");
  });
});
