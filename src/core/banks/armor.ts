/** An armor item's `system.banks` (docs/rules/banks.md §3.3): ratings per damage letter, `all` as fallback. */
import { RulesInputError, requireInt } from "../errors";
import { requireObject } from "./checks";
import { DAMAGE_LETTERS, isDamageLetter } from "./damage-code";
import type { ArmorRatings } from "./state";

export type BanksArmor = { ratings: ArmorRatings };

export function defaultBanksArmor(): BanksArmor {
  return { ratings: { all: 1 } };
}

export function validateArmorRatings(value: unknown, path = "armor"): ArmorRatings {
  const ratings = requireObject(value, path, "armor.invalid");
  for (const [key, rating] of Object.entries(ratings)) {
    if (key !== "all" && !isDamageLetter(key)) {
      throw new RulesInputError("armor.invalid", `${path}.${key}`, `Armor is rated per damage letter (${DAMAGE_LETTERS.join(" ")}) or "all"`);
    }
    requireInt(rating, `${path}.${key}`, "armor.invalid", { min: 0 });
  }
  return value as ArmorRatings;
}

export function validateBanksArmor(value: unknown, path = "armor"): BanksArmor {
  const v = requireObject(value, path, "armor.invalid");
  validateArmorRatings(v["ratings"], `${path}.ratings`);
  return value as BanksArmor;
}
