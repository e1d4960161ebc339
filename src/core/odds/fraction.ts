import { RulesInputError, shown } from "../errors";

/** An integer argument: a safe-integer number or a bigint. */
export type IntLike = number | bigint;

/**
 * An exact rational number, always reduced with a positive denominator, so two equal
 * fractions have the same numerator and denominator. Odds are shown to players, and
 * floating point would let "exactly 1" drift to 0.9999999999999999.
 */
export class Fraction {
  static readonly ZERO: Fraction = new Fraction(0n, 1n);
  static readonly ONE: Fraction = new Fraction(1n, 1n);

  readonly numerator: bigint;
  readonly denominator: bigint;

  /** Trusts its caller: `den > 0` and `gcd(num, den) = 1`. */
  private constructor(num: bigint, den: bigint) {
    this.numerator = num;
    this.denominator = den;
    Object.freeze(this);
  }

  /** `n / d`, reduced. Throws `odds.badInput` for a non-integer part or a zero denominator. */
  static of(n: IntLike, d: IntLike = 1n): Fraction {
    const num = toBigInt(n, "numerator");
    const den = toBigInt(d, "denominator");
    if (den === 0n) throw new RulesInputError("odds.badInput", "denominator", "A fraction cannot have denominator 0");
    return Fraction.reduced(num, den);
  }

  /** The exact sum of many fractions (ZERO for none). */
  static sum(items: Iterable<Fraction>): Fraction {
    let total = Fraction.ZERO;
    for (const item of items) total = total.add(item);
    return total;
  }

  private static reduced(num: bigint, den: bigint): Fraction {
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    if (num === 0n) return Fraction.ZERO;
    const g = gcd(num < 0n ? -num : num, den);
    return new Fraction(num / g, den / g);
  }

  add(other: Fraction): Fraction {
    return Fraction.reduced(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
  }

  sub(other: Fraction): Fraction {
    return Fraction.reduced(this.numerator * other.denominator - other.numerator * this.denominator, this.denominator * other.denominator);
  }

  mul(other: Fraction): Fraction {
    return Fraction.reduced(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  /** Throws `odds.divideByZero` when `other` is zero. */
  div(other: Fraction): Fraction {
    if (other.numerator === 0n) throw new RulesInputError("odds.divideByZero", "divisor", "Cannot divide by zero");
    return Fraction.reduced(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than `other`. */
  compare(other: Fraction): -1 | 0 | 1 {
    // Denominators are positive, so cross-multiplying keeps the order.
    const diff = this.numerator * other.denominator - other.numerator * this.denominator;
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }

  equals(other: Fraction): boolean {
    // Reduced form is canonical, so equality is component-wise.
    return this.numerator === other.numerator && this.denominator === other.denominator;
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  /** The nearest double, also for numerators and denominators beyond 2^1024. */
  toNumber(): number {
    const whole = this.numerator / this.denominator;
    const rest = this.numerator % this.denominator;
    // Number(huge) is Infinity, and Infinity/Infinity is NaN; 2^64 scaling keeps the
    // remainder's quotient small and precise enough for a double.
    const scale = 1n << 64n;
    return Number(whole) + Number((rest * scale) / this.denominator) / 2 ** 64;
  }

  /** "3/28"; a whole number prints without a denominator ("0", "1"). */
  toString(): string {
    return this.denominator === 1n ? `${this.numerator}` : `${this.numerator}/${this.denominator}`;
  }

  /** The percentage rounded half away from zero, e.g. 3/28 → "10.71%" with 2 decimals. */
  toPercent(decimals = 1): string {
    const places = toDecimals(decimals);
    const scale = 10n ** BigInt(places);
    const scaled = this.numerator * 100n * scale;
    const negative = scaled < 0n;
    const abs = negative ? -scaled : scaled;
    // Round on integers, so 12.5 % is "13%" and not what a double happens to hold.
    const rounded = (2n * abs + this.denominator) / (2n * this.denominator);
    const whole = rounded / scale;
    const frac = (rounded % scale).toString().padStart(places, "0");
    const sign = negative && rounded !== 0n ? "-" : "";
    return places === 0 ? `${sign}${whole}%` : `${sign}${whole}.${frac}%`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function toBigInt(value: IntLike, path: string): bigint {
  if (typeof value === "bigint") return value;
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    // Unsafe integers have already lost digits; the caller should pass a bigint.
    throw new RulesInputError("odds.badInput", path, `The ${path} must be a whole number, got ${shown(value)}`);
  }
  return BigInt(value);
}

function toDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RulesInputError("odds.badInput", "decimals", `Decimals must be a whole number from 0 to 20, got ${shown(decimals)}`);
  }
  return decimals;
}
