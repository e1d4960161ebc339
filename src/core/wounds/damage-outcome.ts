/**
 * The damage table (rules/wounds.md §5.1, the seed's table): damage against Toughness gives
 * nothing, Shaken, or a Wound per raise; a plain success on someone already Shaken is a Wound.
 */
import { RAISE_STEP } from "../dice";
import { RulesInputError } from "../errors";
import { requireWhole } from "./checks";

export type DamageEffect = "none" | "shaken" | "wounds";

export interface DamageOutcome {
  readonly margin: number;
  readonly raises: number;
  readonly wounds: number;
  readonly shaken: boolean;
  readonly effect: DamageEffect;
}

/** Damage and Toughness past this are typos. */
export const MAX_DAMAGE = 10_000;

/** rules/wounds.md §5.1 steps 1–5. */
export function damageOutcome(damage: number, toughness: number, shaken: boolean): DamageOutcome {
  requireWhole(damage, "damage", "input.invalid", { min: 0, max: MAX_DAMAGE });
  requireWhole(toughness, "toughness", "input.invalid", { min: -MAX_DAMAGE, max: MAX_DAMAGE });
  if (typeof shaken !== "boolean") throw new RulesInputError("input.invalid", "shaken", "shaken must be true or false");
  const margin = damage - toughness;
  if (margin < 0) return { margin, raises: 0, wounds: 0, shaken, effect: "none" };
  const raises = Math.floor(margin / RAISE_STEP);
  if (raises === 0) return shaken ? { margin, raises, wounds: 1, shaken: true, effect: "wounds" } : { margin, raises, wounds: 0, shaken: true, effect: "shaken" };
  return { margin, raises, wounds: raises, shaken: true, effect: "wounds" };
}
