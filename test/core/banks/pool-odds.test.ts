// Exact odds of a pool against a threshold (docs/rules/banks.md §5.2) through the odds module.
import { describe, expect, test } from "vitest";
import { computeTest, poolOdds } from "../../../src/core/banks";
import { Fraction } from "../../../src/core/odds";

/** Every roll of n d6, for checking the closed forms by brute force. */
function* rolls(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of rolls(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

describe("pool odds (§5.2, §5.4)", () => {
  test("one die against 1: success 1/3, critical 1/6, glitch 1/6", () => {
    const odds = poolOdds(1, 1);
    expect([odds.success, odds.critical, odds.glitch].map(String)).toEqual(["1/3", "1/6", "1/6"]);
  });

  test("two dice against 1: success 5/9, critical 11/36; net hits 0 with 4/9, 1 with 1/9", () => {
    const odds = poolOdds(2, 1);
    expect(odds.success.equals(Fraction.of(5, 9))).toBe(true);
    expect(odds.critical.equals(Fraction.of(11, 36))).toBe(true);
    expect(odds.net.probabilityOf(0).equals(Fraction.of(4, 9))).toBe(true);
    expect(odds.net.probabilityOf(1).equals(Fraction.of(1, 9))).toBe(true);
    expect(odds.net.total().equals(odds.success)).toBe(true);
  });

  test("an empty pool succeeds only against a threshold ≤ 0, never critically, never glitches", () => {
    expect(poolOdds(0, 1).success.equals(Fraction.ZERO)).toBe(true);
    expect(poolOdds(-2, 0).success.equals(Fraction.ONE)).toBe(true);
    expect(poolOdds(0, 0).critical.equals(Fraction.ZERO)).toBe(true);
    expect(poolOdds(0, 0, 5).glitch.equals(Fraction.ZERO)).toBe(true);
  });

  test("the exact odds match counting every roll (pools 1–4, thresholds 0–4, GR 0–3)", () => {
    for (let n = 1; n <= 4; n++) {
      const all = [...rolls(n)];
      for (let threshold = 0; threshold <= 4; threshold++) {
        for (let gr = 0; gr <= 3; gr++) {
          const results = all.map((dice) => computeTest({ dice, threshold, gr }));
          const count = (pred: (r: (typeof results)[number]) => boolean) => Fraction.of(results.filter(pred).length, all.length);
          const odds = poolOdds(n, threshold, gr);
          expect(odds.success.equals(count((r) => r.success))).toBe(true);
          expect(odds.critical.equals(count((r) => r.critical))).toBe(true);
          expect(odds.glitch.equals(count((r) => r.glitch))).toBe(true);
          for (let net = 0; net <= n; net++) expect(odds.net.probabilityOf(net).equals(count((r) => r.success && r.net === net))).toBe(true);
        }
      }
    }
  });
});
