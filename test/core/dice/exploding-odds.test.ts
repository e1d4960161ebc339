// Exact odds of exploding dice (rules/wounds.md §4): one die, sums against a threshold and its raises.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  MAX_EXPLODING_DICE,
  MAX_EXPLODING_TOTAL,
  explodingAtLeast,
  explodingExactly,
  explodingSumAtLeast,
  explodingSumOdds,
} from "../../../src/core/dice";
import { Fraction } from "../../../src/core/odds";
import { expectRulesError } from "../../support/rules-error";
import { bruteSumAtMost, chainsUpTo, frozen } from "./support";

const f = (n: number, d = 1): Fraction => Fraction.of(n, d);

describe("one exploding die", () => {
  test("d6: P(≥ 1) = 1, P(≥ 4) = 1/2, P(≥ 6) = 1/6, P(≥ 7) = 1/6, P(≥ 8) = 5/36, P(≥ 12) = 1/36, P(≥ 13) = 1/36", () => {
    expect([1, 4, 6, 7, 8, 12, 13, 14].map((t) => String(explodingAtLeast(6, t)))).toEqual(["1", "1/2", "1/6", "1/6", "5/36", "1/36", "1/36", "5/216"]);
    expect(explodingAtLeast(6, -5).equals(Fraction.ONE)).toBe(true);
  });

  test("d4: a total of 4 or 8 is impossible; 5 has chance 1/16", () => {
    expect(explodingExactly(4, 4).isZero()).toBe(true);
    expect(explodingExactly(4, 8).isZero()).toBe(true);
    expect(explodingExactly(4, 5).equals(f(1, 16))).toBe(true);
    expect(explodingExactly(4, 0).isZero()).toBe(true);
  });

  test("the distribution sums to 1: P(= 1) + … + P(= n) + P(≥ n + 1) = 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 0, max: 60 }), (sides, n) => {
        const exact = Fraction.sum(Array.from({ length: n }, (_, i) => explodingExactly(sides, i + 1)));
        expect(exact.add(explodingAtLeast(sides, n + 1)).equals(Fraction.ONE)).toBe(true);
      }),
    );
  });

  test("exact odds match brute-force enumeration of chains for small dice and caps", () => {
    for (let sides = 2; sides <= 8; sides++) {
      for (let t = 1; t <= 3 * sides + 2; t++) {
        const below = Fraction.sum(chainsUpTo(sides, t - 1).map((c) => c.p));
        expect(explodingAtLeast(sides, t).equals(Fraction.ONE.sub(below))).toBe(true);
      }
    }
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => explodingAtLeast(1, 3), "dice.badSides", "sides");
    expectRulesError(() => explodingAtLeast(6, 2.5), "odds.badInput", "t");
    expectRulesError(() => explodingExactly(6, Number.NaN), "odds.badInput", "v");
  });
});

describe("sums of exploding dice against a threshold", () => {
  test("one d6 against 4: at least 4, 8, 12, 16 = 1/2, 5/36, 1/36, 1/72", () => {
    const odds = explodingSumOdds({ dice: [6], threshold: 4 });
    expect(odds.atLeast.map(String)).toEqual(["1/2", "5/36", "1/36", "1/72"]);
    expect(odds.success.equals(f(1, 2))).toBe(true);
    expect(odds.failure.equals(f(1, 2))).toBe(true);
    expect(odds.raises.map(String)).toEqual(["13/36", "1/9", "1/72", "1/72"]);
  });

  test("2d6 against 2 always succeeds; no dice is the modifier alone", () => {
    expect(explodingSumOdds({ dice: [6, 6], threshold: 2 }).success.equals(Fraction.ONE)).toBe(true);
    expect(explodingSumOdds({ dice: [], modifier: 5, threshold: 5 }).raises.map(String)).toEqual(["1", "0", "0", "0"]);
    expect(explodingSumOdds({ dice: [], modifier: 4, threshold: 5 }).success.isZero()).toBe(true);
  });

  test("W-23's attack (Str d8 + d8 + raise d6) against Toughness 8: agrees with enumeration", () => {
    const odds = explodingSumOdds({ dice: [8, 8, 6], threshold: 8 });
    [8, 12, 16, 20].forEach((t, i) => expect(odds.atLeast[i]?.equals(Fraction.ONE.sub(bruteSumAtMost([8, 8, 6], t - 1)))).toBe(true));
  });

  test("exact odds match brute-force enumeration for small pools and caps", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 6 }), { maxLength: 3 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -2, max: 10 }), (dice, modifier, threshold) => {
        const odds = explodingSumOdds({ dice, modifier, threshold });
        odds.atLeast.forEach((p, i) => {
          const t = threshold + 4 * i - modifier;
          expect(p.equals(Fraction.ONE.sub(bruteSumAtMost(dice, t - 1)))).toBe(true);
          expect(explodingSumAtLeast(dice, t).equals(p)).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  test("the raise buckets and the failure sum to 1, and each step is no likelier than the one before", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 12 }), { maxLength: 4 }), fc.integer({ min: -4, max: 4 }), fc.integer({ min: 0, max: 20 }), (dice, modifier, threshold) => {
        const odds = explodingSumOdds({ dice, modifier, threshold });
        expect(Fraction.sum([odds.failure, ...odds.raises]).equals(Fraction.ONE)).toBe(true);
        for (let i = 1; i < 4; i++) expect(odds.atLeast[i]!.compare(odds.atLeast[i - 1]!)).toBeLessThanOrEqual(0);
      }),
    );
  });

  test("one die's sum is that die", () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: -5, max: 50 }), (sides, t) => explodingSumAtLeast([sides], t).equals(explodingAtLeast(sides, t))));
  });


  test("does not mutate its input", () => {
    const input = frozen({ dice: [8, 6], modifier: 1, threshold: 9 });
    explodingSumOdds(input);
    expect(input).toEqual({ dice: [8, 6], modifier: 1, threshold: 9 });
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => explodingSumOdds({ dice: [6, 1], threshold: 4 }), "dice.badSides", "dice[1]");
    expectRulesError(() => explodingSumOdds({ dice: "d6" as unknown as number[], threshold: 4 }), "odds.badInput", "dice");
    expectRulesError(() => explodingSumOdds({ dice: Array.from({ length: MAX_EXPLODING_DICE + 1 }, () => 6), threshold: 4 }), "odds.badInput", "dice");
    expectRulesError(() => explodingSumOdds({ dice: [6], threshold: 4.5 }), "odds.badInput", "threshold");
    expectRulesError(() => explodingSumOdds({ dice: [6], modifier: Number.NaN, threshold: 4 }), "odds.badInput", "modifier");
    expectRulesError(() => explodingSumOdds({ dice: [6], threshold: MAX_EXPLODING_TOTAL }), "odds.badInput", "threshold");
    expectRulesError(() => explodingSumAtLeast([6], 1.5), "odds.badInput", "t");
    expectRulesError(() => explodingSumAtLeast([6], MAX_EXPLODING_TOTAL + 1), "odds.badInput", "t");
  });
});
