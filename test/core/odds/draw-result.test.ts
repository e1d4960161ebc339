import { describe, test, expect } from "vitest";
import fc from "fast-check";
import {
  Distribution,
  Fraction,
  drawResultDistribution,
  marginDistribution,
  maxDeviation,
  monteCarlo,
  successProbability,
} from "../../../src/core/odds";
import { createRng } from "../../../src/core/random/rng";
import { PROBABILITY_DECK, drawValues, expectRulesError } from "./support";

const over = (hands: number): Fraction => Fraction.of(hands, 20475); // C(28, 4) hands of four
const show = (dist: Distribution<number>): string[] => dist.entries().map(([k, p]) => `${k}:${p}`);

describe("drawResultDistribution and marginDistribution", () => {
  test("T-24 TD 5, Operate 4: P(fail) = 1820/20475, P(success) = 18655/20475", () => {
    const result = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 4, valuedPerks: [], faceCount: 0 });
    const success = successProbability(result, 5);
    expect(success.equals(Fraction.of(18655, 20475))).toBe(true);
    expect(Fraction.ONE.sub(success).equals(Fraction.of(1820, 20475))).toBe(true);
    expect(marginDistribution(result, 5).probabilityOf(0).equals(success)).toBe(true);
    expect(success.toPercent(2)).toBe("91.11%");
  });

  test("T-24 TD 10, Will 3: P(fail) = 2925/3276, P(success) = 351/3276 = 3/28", () => {
    const result = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 3 });
    const success = successProbability(result, 10);
    expect(success.equals(Fraction.of(351, 3276))).toBe(true);
    expect(success.toString()).toBe("3/28");
    expect(marginDistribution(result, 10).probability((m) => m > 0).equals(Fraction.of(2925, 3276))).toBe(true);
  });

  test("T-1 Qulia, TD 5 with 4 cards and no perks: the margin distribution", () => {
    const margins = marginDistribution(drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 4 }), 5);
    // Hands with every card ≤ 1, 2, 3, 4: C(4,4) = 1, C(8,4) = 70, C(12,4) = 495, C(16,4) = 1820.
    const expected = Distribution.of([
      [0, over(20475 - 1820)],
      [1, over(1820 - 495)],
      [2, over(495 - 70)],
      [3, over(70 - 1)],
      [4, over(1)],
    ]);
    expect(margins.toString()).toBe(expected.toString());
    expect(margins.keys()).toEqual([0, 1, 2, 3, 4]);
    expect(margins.probabilityOf(1).toString()).toBe("53/819"); // 1325/20475, Qulia's partial
  });

  test("T-3 Qulia holding a King: the face card lifts the highest card, success unless all cards ≤ 3", () => {
    const result = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 4, valuedPerks: [], faceCount: 1 });
    expect(result.keys()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const margins = marginDistribution(result, 5);
    const expected = Distribution.of([
      [0, over(20475 - 495)],
      [1, over(495 - 70)],
      [2, over(70 - 1)],
      [3, over(1)],
    ]);
    expect(margins.toString()).toBe(expected.toString());
  });

  test("T-4 Qulia holding a valued 7: always a success; the result is 7 unless an 8, 9 or 10 is drawn", () => {
    const result = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 4, valuedPerks: [7], faceCount: 0 });
    // Cards ≤ 7: 25, ≤ 8: 26, ≤ 9: 27 → C(25,4) = 12650, C(26,4) = 14950, C(27,4) = 17550.
    expect(show(result)).toEqual(
      show(Distribution.of([[7, over(12650)], [8, over(2300)], [9, over(2600)], [10, over(2925)]])),
    );
    expect(marginDistribution(result, 5).equals(Distribution.point(0))).toBe(true);
    expect(successProbability(result, 9).equals(over(2600 + 2925))).toBe(true);
  });

  test("valued perks and face perks together: the King goes on the highest card, perk or drawn", () => {
    const result = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 1, valuedPerks: [6, 8], faceCount: 2 });
    // max(card, 8) + 2: 10 unless the one card is the 9 or the 10.
    expect(show(result)).toEqual(["10:13/14", "11:1/28", "12:1/28"]);
  });

  test("an empty hand scores 0; face perks have nothing to improve", () => {
    expect(drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 0 }).equals(Distribution.point(0))).toBe(true);
    const faces = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 0, valuedPerks: [], faceCount: 3 });
    expect(faces.equals(Distribution.point(0))).toBe(true);
    // T-10: TD 0 with no cards succeeds; TD 1 does not.
    expect(successProbability(faces, 0).equals(Fraction.ONE)).toBe(true);
    expect(marginDistribution(faces, 1).equals(Distribution.point(1))).toBe(true);
  });

  test("no cards but a valued perk: the perk is the hand and takes the face perks", () => {
    const result = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 0, valuedPerks: [7, 6], faceCount: 1 });
    expect(result.equals(Distribution.point(8))).toBe(true);
  });

  test("TD at or below zero always succeeds, margins never go negative", () => {
    const result = drawResultDistribution({ deckValues: PROBABILITY_DECK, k: 2 });
    expect(marginDistribution(result, -3).equals(Distribution.point(0))).toBe(true);
    expect(marginDistribution(result, 30).keys().every((m) => m >= 20)).toBe(true);
  });

  test("bad input throws odds.badInput with a path", () => {
    const deckValues = PROBABILITY_DECK;
    expectRulesError(() => drawResultDistribution({ deckValues, k: 29 }), "odds.badInput", "k");
    expectRulesError(() => drawResultDistribution({ deckValues, k: -1 }), "odds.badInput", "k");
    expectRulesError(() => drawResultDistribution({ deckValues: [1, 1.5], k: 1 }), "odds.badInput", "deckValues[1]");
    expectRulesError(() => drawResultDistribution({ deckValues, k: 1, valuedPerks: [7, 6.5] }), "odds.badInput", "valuedPerks[1]");
    expectRulesError(() => drawResultDistribution({ deckValues, k: 1, valuedPerks: [-7] }), "odds.badInput", "valuedPerks[0]");
    expectRulesError(() => drawResultDistribution({ deckValues, k: 1, faceCount: -1 }), "odds.badInput", "faceCount");
    expectRulesError(() => drawResultDistribution({ deckValues, k: 1, faceCount: 0.5 }), "odds.badInput", "faceCount");
    expectRulesError(() => drawResultDistribution(null as unknown as { deckValues: number[]; k: number }), "odds.badInput", "input");
    const result = drawResultDistribution({ deckValues, k: 1 });
    expectRulesError(() => marginDistribution(result, 4.5), "odds.badInput", "td");
    expectRulesError(() => successProbability(result, Number.NaN), "odds.badInput", "td");
  });

  const drawCase = fc
    .array(fc.integer({ min: 0, max: 12 }), { minLength: 0, maxLength: 30 })
    .chain((deck) =>
      fc.record({
        deckValues: fc.constant(deck),
        k: fc.integer({ min: 0, max: deck.length }),
        valuedPerks: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }),
        faceCount: fc.integer({ min: 0, max: 3 }),
        td: fc.integer({ min: -2, max: 16 }),
      }),
    );

  test("odds sum to exactly 1", () => {
    fc.assert(
      fc.property(drawCase, ({ td, ...input }) => {
        const result = drawResultDistribution(input);
        expect(result.total().equals(Fraction.ONE)).toBe(true);
        expect(marginDistribution(result, td).total().equals(Fraction.ONE)).toBe(true);
      }),
      { seed: 24, numRuns: 200 },
    );
  });

  test("playing a perk never lowers the chance of success", () => {
    fc.assert(
      fc.property(drawCase, fc.integer({ min: 0, max: 12 }), ({ td, ...input }, extra) => {
        const base = successProbability(drawResultDistribution(input), td);
        const withValued = drawResultDistribution({ ...input, valuedPerks: [...input.valuedPerks, extra] });
        const withFace = drawResultDistribution({ ...input, faceCount: input.faceCount + 1 });
        expect(successProbability(withValued, td).compare(base)).toBeGreaterThanOrEqual(0);
        expect(successProbability(withFace, td).compare(base)).toBeGreaterThanOrEqual(0);
      }),
      { seed: 25, numRuns: 200 },
    );
  });

  test("exact odds match a seeded Monte Carlo run within tolerance", () => {
    const trials = 20_000;
    const tolerance = 0.02;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.integer({ min: 6, max: 10 }), { maxLength: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer(),
        (k, valuedPerks, faceCount, td, seed) => {
          const input = { deckValues: PROBABILITY_DECK, k, valuedPerks, faceCount };
          const exact = marginDistribution(drawResultDistribution(input), td);
          // The simulation plays the perks by the rules' own steps, not by the formula.
          const observed = monteCarlo(
            (random) => {
              const hand = [...drawValues(PROBABILITY_DECK, k, random), ...valuedPerks];
              if (hand.length === 0) return Math.max(0, td); // result 0
              const top = hand.indexOf(Math.max(...hand));
              hand[top] = (hand[top] as number) + faceCount;
              return Math.max(0, td - Math.max(...hand));
            },
            trials,
            createRng(seed).next,
          );
          expect(maxDeviation(exact, observed)).toBeLessThan(tolerance);
        },
      ),
      { seed: 2024, numRuns: 20 },
    );
  });
});
