/** Fixes the core fuzzer found in the dice and odds helpers (issue "Trust and exactly-once"). */
import { describe, expect, test } from "vitest";
import { MAX_EXPLODING_TOTAL, countPool, explodingAtLeast, explodingExactly, rollDice } from "../../../src/core/dice";
import { RulesInputError } from "../../../src/core/errors";
import { binomial, compareKeys } from "../../../src/core/odds";

function thrown(fn: () => unknown): { code: string; path: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesInputError) return { code: e.code, path: e.path };
    throw e;
  }
  throw new Error("expected a RulesInputError");
}

describe("dice and odds helpers", () => {
  test("countPool refuses a face that is not a d6 face instead of miscounting it", () => {
    expect(thrown(() => countPool([5, 7]))).toEqual({ code: "dice.badFace", path: "dice[1]" });
  });

  test("rollDice refuses a generator that answers a 9 and a count of a billion dice", () => {
    expect(thrown(() => rollDice({ next: () => 0, int: () => 9 }, 2))).toEqual({ code: "dice.badFace", path: "rolled[0]" });
    expect(thrown(() => rollDice({ next: () => 0, int: () => 3 }, 1e9))).toMatchObject({ code: "dice.count", path: "n" });
  });

  test("binomial refuses a fraction and an n beyond its bound quickly, instead of looping for minutes", () => {
    const start = performance.now();
    expect(thrown(() => binomial(1e15, 5e14))).toMatchObject({ code: "odds.badInput", path: "n" });
    expect(thrown(() => binomial(5, 2.5))).toMatchObject({ code: "odds.badInput", path: "k" });
    expect(performance.now() - start).toBeLessThan(50);
    expect(binomial(28, 4)).toBe(20475n);
  });

  test("exploding odds refuse a total past MAX_EXPLODING_TOTAL instead of building a BigInt without end", () => {
    const start = performance.now();
    expect(thrown(() => explodingExactly(2, 4_092_547_636_243_789))).toMatchObject({ code: "odds.badInput", path: "v" });
    expect(thrown(() => explodingAtLeast(2, 1_036_594_617))).toMatchObject({ code: "odds.badInput", path: "t" });
    expect(performance.now() - start).toBeLessThan(50);
    expect(explodingAtLeast(6, MAX_EXPLODING_TOTAL).isZero()).toBe(false);
  });

  test("compareKeys refuses NaN, which would split one outcome into many", () => {
    expect(thrown(() => compareKeys(NaN, 1))).toMatchObject({ code: "odds.badInput", path: "a" });
  });

  test("compareKeys of the largest finite numbers is a sign, never Infinity (found by npm run fuzz -- --seed 7)", () => {
    expect(compareKeys(2.5e293, -Number.MAX_VALUE)).toBe(1);
    expect(compareKeys(-Number.MAX_VALUE, Number.MAX_VALUE)).toBe(-1);
    expect(compareKeys(3, 3)).toBe(0);
  });
});
