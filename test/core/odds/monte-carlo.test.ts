import { describe, test, expect } from "vitest";
import { Distribution, Fraction, maxDeviation, monteCarlo } from "../../../src/core/odds";
import { createRng } from "../../../src/core/random/rng";
import { expectRulesError } from "./support";

const rollD6 = (random: () => number): number => 1 + Math.floor(random() * 6);

describe("monteCarlo", () => {
  test("the same seed replays the same run; another seed does not", () => {
    const a = monteCarlo(rollD6, 1000, createRng("qulia").next);
    const b = monteCarlo(rollD6, 1000, createRng("qulia").next);
    const c = monteCarlo(rollD6, 1000, createRng("ashmite").next);
    expect([...a.counts.entries()]).toEqual([...b.counts.entries()]);
    expect(a.entries()).toEqual(b.entries());
    expect(a.entries()).not.toEqual(c.entries());
  });

  test("counts add up to the trials and frequencies are counts / trials", () => {
    const run = monteCarlo(rollD6, 600, createRng(7).next);
    expect(run.trials).toBe(600);
    expect([...run.counts.values()].reduce((s, c) => s + c, 0)).toBe(600);
    expect(run.entries().map(([k]) => k)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [k, freq] of run.entries()) expect(freq).toBe((run.counts.get(k) ?? 0) / 600);
    expect(run.frequency(7)).toBe(0);
  });

  test("a certain outcome has frequency 1, string keys work", () => {
    const run = monteCarlo(() => "hit", 10, createRng(1).next);
    expect(run.entries()).toEqual([["hit", 1]]);
  });

  test("a seeded d6 run lands within 0.02 of 1/6 per face", () => {
    const run = monteCarlo(rollD6, 20_000, createRng(42).next);
    const exact = Distribution.uniform([1, 2, 3, 4, 5, 6]);
    expect(maxDeviation(exact, run)).toBeLessThan(0.02);
  });

  test("maxDeviation counts outcomes only one side has", () => {
    // Four trials in a fixed order: 1, 1, 2, 3 → {1: 0.5, 2: 0.25, 3: 0.25}.
    const script = [0.1, 0.1, 0.2, 0.4];
    let i = 0;
    const run = monteCarlo((random) => 1 + Math.floor(random() * 5), 4, () => script[i++] ?? 0);
    const exact = Distribution.of([[1, Fraction.of(1, 2)], [2, Fraction.of(1, 2)]]);
    expect(maxDeviation(exact, run)).toBeCloseTo(0.25, 12); // 2: 0.5 vs 0.25, 3: 0 vs 0.25
    expect(maxDeviation(Distribution.of([[1, Fraction.of(1, 2)], [2, Fraction.of(1, 4)], [3, Fraction.of(1, 4)]]), run)).toBe(0);
  });

  test("bad input throws odds.badInput with a path", () => {
    const next = createRng(1).next;
    expectRulesError(() => monteCarlo(rollD6, 0, next), "odds.badInput", "trials");
    expectRulesError(() => monteCarlo(rollD6, 1.5, next), "odds.badInput", "trials");
    expectRulesError(() => monteCarlo(rollD6, 10, () => 1), "odds.badInput", "random");
    expectRulesError(() => monteCarlo(rollD6, 10, () => -0.1), "odds.badInput", "random");
    expectRulesError(() => monteCarlo(rollD6, 10, () => Number.NaN), "odds.badInput", "random");
    expectRulesError(() => monteCarlo(rollD6, 10, "x" as unknown as () => number), "odds.badInput", "random");
    expectRulesError(() => monteCarlo("x" as unknown as () => number, 10, next), "odds.badInput", "sample");
  });
});
