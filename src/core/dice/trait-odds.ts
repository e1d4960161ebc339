/**
 * Exact odds of a trait roll (rules/wounds.md §4.2): success, each raise count, and the
 * critical failure, with or without the Wild Die, for any modifier and target number. Closed
 * forms only: the better of two dice misses x only if both miss it.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { Fraction } from "../odds";
import { explodingAtLeast, raiseOddsFrom } from "./exploding-odds";
import { DEFAULT_TN, RAISE_STEP, type TraitDie, WILD_DIE_SIDES, validateTraitDie } from "./trait-roll";

export interface TraitRollOddsInput {
  readonly die: TraitDie;
  readonly isWildCard: boolean;
  readonly modifier?: number;
  readonly tn?: number;
  /** An Extra whose critical failure a rule asks about (a 1 on the trait die and a 1 on a d6). */
  readonly extraCrit?: boolean;
}

export interface TraitRollOdds {
  readonly success: Fraction;
  /** Every roll that is not a success, critical failures included. */
  readonly failure: Fraction;
  readonly criticalFailure: Fraction;
  /** P(success with exactly 0, 1, 2 raises) and P(success with 3 or more); they sum to `success`. */
  readonly raises: readonly [Fraction, Fraction, Fraction, Fraction];
}

export function traitRollOdds(input: TraitRollOddsInput): TraitRollOdds {
  requireRecord(input, "input");
  const die = validateTraitDie(input.die);
  if (typeof input.isWildCard !== "boolean") throw new RulesInputError("odds.badInput", "isWildCard", "isWildCard must be true or false");
  const modifier = requireInt(input.modifier ?? 0, "modifier", "odds.badInput");
  const tn = requireInt(input.tn ?? DEFAULT_TN, "tn", "odds.badInput");
  if (input.extraCrit !== undefined && (typeof input.extraCrit !== "boolean" || (input.extraCrit && input.isWildCard))) {
    throw new RulesInputError("odds.badInput", "extraCrit", "extraCrit is for an Extra only, true or false");
  }
  const dieMod = die.mod ?? 0;

  // P(total ≥ x), critical failures not yet set apart.
  const atLeast = (x: number): Fraction => {
    const traitMisses = Fraction.ONE.sub(explodingAtLeast(die.sides, x - modifier - dieMod));
    const wildMisses = input.isWildCard ? Fraction.ONE.sub(explodingAtLeast(WILD_DIE_SIDES, x - modifier)) : Fraction.ONE;
    return Fraction.ONE.sub(traitMisses.mul(wildMisses));
  };
  // Step 5: both first faces 1 — then both chains are [1] and the total is fixed.
  const critChance = input.isWildCard || input.extraCrit === true ? Fraction.of(1, die.sides * 6) : Fraction.ZERO;
  const critTotal = 1 + dieMod + modifier;
  // A critical failure is never a success (step 6), so its total leaves every "at least" it reached.
  const reached = (x: number): Fraction => atLeast(x).sub(critTotal >= x ? critChance : Fraction.ZERO);
  const odds = raiseOddsFrom((i) => reached(tn + RAISE_STEP * i));
  return { success: odds.success, failure: odds.failure, criticalFailure: critChance, raises: odds.raises };
}
