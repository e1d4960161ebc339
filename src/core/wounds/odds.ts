/**
 * Exact odds of every roll a wounds dialog offers (rules/wounds.md §4–§5): a trait roll's
 * success and raises, a damage roll against Toughness (nothing, Shaken, 1, 2, 3+ Wounds, and
 * Incapacitation), Soak cancelling 1, 2 or 3 Wounds, Shaken recovery, and Bleeding Out.
 */
import { RAISE_STEP, type TraitRollOdds, explodingSumAtLeast, traitRollOdds, validateSides } from "../dice";
import { RulesInputError } from "../errors";
import { Fraction } from "../odds";
import { requireArray, requireWhole } from "./checks";
import { effectiveTraits, woundPenaltyOf } from "./derived";
import type { TraitDie, WoundsActor } from "./state";
import { validateTrait, validateWoundsActor } from "./state-validation";

const MAX_MODIFIER = 100;

/** The odds of the actor's roll of `trait` with its wound penalty and `modifier`, against `tn`. */
export function actorTraitOdds(value: WoundsActor, trait: string, modifier = 0, tn = 4): TraitRollOdds {
  const state = validateWoundsActor(value, "state");
  if (typeof trait !== "string") throw new RulesInputError("odds.badInput", "trait", "trait must name a trait");
  requireWhole(modifier, "modifier", "odds.badInput", { min: -MAX_MODIFIER, max: MAX_MODIFIER });
  requireWhole(tn, "tn", "odds.badInput", { min: -MAX_MODIFIER, max: MAX_MODIFIER });
  const traits = effectiveTraits(state);
  const die = (Object.hasOwn(traits, trait) ? traits[trait] : undefined) ?? { sides: 4 as const, mod: 0 };
  return traitRollOdds({ die, isWildCard: state.isWildCard, modifier: woundPenaltyOf(state.wounds) + modifier, tn });
}

export interface DamageOddsInput {
  /** The weapon's damage dice (sides), and the bonus d6 of a raise if it is to be counted. */
  readonly dice: readonly number[];
  /** The wielder's Strength die (melee); its +N adds to the total. */
  readonly strength?: TraitDie;
  readonly flat?: number;
  readonly toughness: number;
  readonly shaken: boolean;
  /** Wounds already carried and how many can be carried, for the chance of Incapacitation. */
  readonly wounds: number;
  readonly capacity: number;
}

export interface DamageOdds {
  readonly none: Fraction;
  /** Shaken and no Wound (only for someone not yet Shaken). */
  readonly shaken: Fraction;
  /** Exactly 1, exactly 2, and 3 or more Wounds (before any Soak). */
  readonly wounds: readonly [Fraction, Fraction, Fraction];
  /** More Wounds than the capacity left: taken out (before any Soak). */
  readonly incapacitated: Fraction;
}

/** rules/wounds.md §5.1 with exploding damage dice (§4.3): exact, one convolution per threshold. */
export function damageOdds(input: DamageOddsInput): DamageOdds {
  if (typeof input !== "object" || input === null) throw new RulesInputError("odds.badInput", "input", "input must be an object");
  const sides = requireArray(input.dice, "dice", "odds.badInput", 10).map((s, i) => validateSides(s, `dice[${i}]`));
  const strength = input.strength === undefined ? null : validateTrait(input.strength, "strength");
  if (strength !== null) sides.push(strength.sides);
  const modifier = requireWhole(input.flat ?? 0, "flat", "odds.badInput", { min: -MAX_MODIFIER, max: MAX_MODIFIER }) + (strength?.mod ?? 0);
  const toughness = requireWhole(input.toughness, "toughness", "odds.badInput", { min: 0, max: 200 });
  if (typeof input.shaken !== "boolean") throw new RulesInputError("odds.badInput", "shaken", "shaken must be true or false");
  const capacity = requireWhole(input.capacity, "capacity", "odds.badInput", { min: 0, max: 6 });
  const wounds = requireWhole(input.wounds, "wounds", "odds.badInput", { min: 0, max: capacity });
  const atLeast = (total: number): Fraction => explodingSumAtLeast(sides, total - modifier);
  const raisesAtLeast = (k: number): Fraction => atLeast(toughness + RAISE_STEP * k);
  // P(at least j Wounds): a plain success wounds only someone already Shaken.
  const woundsAtLeast = (j: number): Fraction => (j === 1 && input.shaken ? raisesAtLeast(0) : raisesAtLeast(j));
  const hit = raisesAtLeast(0);
  const w1 = woundsAtLeast(1);
  const w2 = woundsAtLeast(2);
  const w3 = woundsAtLeast(3);
  return {
    none: Fraction.ONE.sub(hit),
    shaken: hit.sub(w1),
    wounds: [w1.sub(w2), w2.sub(w3), w3],
    incapacitated: woundsAtLeast(capacity - wounds + 1),
  };
}

export interface SoakOdds {
  /** P(cancelling at least 1, 2, 3 Wounds). */
  readonly cancels: readonly [Fraction, Fraction, Fraction];
  readonly criticalFailure: Fraction;
}

/** rules/wounds.md §5.3: Vigor with the penalty of the Wounds already carried and the Soak bonus. */
export function soakOdds(value: WoundsActor): SoakOdds {
  const state = validateWoundsActor(value, "state");
  const o = actorTraitOdds(state, "vigor", state.soakBonus);
  const [, r1, r2, r3] = o.raises;
  return { cancels: [o.success, r1.add(r2).add(r3), r2.add(r3)], criticalFailure: o.criticalFailure };
}

/** rules/wounds.md §5.8: the Spirit roll that ends Shaken. */
export function recoveryOdds(value: WoundsActor, modifier = 0): Fraction {
  const state = validateWoundsActor(value, "state");
  const extra = requireWhole(modifier, "modifier", "odds.badInput", { min: -20, max: 20 });
  return actorTraitOdds(state, "spirit", state.unshakeBonus + extra).success;
}

export interface BleedingOutOdds {
  readonly dies: Fraction;
  readonly survives: Fraction;
  readonly stabilises: Fraction;
}

/** rules/wounds.md §5.9: die on a failure, hang on with a success, stabilise with a raise. */
export function bleedingOutOdds(value: WoundsActor, modifier = 0): BleedingOutOdds {
  const state = validateWoundsActor(value, "state");
  const extra = requireWhole(modifier, "modifier", "odds.badInput", { min: -20, max: 20 });
  const o = actorTraitOdds(state, "vigor", state.bleedingOutBonus + extra);
  return { dies: o.failure, survives: o.raises[0], stabilises: o.success.sub(o.raises[0]) };
}
