// Trait rolls and damage rolls (rules/wounds.md §4.2, §4.3), with the worked dice examples of §9.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type TraitRollInput, damageRoll, traitRoll, validateTraitDie } from "../../../src/core/dice";
import { expectRulesError } from "../../support/rules-error";
import { chainOf, frozen } from "./support";

const wild = (die: TraitRollInput["die"], chain: number[], wildChain: number[], modifier = 0, tn?: number): TraitRollInput =>
  tn === undefined ? { die, chain, wildChain, modifier, isWildCard: true } : { die, chain, wildChain, modifier, tn, isWildCard: true };

describe("traitRoll (§4.2): the worked examples", () => {
  test("W-18 Aces, Red's chasm: Athletics d8 trait [8, 4] = 12, wild [6, 6, 2] = 14 → total 14, 2 raises", () => {
    expect(traitRoll(wild({ sides: 8 }, [8, 4], [6, 6, 2]))).toEqual({
      total: 14, success: true, raises: 2, criticalFailure: false, traitTotal: 12, wildTotal: 14, kept: "wild",
    });
  });

  test("W-10 Bleeding Out: Vigor d6 at −3: [5]/[6, 2] → 5 success no raise; [2]/[3] → 0 failure; [6, 6, 3]/[4] → 12, 2 raises", () => {
    expect(traitRoll(wild({ sides: 6 }, [5], [6, 2], -3))).toMatchObject({ total: 5, success: true, raises: 0, criticalFailure: false });
    expect(traitRoll(wild({ sides: 6 }, [2], [3], -3))).toMatchObject({ total: 0, success: false, raises: 0 });
    expect(traitRoll(wild({ sides: 6 }, [6, 6, 3], [4], -3))).toMatchObject({ total: 12, success: true, raises: 2, kept: "trait" });
  });

  test("W-13 partial soak roll: Vigor d8 [6], wild [3], −1 → 5, success, 0 raises", () => {
    expect(traitRoll(wild({ sides: 8 }, [6], [3], -1))).toMatchObject({ total: 5, success: true, raises: 0 });
  });

  test("W-14 full soak roll: Vigor d8 [8, 5] = 13, wild [2] → 13, 2 raises", () => {
    expect(traitRoll(wild({ sides: 8 }, [8, 5], [2]))).toMatchObject({ total: 13, success: true, raises: 2 });
  });

  test("W-15 Incapacitation roll: Vigor d6 [4], wild [2], −3 → 1, failure", () => {
    expect(traitRoll(wild({ sides: 6 }, [4], [2], -3))).toMatchObject({ total: 1, success: false, raises: 0, criticalFailure: false });
  });

  test("W-16 snake eyes: trait [1], wild [1] → critical failure (total −2 irrelevant)", () => {
    expect(traitRoll(wild({ sides: 6 }, [1], [1], -3))).toMatchObject({ total: -2, success: false, raises: 0, criticalFailure: true });
  });

  test("W-17 raise on the Incapacitation roll: Vigor d12 [12, 3] = 15, wild [2], −3 → 12, 2 raises", () => {
    expect(traitRoll(wild({ sides: 12 }, [12, 3], [2], -3))).toMatchObject({ total: 12, success: true, raises: 2 });
  });

  test("W-19 Shaken recovery fails: Spirit d6 [3], wild [4], −1 → 3, failure", () => {
    expect(traitRoll(wild({ sides: 6 }, [3], [4], -1))).toMatchObject({ total: 3, success: false });
  });

  test("W-22 soak critical failure: trait [1], wild [1] → critical failure", () => {
    expect(traitRoll(wild({ sides: 8 }, [1], [1])).criticalFailure).toBe(true);
  });
});

