// d6 hit pools and the generic pool test (docs/rules/banks.md §5.1–§5.2, rules/track.md §5.1–§5.2).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { countPool, poolTestOdds, resolvePoolTest, rollDice, rollPool, validateDice } from "../../../src/core/dice";
import { Fraction } from "../../../src/core/odds";
import { createRng } from "../../../src/core/random";
import { expectRulesError } from "../../support/rules-error";
import { frozen } from "./support";

/** Every roll of n d6. */
function* rolls(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of rolls(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

describe("rollPool", () => {
  test("K-10 soak dice [5, 2, 6, 1] → 2 hits, one six, one one", () => {
    expect(rollPool([5, 2, 6, 1])).toEqual({ dice: [5, 2, 6, 1], hits: 2, sixes: 1, ones: 1 });
  });

  test("an empty pool has no hits", () => {
    expect(countPool([])).toEqual({ dice: [], hits: 0, sixes: 0, ones: 0 });
  });

  test("K-23 (bad input): soak dice [0, 5] → dice.badFace", () => {
    expectRulesError(() => rollPool([0, 5], "soak.dice"), "dice.badFace", "soak.dice[0]");
  });

  test("validateDice: faces 1–6 and, when asked, the pool size", () => {
    expectRulesError(() => validateDice("56"), "dice.badFace", "dice");
    expectRulesError(() => validateDice([7]), "dice.badFace", "dice[0]");
    expectRulesError(() => validateDice([5, 5], "dice", 3), "dice.count", "dice");
    expect(validateDice([], "dice", -2)).toEqual([]);
  });

  test("does not mutate the dice, and returns a copy", () => {
    const dice = frozen([6, 5, 1]);
    const roll = rollPool(dice);
    expect(roll.dice).not.toBe(dice);
    expect(dice).toEqual([6, 5, 1]);
  });

  test("rollDice rolls n faces 1–6 from the injected generator, none for n ≤ 0", () => {
    expect(rollDice(createRng(1), 0)).toEqual([]);
    expect(rollDice(createRng(1), -3)).toEqual([]);
    const dice = rollDice(createRng("pool"), 50);
    expect(dice).toHaveLength(50);
    expect(dice.every((d) => d >= 1 && d <= 6)).toBe(true);
    expect(rollDice(createRng("pool"), 50)).toEqual(dice);
  });

  test("hits, sixes and ones are counted faces", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), (dice) => {
        const roll = rollPool(dice);
        expect(roll.hits).toBe(dice.filter((d) => d >= 5).length);
        expect(roll.sixes).toBeLessThanOrEqual(roll.hits);
        expect(roll.hits + roll.ones).toBeLessThanOrEqual(dice.length);
      }),
    );
  });
});

describe("resolvePoolTest", () => {
  test("K-11 attack: 3 hits against threshold 1 → 2 net hits", () => {
    expect(resolvePoolTest({ dice: [5, 6, 5, 2], threshold: 1 })).toMatchObject({ hits: 3, success: true, net: 2, critical: true });
  });

  test("a critical could have succeeded on sixes alone; a threshold below 1 never is one", () => {
    expect(resolvePoolTest({ dice: [6, 6, 5], threshold: 2 }).critical).toBe(true);
    expect(resolvePoolTest({ dice: [6, 5, 5], threshold: 2 }).critical).toBe(false);
    expect(resolvePoolTest({ dice: [6], threshold: 0 })).toMatchObject({ success: true, net: 1, critical: false });
    expect(resolvePoolTest({ dice: [2], threshold: 1 })).toMatchObject({ success: false, net: 0 });
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => resolvePoolTest({ dice: [0], threshold: 1 }), "dice.badFace", "test.dice[0]");
    expectRulesError(() => resolvePoolTest({ dice: [3], threshold: 1.5 }, "soak"), "input.invalid", "soak.threshold");
  });
});

describe("poolTestOdds", () => {
  test("two dice against 1: success 5/9, critical 11/36, net 0: 4/9, net 1: 1/9", () => {
    const odds = poolTestOdds(2, 1);
    expect([odds.success, odds.critical, odds.net.probabilityOf(0), odds.net.probabilityOf(1)].map(String)).toEqual(["5/9", "11/36", "4/9", "1/9"]);
  });

  test("exact odds match counting every roll (pools 0–4, thresholds −1–4)", () => {
    for (let n = 0; n <= 4; n++) {
      const all = [...rolls(n)];
      for (let threshold = -1; threshold <= 4; threshold++) {
        const results = all.map((dice) => resolvePoolTest({ dice, threshold }));
        const count = (pred: (r: (typeof results)[number]) => boolean) => Fraction.of(results.filter(pred).length, all.length);
        const odds = poolTestOdds(n, threshold);
        expect(odds.success.equals(count((r) => r.success))).toBe(true);
        expect(odds.critical.equals(count((r) => r.critical))).toBe(true);
        for (let net = 0; net <= n + 1; net++) expect(odds.net.probabilityOf(net).equals(count((r) => r.success && r.net === net))).toBe(true);
      }
    }
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => poolTestOdds(1.5, 1), "input.invalid", "poolSize");
    expectRulesError(() => poolTestOdds(3, Number.NaN), "input.invalid", "threshold");
  });
});
