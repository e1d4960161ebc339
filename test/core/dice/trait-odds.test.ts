// Exact odds of a trait roll (rules/wounds.md §4.2): success, raises, critical failure.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type TraitDie, traitRoll, traitRollOdds } from "../../../src/core/dice";
import { Fraction } from "../../../src/core/odds";
import { expectRulesError } from "../../support/rules-error";
import { chainsUpTo, frozen } from "./support";

const SIDES = [4, 6, 8, 10, 12] as const;

/**
 * The same odds by playing every pair of chains through traitRoll. Chains are enumerated up to
 * a cap past the third raise; whatever lies beyond is a success with 3+ raises either way.
 */
function bruteOdds(die: TraitDie, isWildCard: boolean, modifier: number, tn: number) {
  const cap = Math.max(1, tn + 12 - modifier + 1);
  const traits = chainsUpTo(die.sides, cap);
  const wilds = isWildCard ? chainsUpTo(6, cap) : [{ chain: undefined, total: 0, p: Fraction.ONE }];
  let success = Fraction.ZERO;
  let crit = Fraction.ZERO;
  const raises = [Fraction.ZERO, Fraction.ZERO, Fraction.ZERO, Fraction.ZERO];
  let seen = Fraction.ZERO;
  for (const t of traits) {
    for (const w of wilds) {
      const p = t.p.mul(w.p);
      seen = seen.add(p);
      const r = traitRoll(w.chain === undefined ? { die, chain: t.chain, modifier, tn, isWildCard } : { die, chain: t.chain, wildChain: w.chain, modifier, tn, isWildCard });
      if (r.criticalFailure) crit = crit.add(p);
      if (r.success) {
        success = success.add(p);
        const i = Math.min(3, r.raises);
        raises[i] = raises[i]!.add(p);
      }
    }
  }
  const rest = Fraction.ONE.sub(seen);
  return { success: success.add(rest), crit, raises: [raises[0]!, raises[1]!, raises[2]!, raises[3]!.add(rest)] };
}

describe("traitRollOdds", () => {
  test("a Wild Card's d6 against 4: success 3/4, critical failure 1/36", () => {
    const odds = traitRollOdds({ die: { sides: 6 }, isWildCard: true });
    expect(String(odds.success)).toBe("3/4");
    expect(String(odds.failure)).toBe("1/4");
    expect(String(odds.criticalFailure)).toBe("1/36");
    expect(Fraction.sum(odds.raises).equals(odds.success)).toBe(true);
  });

  test("an Extra's d6 against 4: success 1/2, no critical failure unless asked (then 1/36)", () => {
    expect(String(traitRollOdds({ die: { sides: 6 }, isWildCard: false }).success)).toBe("1/2");
    expect(traitRollOdds({ die: { sides: 6 }, isWildCard: false }).criticalFailure.isZero()).toBe(true);
    expect(String(traitRollOdds({ die: { sides: 6 }, isWildCard: false, extraCrit: true }).criticalFailure)).toBe("1/36");
  });

  test("a critical failure never succeeds, even when its total would (d12+3, +2)", () => {
    const odds = traitRollOdds({ die: { sides: 12, mod: 3 }, isWildCard: true, modifier: 2 });
    expect(odds.success.equals(Fraction.ONE.sub(Fraction.of(1, 72)))).toBe(true);
    expect(odds.failure.equals(odds.criticalFailure)).toBe(true);
  });

  test("exact odds match brute-force enumeration through traitRoll (every die, Wild Card or Extra)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIDES), fc.nat(2), fc.boolean(), fc.integer({ min: -4, max: 3 }), fc.integer({ min: 1, max: 8 }), (sides, mod, isWildCard, modifier, tn) => {
        const die: TraitDie = sides === 12 ? { sides, mod } : { sides };
        const odds = traitRollOdds({ die, isWildCard, modifier, tn });
        const brute = bruteOdds(die, isWildCard, modifier, tn);
        expect(odds.success.equals(brute.success)).toBe(true);
        expect(odds.criticalFailure.equals(brute.crit)).toBe(true);
        odds.raises.forEach((p, i) => expect(p.equals(brute.raises[i]!)).toBe(true));
      }),
      { numRuns: 40 },
    );
  });

  test("the distribution sums to 1: failure plus every raise count", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIDES), fc.boolean(), fc.integer({ min: -8, max: 8 }), fc.integer({ min: -2, max: 20 }), (sides, isWildCard, modifier, tn) => {
        const odds = traitRollOdds({ die: { sides }, isWildCard, modifier, tn });
        expect(Fraction.sum([odds.failure, ...odds.raises]).equals(Fraction.ONE)).toBe(true);
        expect(odds.criticalFailure.compare(odds.failure)).toBeLessThanOrEqual(0);
      }),
    );
  });

  test("the Wild Die costs a Wild Card no success beyond its critical failures", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIDES), fc.integer({ min: -8, max: 8 }), fc.integer({ min: 1, max: 20 }), (sides, modifier, tn) => {
        const withWild = traitRollOdds({ die: { sides }, isWildCard: true, modifier, tn });
        const without = traitRollOdds({ die: { sides }, isWildCard: false, modifier, tn }).success;
        expect(withWild.success.add(withWild.criticalFailure).compare(without)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test("does not mutate its input", () => {
    const input = frozen({ die: { sides: 8 as const }, isWildCard: true, modifier: -2, tn: 5 });
    traitRollOdds(input);
    expect(input).toEqual({ die: { sides: 8 }, isWildCard: true, modifier: -2, tn: 5 });
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => traitRollOdds({ die: { sides: 7 as 6 }, isWildCard: true }), "trait.badDie", "die.sides");
    expectRulesError(() => traitRollOdds({ die: { sides: 6 }, isWildCard: 1 as unknown as boolean }), "odds.badInput", "isWildCard");
    expectRulesError(() => traitRollOdds({ die: { sides: 6 }, isWildCard: true, modifier: 0.5 }), "odds.badInput", "modifier");
    expectRulesError(() => traitRollOdds({ die: { sides: 6 }, isWildCard: true, tn: Number.POSITIVE_INFINITY }), "odds.badInput", "tn");
    expectRulesError(() => traitRollOdds({ die: { sides: 6 }, isWildCard: true, extraCrit: true }), "odds.badInput", "extraCrit");
  });
});