describe("traitRoll (§4.2): the rules", () => {
  test("d12+N adds N to the trait die's total (DECISION 1)", () => {
    expect(traitRoll({ die: { sides: 12, mod: 2 }, chain: [3], isWildCard: false })).toMatchObject({ traitTotal: 5, total: 5, wildTotal: null });
  });

  test("a critical failure stands even when the total would succeed", () => {
    expect(traitRoll(wild({ sides: 12, mod: 3 }, [1], [1], 2))).toMatchObject({ total: 6, success: false, criticalFailure: true });
  });

  test("an Extra has no critical failure unless its extra d6 is asked (and shows 1)", () => {
    expect(traitRoll({ die: { sides: 6 }, chain: [1], isWildCard: false }).criticalFailure).toBe(false);
    expect(traitRoll({ die: { sides: 6 }, chain: [1], isWildCard: false, extraCritD6: 1 }).criticalFailure).toBe(true);
    expect(traitRoll({ die: { sides: 6 }, chain: [1], isWildCard: false, extraCritD6: 2 }).criticalFailure).toBe(false);
    expect(traitRoll({ die: { sides: 6 }, chain: [2], isWildCard: false, extraCritD6: 1 }).criticalFailure).toBe(false);
  });

  test("the target number defaults to 4 and may be set", () => {
    expect(traitRoll({ die: { sides: 6 }, chain: [4], isWildCard: false }).success).toBe(true);
    expect(traitRoll({ die: { sides: 6 }, chain: [3], isWildCard: false }).success).toBe(false);
    expect(traitRoll({ die: { sides: 6 }, chain: [6, 3], isWildCard: false, tn: 6 })).toMatchObject({ total: 9, success: true, raises: 0 });
    expect(traitRoll({ die: { sides: 6 }, chain: [6, 4], isWildCard: false, tn: 6 })).toMatchObject({ total: 10, raises: 1 });
  });

  test("a tie keeps the trait die", () => {
    expect(traitRoll(wild({ sides: 6 }, [5], [5])).kept).toBe("trait");
  });

  test("does not mutate its input", () => {
    const input = frozen(wild({ sides: 8 }, [8, 4], [6, 6, 2], -1, 5));
    const copy = structuredClone(input);
    traitRoll(input);
    expect(input).toEqual(copy);
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => traitRoll({ die: { sides: 6 }, chain: [3], isWildCard: true }), "dice.wildDieMissing", "wildChain");
    expectRulesError(() => traitRoll({ die: { sides: 6 }, chain: [3], wildChain: [2], isWildCard: false }), "dice.wildDieForExtra", "wildChain");
    expectRulesError(() => traitRoll(wild({ sides: 6 }, [3], [6])), "dice.badChain", "wildChain[0]");
    expectRulesError(() => traitRoll(wild({ sides: 6 }, [7], [2])), "dice.badChain", "chain[0]");
    expectRulesError(() => traitRoll(wild({ sides: 8 }, [8, 4], [2], 1.5)), "input.invalid", "modifier");
    expectRulesError(() => traitRoll(wild({ sides: 8 }, [8, 4], [2], 0, Number.NaN)), "input.invalid", "tn");
    expectRulesError(() => traitRoll({ die: { sides: 6 }, chain: [1], isWildCard: false, extraCritD6: 7 }), "dice.badFace", "extraCritD6");
    expectRulesError(() => traitRoll({ ...wild({ sides: 6 }, [1], [1]), extraCritD6: 1 }), "input.invalid", "extraCritD6");
    expectRulesError(() => traitRoll({ die: { sides: 6 }, chain: [1], isWildCard: "yes" as unknown as boolean }), "input.invalid", "isWildCard");
    expectRulesError(() => traitRoll({ die: { sides: 6 }, chain: [3], isWildCard: true }, "soak"), "dice.wildDieMissing", "soak.wildChain");
  });

  test("W-24 (bad input): a Wild Card without wildChain → dice.wildDieMissing", () => {
    expectRulesError(() => traitRoll({ die: { sides: 8 }, chain: [3], isWildCard: true }), "dice.wildDieMissing", "wildChain");
  });

  test("trait.badDie: sides outside 4–12, a negative mod, a mod below d12, not a die", () => {
    expectRulesError(() => traitRoll({ die: { sides: 20 as 12 }, chain: [3], isWildCard: false }), "trait.badDie", "die.sides");
    expectRulesError(() => traitRoll({ die: { sides: 12, mod: -1 }, chain: [3], isWildCard: false }), "trait.badDie", "die.mod");
    expectRulesError(() => traitRoll({ die: { sides: 8, mod: 1 }, chain: [3], isWildCard: false }), "trait.badDie", "die.mod");
    expectRulesError(() => validateTraitDie(null, "traits.vigor"), "trait.badDie", "traits.vigor");
    expect(validateTraitDie({ sides: 8, mod: 0 })).toEqual({ sides: 8, mod: 0 });
  });

  test("the total is the better die plus the modifier, and raises are whole 4s over the TN", () => {
    const arb = fc
      .record({ sides: fc.constantFrom(4 as const, 6 as const, 8 as const, 10 as const, 12 as const), modifier: fc.integer({ min: -6, max: 6 }), tn: fc.integer({ min: 1, max: 12 }) })
      .chain((r) => fc.record({ r: fc.constant(r), chain: chainOf(r.sides), wildChain: chainOf(6) }));
    fc.assert(
      fc.property(arb, ({ r, chain, wildChain }) => {
        const result = traitRoll({ die: { sides: r.sides }, chain, wildChain, modifier: r.modifier, tn: r.tn, isWildCard: true });
        const best = Math.max(chain.reduce((a, b) => a + b, 0), wildChain.reduce((a, b) => a + b, 0));
        expect(result.total).toBe(best + r.modifier);
        if (result.success) expect(result.total).toBeGreaterThanOrEqual(r.tn + 4 * result.raises);
        if (result.success) expect(result.total).toBeLessThan(r.tn + 4 * (result.raises + 1));
        else expect(result.raises).toBe(0);
        expect(result.criticalFailure).toBe(chain[0] === 1 && wildChain[0] === 1);
      }),
    );
  });
});

