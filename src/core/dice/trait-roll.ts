/**
 * Trait rolls and damage rolls with exploding dice (rules/wounds.md §4.2, §4.3): the trait die
 * and, for a Wild Card, the Wild Die (a d6); the better total counts, modifiers come after the
 * Aces, and each full 4 over the target number is a raise.
 */
import { RulesInputError, requireInt, shown, requireRecord } from "../errors";
import { sumOf, validateChain, validateSides } from "./exploding";

export const TRAIT_DIE_SIDES = [4, 6, 8, 10, 12] as const;
export type TraitDieSides = (typeof TRAIT_DIE_SIDES)[number];

/** A trait rated d4–d12, or d12+N above that (rules/wounds.md §3.1). */
export interface TraitDie {
  readonly sides: TraitDieSides;
  /** The +N of d12+N (0 when absent); only a d12 may carry one. */
  readonly mod?: number;
}

/** The Wild Die is a d6 (rules/wounds.md §2). */
export const WILD_DIE_SIDES = 6;
/** The target number when a rule names none (rules/wounds.md §2). */
export const DEFAULT_TN = 4;
/** Each full 4 points over the target is a raise (rules/wounds.md §2). */
export const RAISE_STEP = 4;

/** Where a key sits under an optional base path: "chain" or "soak.chain". */
export function at(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

/** Throws `trait.badDie` for sides outside {4, 6, 8, 10, 12}, a negative mod, or a mod on a die below d12 (rules/wounds.md §6). */
export function validateTraitDie(value: unknown, path = "die"): TraitDie {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("trait.badDie", path, `${path} must be a trait die { sides, mod }`);
  }
  const die = value as Record<string, unknown>;
  const sides = die["sides"];
  if (!(TRAIT_DIE_SIDES as readonly unknown[]).includes(sides)) {
    throw new RulesInputError("trait.badDie", `${path}.sides`, `${path}.sides must be one of ${TRAIT_DIE_SIDES.join(", ")}, got ${shown(sides)}`);
  }
  const mod = requireInt(die["mod"] ?? 0, `${path}.mod`, "trait.badDie", { min: 0 });
  if (mod > 0 && sides !== 12) {
    throw new RulesInputError("trait.badDie", `${path}.mod`, `Only a d12 takes a +N (d12+${mod}); this die is a d${shown(sides)}`);
  }
  return value as TraitDie;
}

export interface TraitRollInput {
  readonly die: TraitDie;
  /** The trait die's exploding chain. */
  readonly chain: readonly number[];
  /** The Wild Die's chain: required for a Wild Card, refused for an Extra. */
  readonly wildChain?: readonly number[];
  /** Wound penalties and every other modifier, added after the Aces (default 0). */
  readonly modifier?: number;
  /** Target number (default 4). */
  readonly tn?: number;
  readonly isWildCard: boolean;
  /** An Extra's d6 when a rule asks about its critical failure (rules/wounds.md §4.2 step 5). */
  readonly extraCritD6?: number;
}

export interface TraitRollResult {
  readonly total: number;
  readonly success: boolean;
  readonly raises: number;
  readonly criticalFailure: boolean;
  /** The trait die's chain total plus its d12+N. */
  readonly traitTotal: number;
  /** The Wild Die's chain total; null for an Extra. */
  readonly wildTotal: number | null;
  /** Which die counted; the trait die on a tie. */
  readonly kept: "trait" | "wild";
}

