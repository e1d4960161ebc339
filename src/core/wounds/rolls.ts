/**
 * An actor's trait rolls (rules/wounds.md §4.2, §5.10): the trait die as its injuries leave it,
 * the Wild Die for a Wild Card, the wound penalty and other modifiers, and Benny rerolls — each
 * reroll is a whole new roll, the best counts, and a critical failure ends the rerolling.
 */
import { DEFAULT_TN, type TraitRollResult, WILD_DIE_SIDES, traitRoll } from "../dice";
import { RulesInputError } from "../errors";
import type { Rng } from "../random";
import { checkedRng, requireArray, requireObject, requireWhole, requireFaces, pathOf } from "./checks";
import { effectiveTraits, woundPenaltyOf } from "./derived";
import type { WoundsActor } from "./state";
import { validateWoundsActor } from "./state-validation";

/** The faces one roll showed: the trait die's chain and, for a Wild Card, the Wild Die's. */
export interface RollDice {
  readonly chain: readonly number[];
  readonly wildChain?: readonly number[];
}

/** Rerolls past this many are a typo: a Benny pays for each. */
export const MAX_ROLLS = 20;
/** An exploding chain longer than this is refused (a d4 acing 60 times is 4^-60). */
export const MAX_CHAIN = 60;
const MAX_MODIFIER = 100;

export interface ActorRolls {
  /** Every roll in order: the first, then each Benny reroll. */
  readonly rolls: readonly TraitRollResult[];
  /** The roll that counts: the best total (a success beats a failure). */
  readonly best: TraitRollResult;
  /** Bennies the rerolls cost (the first roll is free unless the rule charges for it). */
  readonly rerolls: number;
  readonly modifier: number;
}

function checkRollDice(value: unknown, path: string): RollDice {
  const v = requireObject(value, path, "input.invalid");
  requireFaces(v["chain"], `${path}.chain`, "dice.badChain", MAX_CHAIN);
  if (v["wildChain"] !== undefined) requireFaces(v["wildChain"], `${path}.wildChain`, "dice.badChain", MAX_CHAIN);
  return value as RollDice;
}

/**
 * Rolls `trait` for the actor with its wound penalty plus `modifier` against `tn`. `dice` lists the
 * first roll and any Benny rerolls; rerolling a critical failure is `reroll.criticalFailure`.
 */
export function actorRolls(value: WoundsActor, trait: string, dice: readonly RollDice[], modifier = 0, tn = DEFAULT_TN, path = "dice"): ActorRolls {
  path = pathOf(path, "dice");
  const state = validateWoundsActor(value, "state");
  const list = requireArray(dice, path, "input.invalid", MAX_ROLLS);
  if (list.length === 0) throw new RulesInputError("input.invalid", path, `${path} must hold at least one roll`);
  if (typeof trait !== "string") throw new RulesInputError("input.invalid", "trait", "trait must name a trait");
  requireWhole(modifier, "modifier", "input.invalid", { min: -MAX_MODIFIER, max: MAX_MODIFIER });
  requireWhole(tn, "tn", "input.invalid", { min: -MAX_MODIFIER, max: MAX_MODIFIER });
  if (state.dead) throw new RulesInputError("actor.dead", "state.dead", "The dead roll no dice");
  const traits = effectiveTraits(state);
  const die = (Object.hasOwn(traits, trait) ? traits[trait] : undefined) ?? { sides: 4 as const, mod: 0 };
  const total = woundPenaltyOf(state.wounds) + modifier;
  const rolls = list.map((raw, i) => {
    const at = `${path}[${i}]`;
    const r = checkRollDice(raw, at);
    return traitRoll({ die, chain: r.chain, ...(r.wildChain === undefined ? {} : { wildChain: r.wildChain }), modifier: total, tn, isWildCard: state.isWildCard }, at);
  });
  rolls.forEach((roll, i) => {
    if (roll.criticalFailure && i < rolls.length - 1) {
      throw new RulesInputError("reroll.criticalFailure", `${path}[${i + 1}]`, "A critical failure stands: not even a Benny rerolls it");
    }
  });
  const best = rolls.reduce((a, b) => (b.criticalFailure ? a : better(a, b)));
  return { rolls, best, rerolls: rolls.length - 1, modifier: total };
}

function better(a: TraitRollResult, b: TraitRollResult): TraitRollResult {
  if (a.criticalFailure) return b;
  return b.total > a.total ? b : a;
}

/** One exploding chain from the generator (rules/wounds.md §4.1), capped so it always ends. */
export function rollChain(anyRng: Rng, sides: number): number[] {
  requireWhole(sides, "sides", "dice.badSides", { min: 2, max: 100 });
  const rng = checkedRng(anyRng);
  const chain: number[] = [];
  for (;;) {
    const face: unknown = rng.int(1, sides);
    if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > sides) throw new RulesInputError("input.invalid", "rng", "rng.int gave a face outside the die");
    if (face !== sides || chain.length >= MAX_CHAIN - 1) {
      chain.push(face === sides ? sides - 1 : face);
      return chain;
    }
    chain.push(face);
  }
}

/** A whole trait roll's faces at random: the trait die and, for a Wild Card, the Wild Die. */
export function rollTraitDice(rng: Rng, sides: number, isWildCard: boolean): RollDice {
  if (typeof isWildCard !== "boolean") throw new RulesInputError("input.invalid", "isWildCard", "isWildCard must be true or false");
  const chain = rollChain(rng, sides);
  return isWildCard ? { chain, wildChain: rollChain(rng, WILD_DIE_SIDES) } : { chain };
}