describe("damageRoll (§4.3)", () => {
  test("W-23 damage roll: Str d8 [8, 2] + long sword d8 [5] = 15; raise d6 [6, 6, 1] = 13 → 28", () => {
    expect(damageRoll({ dice: [{ sides: 8, chain: [5] }], strengthDie: { sides: 8, chain: [8, 2] }, flat: 0, attackRaise: [6, 6, 1] })).toEqual({
      damage: 28, diceTotals: [5], strengthTotal: 10, raiseTotal: 13,
    });
    expect(damageRoll({ dice: [{ sides: 8, chain: [5] }], strengthDie: { sides: 8, chain: [8, 2] } }).damage).toBe(15);
  });

  test("a d12+N Strength die adds N; flat bonuses add; no dice is flat alone", () => {
    expect(damageRoll({ dice: [], strengthDie: { sides: 12, mod: 1, chain: [4] }, flat: 2 }).damage).toBe(7);
    expect(damageRoll({ dice: [], flat: 3 })).toEqual({ damage: 3, diceTotals: [], strengthTotal: null, raiseTotal: null });
    expect(damageRoll({ dice: [{ sides: 6, chain: [6, 1] }, { sides: 10, chain: [10, 10, 9] }] }).damage).toBe(36);
  });

  test("does not mutate its input", () => {
    const input = frozen({ dice: [{ sides: 8, chain: [8, 3] }], strengthDie: { sides: 6 as const, chain: [2] }, flat: 1, attackRaise: [4] });
    const copy = structuredClone(input);
    expect(damageRoll(input).damage).toBe(18);
    expect(input).toEqual(copy);
  });

  test("bad input throws with code and path", () => {
    expectRulesError(() => damageRoll({ dice: [{ sides: 8, chain: [8] }] }), "dice.badChain", "dice[0].chain[0]");
    expectRulesError(() => damageRoll({ dice: [{ sides: 6, chain: [2] }, { sides: 1, chain: [1] }] }), "dice.badSides", "dice[1].sides");
    expectRulesError(() => damageRoll({ dice: [null as unknown as { sides: number; chain: number[] }] }), "input.invalid", "dice[0]");
    expectRulesError(() => damageRoll({ dice: "2d6" as unknown as [] }), "input.invalid", "dice");
    expectRulesError(() => damageRoll({ dice: [], strengthDie: { sides: 8, chain: [9] } }), "dice.badChain", "strengthDie.chain[0]");
    expectRulesError(() => damageRoll({ dice: [], strengthDie: { sides: 7, chain: [2] } }), "trait.badDie", "strengthDie.sides");
    expectRulesError(() => damageRoll({ dice: [], attackRaise: [6] }), "dice.badChain", "attackRaise[0]");
    expectRulesError(() => damageRoll({ dice: [], flat: 0.5 }), "input.invalid", "flat");
    expectRulesError(() => damageRoll({ dice: [], flat: 0.5 }, "hit"), "input.invalid", "hit.flat");
  });

  test("damage is the sum of the chain totals plus flat", () => {
    const arb = fc.array(fc.integer({ min: 2, max: 12 }).chain((s) => fc.record({ sides: fc.constant(s), chain: chainOf(s) })), { maxLength: 5 });
    fc.assert(
      fc.property(arb, fc.integer({ min: -5, max: 5 }), (dice, flat) => {
        const sum = dice.flatMap((d) => d.chain).reduce((a, b) => a + b, 0);
        expect(damageRoll({ dice, flat }).damage).toBe(sum + flat);
      }),
    );
  });
});
