/**
 * Potency and weapon damage (docs/rules/slots.md §5.13): an additive bonus per Strength threshold,
 * then a multiplier at 15 and 30 Strength; (v:X&Potency) = (natural + additive + flat) × multiplier.
 */
import { LIMITS } from "./state";
import { requireNatural, requireWhole } from "./shape";

/** DECISION §8.14: the Strength page's threshold list, which the Basic Attack example (18 → +7, ×2) follows. */
export const POTENCY_THRESHOLDS = [1, 3, 6, 9, 12, 15, 18, 21, 24, 27] as const;

export function additivePotencyOf(strength: number): number {
  return POTENCY_THRESHOLDS.filter((t) => t <= strength).length;
}

export function potencyMultiplierOf(strength: number): number {
  return strength >= 30 ? 3 : strength >= 15 ? 2 : 1;
}

/** Checked: `{ additive, multiplier }` for a Strength 0–30 (S-25). */
export function potency(strength: unknown): { additive: number; multiplier: number } {
  const s = requireWhole(strength, "strength", "state.outOfRange", { min: 0, max: LIMITS.strength });
  return { additive: additivePotencyOf(s), multiplier: potencyMultiplierOf(s) };
}

/** (v:die&Potency) + flat on trusted input; without Potency, natural + flat. */
export function weaponDamageOf(natural: number, strength: number, usesPotency: boolean, flat: number): number {
  return usesPotency ? (natural + additivePotencyOf(strength) + flat) * potencyMultiplierOf(strength) : natural + flat;
}

/** Checked (S-12): the damage of a (v:die&Potency) weapon for a natural roll. */
export function weaponDamage(input: { readonly die: unknown; readonly natural: unknown; readonly strength: unknown; readonly potency?: unknown; readonly flat?: unknown }): number {
  const die = requireWhole(input?.die, "die", "dice.badSides", { min: 1, max: 1000 });
  const natural = requireNatural(die, input.natural, "natural");
  const strength = requireWhole(input.strength, "strength", "state.outOfRange", { min: 0, max: LIMITS.strength });
  const flat = input.flat === undefined ? 0 : requireWhole(input.flat, "flat", "damage.negative", { min: 0, max: LIMITS.counters });
  return weaponDamageOf(natural, strength, input.potency === undefined ? true : input.potency === true, flat);
}
