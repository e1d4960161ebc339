// Helpers shared by the dice tests: independent brute-force enumerations to check closed forms.
import fc from "fast-check";
import { Fraction } from "../../../src/core/odds";

/** A valid chain of a d`sides`: some Aces then a last face below the maximum. */
export const chainOf = (sides: number): fc.Arbitrary<number[]> =>
  fc.tuple(fc.nat(4), fc.integer({ min: 1, max: sides - 1 })).map(([aces, last]) => [...Array.from({ length: aces }, () => sides), last]);

/** Every exploding chain of a d`sides` whose total is at most `cap`, with its exact chance s^−length. */
export function chainsUpTo(sides: number, cap: number): { chain: number[]; total: number; p: Fraction }[] {
  const out: { chain: number[]; total: number; p: Fraction }[] = [];
  const walk = (prefix: number[], total: number, p: Fraction): void => {
    for (let face = 1; face <= sides; face++) {
      const next = total + face;
      if (next > cap) return;
      const chain = [...prefix, face];
      const q = p.mul(Fraction.of(1, sides));
      if (face === sides) walk(chain, next, q);
      else out.push({ chain, total: next, p: q });
    }
  };
  walk([], 0, Fraction.ONE);
  return out;
}

/** P(Σ of exploding dice ≤ cap) by enumerating every combination of chains. */
export function bruteSumAtMost(dice: readonly number[], cap: number): Fraction {
  let partial: { total: number; p: Fraction }[] = [{ total: 0, p: Fraction.ONE }];
  for (const sides of dice) {
    const next: { total: number; p: Fraction }[] = [];
    for (const a of partial) for (const c of chainsUpTo(sides, cap - a.total)) next.push({ total: a.total + c.total, p: a.p.mul(c.p) });
    partial = next;
  }
  return Fraction.sum(partial.filter((x) => x.total <= cap).map((x) => x.p));
}

/** Deep-freezes plain data, so a procedure that writes to its input throws. */
export function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
