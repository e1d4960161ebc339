/**
 * The item profiles (rules/track.md §3.3): a weapon's damage, damage type and armor category,
 * and an armor item's ratings per category.
 */
import { RulesInputError } from "../errors";
import { own, requireBoolean, requireDamageType, requireObject } from "./checks";
import { ARMOR_CATEGORIES, type ArmorCategory, type ArmorRatings, type DamageType } from "./state";
import { validateArmorRatings } from "./state-validation";
import { requireWhole } from "./whole";

export type TrackWeapon = { damage: number; damageType: DamageType; category: ArmorCategory; autofire: boolean };
export type TrackArmor = ArmorRatings;

/** DECISION: no published weapon comes near 30 damage; 8 already kills outright. */
export const MAX_WEAPON_DAMAGE = 30;

/** §3.3: Lethal unless the table says N (a fist: 1 Normal, melee). */
export function defaultTrackWeapon(): TrackWeapon {
  return { damage: 1, damageType: "lethal", category: "melee", autofire: false };
}

export function defaultTrackArmor(): TrackArmor {
  return { ballistics: 0, melee: 0, heat: 0 };
}

export function validateTrackWeapon(value: unknown, path = "weapon"): TrackWeapon {
  const v = requireObject(value, path, "weapon.invalid");
  requireWhole(own(v, "damage"), `${path}.damage`, "damage.negative", { min: 0, max: MAX_WEAPON_DAMAGE });
  requireDamageType(own(v, "damageType"), `${path}.damageType`);
  requireCategory(own(v, "category"), `${path}.category`);
  requireBoolean(own(v, "autofire"), `${path}.autofire`, "weapon.invalid");
  for (const key of Object.keys(v)) {
    if (!["damage", "damageType", "category", "autofire"].includes(key)) throw new RulesInputError("weapon.invalid", `${path}.${key}`, `a weapon has no field ${key}`);
  }
  return value as TrackWeapon;
}

export function validateTrackArmor(value: unknown, path = "armor"): TrackArmor {
  validateArmorRatings(requireObject(value, path, "armor.invalid"), path, "armor.invalid");
  return value as TrackArmor;
}

export function requireCategory(value: unknown, path: string): ArmorCategory {
  if (!(ARMOR_CATEGORIES as readonly unknown[]).includes(value)) {
    throw new RulesInputError("weapon.invalid", path, `${path} must be ${ARMOR_CATEGORIES.join(", ")}`);
  }
  return value as ArmorCategory;
}