/** rules/wounds.md §4.2, steps 1–8. Validates everything first; never mutates its input. */
export function traitRoll(input: TraitRollInput, path = ""): TraitRollResult {
  requireRecord(input, path === "" ? "input" : path);
  const die = validateTraitDie(input.die, at(path, "die"));
  validateChain(die.sides, input.chain, at(path, "chain"));
  if (typeof input.isWildCard !== "boolean") {
    throw new RulesInputError("input.invalid", at(path, "isWildCard"), `${at(path, "isWildCard")} must be true or false`);
  }
  const wildPath = at(path, "wildChain");
  if (input.isWildCard && input.wildChain === undefined) {
    throw new RulesInputError("dice.wildDieMissing", wildPath, "A Wild Card rolls the Wild Die with every trait roll; its chain is missing");
  }
  if (!input.isWildCard && input.wildChain !== undefined) {
    throw new RulesInputError("dice.wildDieForExtra", wildPath, "An Extra rolls no Wild Die");
  }
  if (input.wildChain !== undefined) validateChain(WILD_DIE_SIDES, input.wildChain, wildPath);
  const modifier = requireInt(input.modifier ?? 0, at(path, "modifier"), "input.invalid");
  const tn = requireInt(input.tn ?? DEFAULT_TN, at(path, "tn"), "input.invalid");
  if (input.extraCritD6 !== undefined) {
    const critPath = at(path, "extraCritD6");
    if (input.isWildCard) throw new RulesInputError("input.invalid", critPath, "A Wild Card's critical failure comes from its Wild Die, not an extra d6");
    requireInt(input.extraCritD6, critPath, "dice.badFace", { min: 1, max: 6 });
  }

  // Step 2: d12+N adds N to the trait die's total (DECISION 1).
  const traitTotal = sumOf(input.chain) + (die.mod ?? 0);
  const wildTotal = input.wildChain === undefined ? null : sumOf(input.wildChain);
  const kept = wildTotal !== null && wildTotal > traitTotal ? "wild" : "trait";
  const total = (kept === "wild" && wildTotal !== null ? wildTotal : traitTotal) + modifier;
  const criticalFailure = input.wildChain !== undefined
    ? input.chain[0] === 1 && input.wildChain[0] === 1
    : input.chain[0] === 1 && input.extraCritD6 === 1;
  const success = !criticalFailure && total >= tn;
  const raises = success ? Math.floor((total - tn) / RAISE_STEP) : 0;
  return { total, success, raises, criticalFailure, traitTotal, wildTotal, kept };
}

/** One exploding damage die as rolled. */
export interface DamageDie {
  readonly sides: number;
  readonly chain: readonly number[];
}

export interface DamageRollInput {
  /** The weapon's damage dice. */
  readonly dice: readonly DamageDie[];
  /** The Strength die of a melee attack (a trait die: d12+N adds N). */
  readonly strengthDie?: DamageDie & { readonly mod?: number };
  /** Flat bonus (default 0). */
  readonly flat?: number;
  /** The bonus d6 of an attack that got a raise (one d6 however many raises). */
  readonly attackRaise?: readonly number[];
}

export interface DamageRollResult {
  readonly damage: number;
  /** Each weapon die's chain total, in order. */
  readonly diceTotals: readonly number[];
  /** The Strength die's total with its +N; null without one. */
  readonly strengthTotal: number | null;
  /** The raise's bonus d6 total; null without one. */
  readonly raiseTotal: number | null;
}

/** rules/wounds.md §4.3: every die aces, no Wild Die; damage = Σ chain totals + flat. */
export function damageRoll(input: DamageRollInput, path = ""): DamageRollResult {
  requireRecord(input, path === "" ? "input" : path);
  const dicePath = at(path, "dice");
  if (!Array.isArray(input.dice)) throw new RulesInputError("input.invalid", dicePath, `${dicePath} must be a list of { sides, chain }`);
  input.dice.forEach((d: unknown, i: number) => {
    if (typeof d !== "object" || d === null) throw new RulesInputError("input.invalid", `${dicePath}[${i}]`, `${dicePath}[${i}] must be { sides, chain }`);
    const { sides, chain } = d as Partial<DamageDie>;
    validateSides(sides, `${dicePath}[${i}].sides`);
    validateChain(sides as number, chain, `${dicePath}[${i}].chain`);
  });
  const strength = input.strengthDie;
  if (strength !== undefined) {
    const strengthPath = at(path, "strengthDie");
    const die = validateTraitDie(strength, strengthPath);
    validateChain(die.sides, strength.chain, `${strengthPath}.chain`);
  }
  if (input.attackRaise !== undefined) validateChain(WILD_DIE_SIDES, input.attackRaise, at(path, "attackRaise"));
  const flat = requireInt(input.flat ?? 0, at(path, "flat"), "input.invalid");

  const diceTotals = input.dice.map((d) => sumOf(d.chain));
  const strengthTotal = strength === undefined ? null : sumOf(strength.chain) + (strength.mod ?? 0);
  const raiseTotal = input.attackRaise === undefined ? null : sumOf(input.attackRaise);
  const damage = sumOf(diceTotals) + (strengthTotal ?? 0) + (raiseTotal ?? 0) + flat;
  return { damage, diceTotals, strengthTotal, raiseTotal };
}
