// Exact odds (rules/wounds.md §4–§5) checked against an independent count of exploding dice.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Fraction } from "../../../src/core/odds";
import { actorTraitOdds, bleedingOutOdds, d, damageOdds, damageOutcome, recoveryOdds, soakOdds } from "../../../src/core/wounds";
import { wildCard } from "./fixtures";

/** P(total = v) of one exploding die for v < cap, by walking its chains; the rest is ≥ cap. */
function pmf(sides: number, cap: number): Map<number, Fraction> {
  const out = new Map<number, Fraction>();
  const walk = (sum: number, p: Fraction): void => {
    for (let face = 1; face <= sides; face++) {
      const total = sum + face;
      if (total >= cap) continue;
      const q = p.mul(Fraction.of(1, sides));
      if (face === sides) walk(total, q);
      else out.set(total, (out.get(total) ?? Fraction.ZERO).add(q));
    }
  };
  walk(0, Fraction.ONE);
  return out;
}

/** The distribution of a sum below `cap`, each die counted independently (totals ≥ cap dropped). */
function sumBelow(dice: readonly number[], cap: number): Map<number, Fraction> {
  let acc = new Map<number, Fraction>([[0, Fraction.ONE]]);
  for (const sides of dice) {
    const one = pmf(sides, cap);
    const next = new Map<number, Fraction>();
    for (const [a, pa] of acc) for (const [b, pb] of one) if (a + b < cap) next.set(a + b, (next.get(a + b) ?? Fraction.ZERO).add(pa.mul(pb)));
    acc = next;
  }
  return acc;
}

describe("damage odds (rules/wounds.md §5.1 with §4.3)", () => {
  it("property: each row equals a count over every damage total, for Shaken and not", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(4, 6, 8), { minLength: 1, maxLength: 2 }), fc.integer({ min: -1, max: 3 }), fc.integer({ min: 3, max: 9 }), fc.boolean(), (dice, flat, toughness, shaken) => {
        const cap = toughness + 4 * 3 - flat;
        const counted = { none: Fraction.ZERO, shaken: Fraction.ZERO, w1: Fraction.ZERO, w2: Fraction.ZERO };
        for (const [total, p] of sumBelow(dice, cap)) {
          const o = damageOutcome(Math.max(0, total + flat), toughness, shaken);
          if (o.effect === "none") counted.none = counted.none.add(p);
          else if (o.wounds === 0) counted.shaken = counted.shaken.add(p);
          else if (o.wounds === 1) counted.w1 = counted.w1.add(p);
          else if (o.wounds === 2) counted.w2 = counted.w2.add(p);
        }
        const odds = damageOdds({ dice, flat, toughness, shaken, wounds: 0, capacity: 3 });
        expect(odds.none.equals(counted.none)).toBe(true);
        expect(odds.shaken.equals(counted.shaken)).toBe(true);
        expect(odds.wounds[0].equals(counted.w1)).toBe(true);
        expect(odds.wounds[1].equals(counted.w2)).toBe(true);
        expect(Fraction.sum([odds.none, odds.shaken, ...odds.wounds]).equals(Fraction.ONE)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("a d6 against Toughness 4: half the time nothing, 13/36 Shaken, 1/9 one Wound", () => {
    const o = damageOdds({ dice: [6], toughness: 4, shaken: false, wounds: 0, capacity: 0 });
    expect([o.none, o.shaken, o.wounds[0]].map(String)).toEqual(["1/2", "13/36", "1/9"]);
    // An Extra is taken out by any Wound.
    expect(o.incapacitated.equals(o.wounds[0].add(o.wounds[1]).add(o.wounds[2]))).toBe(true);
  });

  it("a Strength die's +N adds to the total (d12+2 and a d6 against 8)", () => {
    const withMod = damageOdds({ dice: [6], strength: d(12, 2), toughness: 8, shaken: false, wounds: 0, capacity: 3 });
    const asFlat = damageOdds({ dice: [6, 12], flat: 2, toughness: 8, shaken: false, wounds: 0, capacity: 3 });
    expect(withMod.none.equals(asFlat.none)).toBe(true);
  });
});

describe("trait roll odds for the dialogs", () => {
  it("Soak, recovery and Bleeding Out read the same trait odds their rolls use", () => {
    const red = wildCard({ wounds: 1, soakBonus: 1 }, { vigor: d(8) });
    const vigor = actorTraitOdds(red, "vigor", 1);
    const soak = soakOdds(red);
    expect(soak.cancels[0].equals(vigor.success)).toBe(true);
    expect(soak.cancels[1].equals(vigor.success.sub(vigor.raises[0]))).toBe(true);
    expect(recoveryOdds(wildCard({ shaken: true })).equals(actorTraitOdds(wildCard(), "spirit").success)).toBe(true);
    const b = bleedingOutOdds(wildCard({ wounds: 3, incapacitated: true, bleedingOut: true }));
    expect(Fraction.sum([b.dies, b.survives, b.stabilises]).equals(Fraction.ONE)).toBe(true);
    // d6 with −3: a total of 7 needs an Ace on a die (1/6), so both dice miss 25/36 of the time.
    expect(b.dies.toString()).toBe("25/36");
  });

});
