import { describe, test, expect } from "vitest";
import fc from "fast-check";
import { Distribution, Fraction, binomial, highCardDistribution } from "../../../src/core/odds";
import { PROBABILITY_DECK, expectRulesError } from "./support";

/** Every k-subset of positions, enumerated: the brute-force reference for small decks. */
function bruteForceHighCard(deck: readonly number[], k: number): Distribution<number> {
  const weights: [number, number][] = [];
  const walk = (start: number, left: number, high: number): void => {
    if (left === 0) {
      weights.push([high, 1]);
      return;
    }
    for (let i = start; i <= deck.length - left; i++) walk(i + 1, left - 1, Math.max(high, deck[i] as number));
  };
  walk(0, k, 0);
  return Distribution.fromWeights(weights);
}

describe("binomial", () => {
  test("known values and the edges", () => {
    expect(binomial(28, 4)).toBe(20475n);
    expect(binomial(16, 4)).toBe(1820n);
    expect(binomial(27, 3)).toBe(2925n);
    expect(binomial(28, 3)).toBe(3276n);
    expect(binomial(5, 0)).toBe(1n);
    expect(binomial(5, 5)).toBe(1n);
    expect(binomial(3, 4)).toBe(0n);
    expect(binomial(3, -1)).toBe(0n);
    expect(binomial(100, 50)).toBe(100891344545564193334812497256n);
  });
});

describe("highCardDistribution", () => {
  test("one card from the Probability Deck: each value by its count out of 28", () => {
    const dist = highCardDistribution(PROBABILITY_DECK, 1);
    expect(dist.entries().map(([v, p]) => `${v}:${p}`)).toEqual([
      "1:1/7", "2:1/7", "3:1/7", "4:1/7", "5:1/7", "6:3/28", "7:1/14", "8:1/28", "9:1/28", "10:1/28",
    ]);
  });

  test("four cards: P(max = v) from the binomial differences", () => {
    const dist = highCardDistribution(PROBABILITY_DECK, 4);
    // Cards ≤ v: 4, 8, 12, 16, 20, 23, 25, 26, 27, 28 → C(·, 4) differenced, over C(28, 4) = 20475.
    const expected: [number, number][] = [
      [1, 1], [2, 70 - 1], [3, 495 - 70], [4, 1820 - 495], [5, 4845 - 1820],
      [6, 8855 - 4845], [7, 12650 - 8855], [8, 14950 - 12650], [9, 17550 - 14950], [10, 20475 - 17550],
    ];
    for (const [v, hands] of expected) expect(dist.probabilityOf(v).equals(Fraction.of(hands, 20475))).toBe(true);
    expect(dist.keys()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test("an empty hand scores 0 for certain (docs/rules/trauma.md §5.3 step 6)", () => {
    expect(highCardDistribution(PROBABILITY_DECK, 0).equals(Distribution.point(0))).toBe(true);
    expect(highCardDistribution([], 0).equals(Distribution.point(0))).toBe(true);
  });

  test("drawing the whole deck always holds the 10", () => {
    expect(highCardDistribution(PROBABILITY_DECK, 28).equals(Distribution.point(10))).toBe(true);
  });

  test("the input deck is not changed", () => {
    const deck = [3, 1, 2, 1];
    highCardDistribution(deck, 2);
    expect(deck).toEqual([3, 1, 2, 1]);
  });

  test("bad input throws odds.badInput with a path", () => {
    expectRulesError(() => highCardDistribution(PROBABILITY_DECK, 29), "odds.badInput", "k");
    expectRulesError(() => highCardDistribution([1, 2], 3), "odds.badInput", "k");
    expectRulesError(() => highCardDistribution(PROBABILITY_DECK, -1), "odds.badInput", "k");
    expectRulesError(() => highCardDistribution(PROBABILITY_DECK, 1.5), "odds.badInput", "k");
    expectRulesError(() => highCardDistribution(PROBABILITY_DECK, Number.NaN), "odds.badInput", "k");
    expectRulesError(() => highCardDistribution([1, 2.5, 3], 1), "odds.badInput", "deckValues[1]");
    expectRulesError(() => highCardDistribution([1, 2, -3], 1), "odds.badInput", "deckValues[2]");
    expectRulesError(() => highCardDistribution([Number.NaN], 1), "odds.badInput", "deckValues[0]");
    expectRulesError(() => highCardDistribution("1234" as unknown as number[], 1), "odds.badInput", "deckValues");
  });

  const smallDeck = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: 9 });

  test("exact odds equal brute-force enumeration of every hand", () => {
    fc.assert(
      fc.property(
        smallDeck.chain((deck) => fc.tuple(fc.constant(deck), fc.integer({ min: 0, max: deck.length }))),
        ([deck, k]) => {
          const exact = highCardDistribution(deck, k);
          const brute = bruteForceHighCard(deck, k);
          expect(exact.toString()).toBe(brute.toString());
        },
      ),
    );
  });

  test("more cards never lower P(max ≥ v)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 27 }), fc.integer({ min: 0, max: 11 }), (k, v) => {
        const fewer = highCardDistribution(PROBABILITY_DECK, k).probability((m) => m >= v);
        const more = highCardDistribution(PROBABILITY_DECK, k + 1).probability((m) => m >= v);
        expect(more.compare(fewer)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
