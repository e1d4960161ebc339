/**
 * Weapon conditions (Fear, Paralysis, …) and trauma states shown as token status effects.
 * The ids are Foundry's core status effects; a name with no match stays on the sheet only.
 * ⚠ The core ids are read from CONFIG.statusEffects at runtime, so a renamed one costs a
 * missing icon, not an error.
 */
import { hasStatusEffect } from "../compat";

const CONDITION_STATUS: Readonly<Record<string, string>> = {
  fear: "fear",
  afraid: "fear",
  paralysis: "paralysis",
  paralyzed: "paralysis",
  bleeding: "bleeding",
  burning: "burning",
  slumber: "sleep",
  sleep: "sleep",
  poisoned: "poison",
  poison: "poison",
  stunned: "stun",
  blinded: "blind",
};

export function statusForCondition(condition: string): string | null {
  const id = CONDITION_STATUS[condition.trim().toLowerCase()];
  if (!id) return null;
  return hasStatusEffect(id) ? id : null;
}
