import { describe, test, expect } from "vitest";
import fc from "fast-check";
import { Distribution, Fraction } from "../../../src/core/odds";
import { expectRulesError } from "./support";

const d6 = Distribution.uniform([1, 2, 3, 4, 5, 6]);
const f = (n: number, d: number): Fraction => Fraction.of(n, d);
const show = <K extends number | string>(dist: Distribution<K>): string[] =>
  dist.entries().map(([k, p]) => `${k}:${p}`);

describe("Distribution", () => {
  test("of adds repeated keys, drops zero outcomes and sorts keys", () => {
    const dist = Distribution.of([
      [3, f(1, 4)],
      [1, f(1, 4)],
      [3, f(1, 4)],
      [2, Fraction.ZERO],
      [-1, f(1, 4)],
    ]);
    expect(show(dist)).toEqual(["-1:1/4", "1:1/4", "3:1/2"]);
    expect(dist.keys()).toEqual([-1, 1, 3]);
    expect(dist.probabilityOf(2).isZero()).toBe(true);
    expect(dist.isProper()).toBe(true);
  });

  test("string keys sort after numbers, in code-unit order", () => {
    const dist = Distribution.of<number | string>([
      ["miss", f(1, 3)],
      ["hit", f(1, 3)],
      [0, f(1, 3)],
    ]);
    expect(dist.keys()).toEqual([0, "hit", "miss"]);
    expect(dist.toString()).toBe('{0: 1/3, "hit": 1/3, "miss": 1/3}');
  });

  test("point is certain", () => {
    const dist = Distribution.point(7);
    expect(show(dist)).toEqual(["7:1"]);
    expect(dist.expectation().equals(Fraction.of(7))).toBe(true);
  });

  test("fromWeights normalises whole-number weights", () => {
    const dist = Distribution.fromWeights([["a", 1], ["b", 3n], ["c", 0]]);
    expect(show(dist)).toEqual(["a:1/4", "b:3/4"]);
  });

  test("a d6: total 1, mean 7/2, P(5 or 6) = 1/3", () => {
    expect(d6.total().equals(Fraction.ONE)).toBe(true);
    expect(d6.expectation().toString()).toBe("7/2");
    expect(d6.probability((x) => x >= 5).toString()).toBe("1/3");
    expect(d6.probability(() => false).isZero()).toBe(true);
  });

  test("map merges outcomes that land on the same key", () => {
    const parity = d6.map((x) => (x % 2 === 0 ? "even" : "odd"));
    expect(show(parity)).toEqual(["even:1/2", "odd:1/2"]);
    const capped = d6.map((x) => Math.min(x, 3));
    expect(show(capped)).toEqual(["1:1/6", "2:1/6", "3:2/3"]);
  });

  test("bind composes stages: the sum of two d6", () => {
    const sum = d6.bind((a) => d6.map((b) => a + b));
    expect(sum.keys()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sum.probabilityOf(2).toString()).toBe("1/36");
    expect(sum.probabilityOf(7).toString()).toBe("1/6");
    expect(sum.probabilityOf(12).toString()).toBe("1/36");
    expect(sum.expectation().equals(Fraction.of(7))).toBe(true);
    expect(sum.isProper()).toBe(true);
    expect(d6.flatMap((a) => d6.map((b) => a + b)).equals(sum)).toBe(true);
    expect(d6.combine(d6, (a, b) => a + b).equals(sum)).toBe(true);
  });

  test("bind with dependent stages: draw again only on a 6", () => {
    // A conditional second stage: exploding once.
    const explode = d6.bind((a) => (a === 6 ? d6.map((b) => a + b) : Distribution.point(a)));
    expect(explode.probabilityOf(5).toString()).toBe("1/6");
    expect(explode.probabilityOf(6).isZero()).toBe(true);
    expect(explode.probabilityOf(12).toString()).toBe("1/36");
    expect(explode.expectation().toString()).toBe("49/12");
  });

  test("a partial distribution reports its own total", () => {
    const partial = Distribution.of([[1, f(1, 3)]]);
    expect(partial.total().toString()).toBe("1/3");
    expect(partial.isProper()).toBe(false);
  });

  test("equals compares exact outcomes", () => {
    expect(Distribution.uniform([1, 2]).equals(Distribution.of([[2, f(1, 2)], [1, f(1, 2)]]))).toBe(true);
    expect(Distribution.uniform([1, 2]).equals(Distribution.uniform([1, 3]))).toBe(false);
    expect(Distribution.uniform([1, 2]).equals(Distribution.uniform([1, 2, 2]))).toBe(false);
  });

  test("a distribution cannot be changed", () => {
    const dist = Distribution.uniform([1, 2]);
    expect(Object.isFrozen(dist)).toBe(true);
    expect(Object.isFrozen(dist.entries())).toBe(true);
    expect(() => (dist.entries() as unknown as unknown[]).push([3, Fraction.ONE])).toThrow(TypeError);
    expect(dist.keys()).toEqual([1, 2]);
  });

  test("bad input throws odds.badInput with a path", () => {
    expectRulesError(() => Distribution.of([[1, f(-1, 2)]]), "odds.badInput", "outcomes[0][1]");
    expectRulesError(() => Distribution.of([[1, f(1, 2)], [Number.NaN, f(1, 2)]]), "odds.badInput", "outcomes[1][0]");
    expectRulesError(() => Distribution.point(Number.POSITIVE_INFINITY), "odds.badInput", "outcomes[0][0]");
    expectRulesError(() => Distribution.fromWeights([[1, 1], [2, -1]]), "odds.badInput", "weights[1][1]");
    expectRulesError(() => Distribution.fromWeights([[1, 0.5]]), "odds.badInput", "weights[0][1]");
    expectRulesError(() => Distribution.fromWeights([[1, 0]]), "odds.badInput", "weights");
    expectRulesError(() => Distribution.uniform([]), "odds.badInput", "weights");
    expectRulesError(() => Distribution.uniform([0.5, 1]).expectation(), "odds.badInput", "key");
  });

  const weighted = fc
    .array(fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 50 })), { minLength: 1, maxLength: 8 })
    .filter((ws) => ws.some(([, w]) => w > 0))
    .map((ws) => Distribution.fromWeights(ws));

  test("map and bind keep a proper distribution's total at exactly 1", () => {
    fc.assert(
      fc.property(weighted, weighted, (a, b) => {
        expect(a.total().equals(Fraction.ONE)).toBe(true);
        expect(a.map((x) => x * x).total().equals(Fraction.ONE)).toBe(true);
        expect(a.combine(b, (x, y) => x - y).total().equals(Fraction.ONE)).toBe(true);
      }),
    );
  });

  test("the expectation of a sum of independent stages is the sum of expectations", () => {
    fc.assert(
      fc.property(weighted, weighted, (a, b) => {
        const sum = a.combine(b, (x, y) => x + y);
        expect(sum.expectation().equals(a.expectation().add(b.expectation()))).toBe(true);
      }),
    );
  });

  test("P(pred) + P(not pred) = 1", () => {
    fc.assert(
      fc.property(weighted, fc.integer({ min: -5, max: 5 }), (a, t) => {
        expect(a.probability((x) => x >= t).add(a.probability((x) => x < t)).equals(Fraction.ONE)).toBe(true);
      }),
    );
  });
});
