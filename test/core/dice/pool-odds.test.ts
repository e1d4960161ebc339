import { MAX_POOL_DICE, poolHitsAtLeast, poolHitsDistribution } from "../../../src/core/dice";
import { describe, test, expect } from "vitest";
import fc from "fast-check";
import { Distribution, Fraction, maxDeviation, monteCarlo } from "../../../src/core/odds";
import { createRng } from "../../../src/core/random/rng";
import { expectRulesError } from "../../support/rules-error";

const show = (dist: Distribution<number>): string[] => dist.entries().map(([k, p]) => `${k}:${p}`);

/** C(n, h) · p^h · (1 − p)^(n − h), computed independently in Fractions. */
function closedForm(n: number, h: number, p: Fraction): Fraction {
  let choose = 1;
  for (let i = 1; i <= h; i++) choose = (choose * (n - h + i)) / i;
  let out = Fraction.of(choose);
  for (let i = 0; i < h; i++) out = out.mul(p);
  for (let i = 0; i < n - h; i++) out = out.mul(Fraction.ONE.sub(p));
  return out;
}

describe("poolHitsDistribution", () => {
  test("small pools hitting on 5–6", () => {
    expect(show(poolHitsDistribution(1))).toEqual(["0:2/3", "1:1/3"]);
    expect(show(poolHitsDistribution(2))).toEqual(["0:4/9", "1:4/9", "2:1/9"]);
    expect(show(poolHitsDistribution(3))).toEqual(["0:8/27", "1:4/9", "2:2/9", "3:1/27"]);
  });

  test("hitOn changes the chance per die", () => {
    expect(show(poolHitsDistribution(2, { hitOn: 6 }))).toEqual(["0:25/36", "1:5/18", "2:1/36"]);
    expect(show(poolHitsDistribution(2, { hitOn: 4 }))).toEqual(["0:1/4", "1:1/2", "2:1/4"]);
    expect(poolHitsDistribution(5, { hitOn: 1 }).equals(Distribution.point(5))).toBe(true);
  });

  test("a pool of 0 or fewer dice scores 0 hits", () => {
    expect(poolHitsDistribution(0).equals(Distribution.point(0))).toBe(true);
    expect(poolHitsDistribution(-3).equals(Distribution.point(0))).toBe(true);
  });

  test("twelve dice average four hits", () => {
    expect(poolHitsDistribution(12).expectation().equals(Fraction.of(4))).toBe(true);
  });

  test("poolHitsAtLeast: 4 dice, at least 2 hits = 11/27", () => {
    // 1 − P(0) − P(1) = 1 − 16/81 − 32/81
    expect(poolHitsAtLeast(4, 2).toString()).toBe("11/27");
    expect(poolHitsAtLeast(4, 0).equals(Fraction.ONE)).toBe(true);
    expect(poolHitsAtLeast(4, 5).isZero()).toBe(true);
    expect(poolHitsAtLeast(0, 1).isZero()).toBe(true);
    expect(poolHitsAtLeast(3, 1, { hitOn: 6 }).toString()).toBe("91/216");
  });

  test("a pool as large as allowed still sums to 1", () => {
    const big = poolHitsDistribution(200);
    expect(big.total().equals(Fraction.ONE)).toBe(true);
    expect(big.expectation().toString()).toBe("200/3");
  });

  test("bad input throws odds.badInput with a path", () => {
    expectRulesError(() => poolHitsDistribution(2.5), "odds.badInput", "n");
    expectRulesError(() => poolHitsDistribution(Number.NaN), "odds.badInput", "n");
    expectRulesError(() => poolHitsDistribution(MAX_POOL_DICE + 1), "odds.badInput", "n");
    expectRulesError(() => poolHitsDistribution(3, { hitOn: 0 }), "odds.badInput", "hitOn");
    expectRulesError(() => poolHitsDistribution(3, { hitOn: 7 }), "odds.badInput", "hitOn");
    expectRulesError(() => poolHitsDistribution(3, { hitOn: 5.5 }), "odds.badInput", "hitOn");
    expectRulesError(() => poolHitsAtLeast(3, 1.5), "odds.badInput", "threshold");
    expectRulesError(() => poolHitsAtLeast(3.5, 1), "odds.badInput", "n");
  });

  test("pool odds sum to exactly 1 and match the binomial closed form", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 6 }), (n, hitOn) => {
        const dist = poolHitsDistribution(n, { hitOn });
        expect(dist.total().equals(Fraction.ONE)).toBe(true);
        const p = Fraction.of(7 - hitOn, 6);
        for (let h = 0; h <= n; h++) expect(dist.probabilityOf(h).toString()).toBe(closedForm(n, h, p).toString());
      }),
    );
  });

  test("one more die never lowers P(hits ≥ t)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 10 }), (n, t) => {
        expect(poolHitsAtLeast(n + 1, t).compare(poolHitsAtLeast(n, t))).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test("exact pool odds match a seeded Monte Carlo run within tolerance", () => {
    for (const [n, hitOn] of [[1, 5], [6, 5], [10, 4], [15, 6]] as const) {
      const observed = monteCarlo(
        (random) => {
          let hits = 0;
          for (let i = 0; i < n; i++) if (1 + Math.floor(random() * 6) >= hitOn) hits++;
          return hits;
        },
        20_000,
        createRng(`pool-${n}-${hitOn}`).next,
      );
      expect(maxDeviation(poolHitsDistribution(n, { hitOn }), observed)).toBeLessThan(0.02);
    }
  });
});
