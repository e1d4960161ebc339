import { describe, test, expect } from "vitest";
import fc from "fast-check";
import { Fraction } from "../../../src/core/odds";
import { expectRulesError } from "./support";

const small = fc.integer({ min: -1000, max: 1000 });
const positive = fc.integer({ min: 1, max: 1000 });
const fraction = fc.tuple(small, positive).map(([n, d]) => Fraction.of(n, d));
const nonZero = fraction.filter((f) => !f.isZero());

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

describe("Fraction", () => {
  test("of reduces and puts the sign on the numerator", () => {
    const f = Fraction.of(1820, 20475);
    expect([f.numerator, f.denominator]).toEqual([4n, 45n]);
    expect(Fraction.of(6, -4).toString()).toBe("-3/2");
    expect(Fraction.of(-6, -4).toString()).toBe("3/2");
    expect(Fraction.of(0, -7).equals(Fraction.ZERO)).toBe(true);
    expect(Fraction.of(351, 3276).toString()).toBe("3/28");
    expect(Fraction.of(5n).toString()).toBe("5");
  });

  test("arithmetic on worked values", () => {
    const half = Fraction.of(1, 2);
    const third = Fraction.of(1, 3);
    expect(half.add(third).toString()).toBe("5/6");
    expect(half.sub(third).toString()).toBe("1/6");
    expect(third.sub(half).toString()).toBe("-1/6");
    expect(half.mul(third).toString()).toBe("1/6");
    expect(half.div(third).toString()).toBe("3/2");
    expect(Fraction.ONE.sub(Fraction.of(1820, 20475)).equals(Fraction.of(18655, 20475))).toBe(true);
    expect(Fraction.sum([half, third, Fraction.of(1, 6)]).equals(Fraction.ONE)).toBe(true);
    expect(Fraction.sum([]).equals(Fraction.ZERO)).toBe(true);
  });

  test("compare, equals and isZero", () => {
    expect(Fraction.of(1, 3).compare(Fraction.of(1, 2))).toBe(-1);
    expect(Fraction.of(2, 4).compare(Fraction.of(1, 2))).toBe(0);
    expect(Fraction.of(-1, 3).compare(Fraction.of(-1, 2))).toBe(1);
    expect(Fraction.of(2, 4).equals(Fraction.of(1, 2))).toBe(true);
    expect(Fraction.of(1, 3).equals(Fraction.of(1, 2))).toBe(false);
    expect(Fraction.of(0, 9).isZero()).toBe(true);
    expect(Fraction.of(1, 9).isZero()).toBe(false);
  });

  test("toNumber is near the value even beyond the range of a double", () => {
    expect(Fraction.of(3, 28).toNumber()).toBeCloseTo(0.107142857, 9);
    expect(Fraction.of(-7, 2).toNumber()).toBe(-3.5);
    const huge = 10n ** 400n;
    expect(Fraction.of(huge, 3n * huge + 1n).toNumber()).toBeCloseTo(1 / 3, 15);
    expect(Fraction.of(2n * huge + 1n, huge).toNumber()).toBeCloseTo(2, 15);
  });

  test("toString and toPercent", () => {
    expect(Fraction.of(3, 28).toString()).toBe("3/28");
    expect(Fraction.ZERO.toString()).toBe("0");
    expect(Fraction.ONE.toString()).toBe("1");
    expect(Fraction.of(3, 28).toPercent(2)).toBe("10.71%");
    expect(Fraction.of(18655, 20475).toPercent()).toBe("91.1%");
    expect(Fraction.of(1820, 20475).toPercent(2)).toBe("8.89%");
    expect(Fraction.of(1, 8).toPercent(1)).toBe("12.5%");
    expect(Fraction.of(1, 8).toPercent(0)).toBe("13%"); // half rounds away from zero
    expect(Fraction.of(-1, 8).toPercent(0)).toBe("-13%");
    expect(Fraction.of(-1, 1000).toPercent(0)).toBe("0%");
    expect(Fraction.of(2, 3).toPercent(3)).toBe("66.667%");
    expect(Fraction.of(1, 20000).toPercent(3)).toBe("0.005%");
    expect(Fraction.ONE.toPercent(0)).toBe("100%");
    expect(Fraction.of(3, 2).toPercent(2)).toBe("150.00%");
  });

  test("bad input throws odds.badInput with a path", () => {
    expectRulesError(() => Fraction.of(1.5, 2), "odds.badInput", "numerator");
    expectRulesError(() => Fraction.of(1, 0.5), "odds.badInput", "denominator");
    expectRulesError(() => Fraction.of(1, 0), "odds.badInput", "denominator");
    expectRulesError(() => Fraction.of(Number.NaN), "odds.badInput", "numerator");
    expectRulesError(() => Fraction.of(2 ** 60), "odds.badInput", "numerator");
    expectRulesError(() => Fraction.ONE.div(Fraction.ZERO), "odds.divideByZero", "divisor");
    expectRulesError(() => Fraction.ONE.toPercent(-1), "odds.badInput", "decimals");
    expectRulesError(() => Fraction.ONE.toPercent(1.5), "odds.badInput", "decimals");
  });

  test("a fraction cannot be changed", () => {
    const f = Fraction.of(1, 2);
    expect(Object.isFrozen(f)).toBe(true);
    expect(() => {
      (f as unknown as { numerator: bigint }).numerator = 5n;
    }).toThrow(TypeError);
    expect(f.toString()).toBe("1/2");
  });

  test("every result is reduced with a positive denominator", () => {
    fc.assert(
      fc.property(fraction, nonZero, (a, b) => {
        for (const r of [a.add(b), a.sub(b), a.mul(b), a.div(b)]) {
          expect(r.denominator > 0n).toBe(true);
          expect(gcd(r.numerator, r.denominator)).toBe(1n);
        }
      }),
    );
  });

  test("addition and multiplication are commutative and associative", () => {
    fc.assert(
      fc.property(fraction, fraction, fraction, (a, b, c) => {
        expect(a.add(b).equals(b.add(a))).toBe(true);
        expect(a.mul(b).equals(b.mul(a))).toBe(true);
        expect(a.add(b).add(c).equals(a.add(b.add(c)))).toBe(true);
        expect(a.mul(b).mul(c).equals(a.mul(b.mul(c)))).toBe(true);
      }),
    );
  });

  test("multiplication distributes over addition", () => {
    fc.assert(
      fc.property(fraction, fraction, fraction, (a, b, c) => {
        expect(a.mul(b.add(c)).equals(a.mul(b).add(a.mul(c)))).toBe(true);
      }),
    );
  });

  test("sub undoes add and div undoes mul", () => {
    fc.assert(
      fc.property(fraction, fraction, nonZero, (a, b, c) => {
        expect(a.add(b).sub(b).equals(a)).toBe(true);
        expect(a.sub(a).isZero()).toBe(true);
        expect(a.mul(c).div(c).equals(a)).toBe(true);
        expect(c.div(c).equals(Fraction.ONE)).toBe(true);
      }),
    );
  });

  test("compare agrees with the numeric value and with equals", () => {
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        const byNumber = Math.sign(a.toNumber() - b.toNumber());
        // Distinct fractions with denominators ≤ 1000 differ by far more than a double's error.
        expect(a.compare(b)).toBe(byNumber === 0 ? 0 : byNumber);
        expect(a.compare(b) === 0).toBe(a.equals(b));
        expect(b.compare(a)).toBe(-a.compare(b) || 0);
      }),
    );
  });
});
