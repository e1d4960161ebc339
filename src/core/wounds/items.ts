/**
 * What items carry under `system.wounds` (rules/wounds.md §3.2): a weapon's damage dice, its
 * Strength die (melee), flat bonus, AP and skill; armor's rating and whether it is worn.
 */
import { validateSides } from "../dice";
import { RulesInputError } from "../errors";
import { requireArray, requireBoolean, requireObject, requireWhole, pathOf } from "./checks";

export interface WoundsWeapon {
  damage: { strength: boolean; dice: { sides: number }[]; flat: number };
  ap: number;
  skill: string;
}

export interface WoundsArmor {
  armor: number;
  equipped: boolean;
}

export type WoundsItem = WoundsWeapon | WoundsArmor;

const MAX_DAMAGE_DICE = 10;
const SKILL = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

export function defaultWoundsWeapon(): WoundsWeapon {
  return { damage: { strength: true, dice: [{ sides: 6 }], flat: 0 }, ap: 0, skill: "fighting" };
}

export function defaultWoundsArmor(): WoundsArmor {
  return { armor: 1, equipped: true };
}

export function validateWoundsWeapon(value: unknown, path = "weapon"): WoundsWeapon {
  path = pathOf(path, "weapon");
  const v = requireObject(value, path, "weapon.invalid");
  const damage = requireObject(v["damage"], `${path}.damage`, "weapon.invalid");
  const dice = requireArray(damage["dice"], `${path}.damage.dice`, "weapon.invalid", MAX_DAMAGE_DICE).map((d, i) => {
    const die = requireObject(d, `${path}.damage.dice[${i}]`, "weapon.invalid");
    return { sides: validateSides(die["sides"], `${path}.damage.dice[${i}].sides`) };
  });
  const skill = v["skill"];
  if (typeof skill !== "string" || !SKILL.test(skill)) throw new RulesInputError("weapon.invalid", `${path}.skill`, `${path}.skill must name a skill (letters and digits)`);
  return {
    damage: { strength: requireBoolean(damage["strength"], `${path}.damage.strength`, "weapon.invalid"), dice, flat: requireWhole(damage["flat"], `${path}.damage.flat`, "weapon.invalid", { min: -100, max: 100 }) },
    ap: requireWhole(v["ap"], `${path}.ap`, "weapon.invalid", { min: 0, max: 100 }),
    skill,
  };
}

export function validateWoundsArmor(value: unknown, path = "armor"): WoundsArmor {
  path = pathOf(path, "armor");
  const v = requireObject(value, path, "armor.invalid");
  return { armor: requireWhole(v["armor"], `${path}.armor`, "armor.invalid", { min: 0, max: 100 }), equipped: requireBoolean(v["equipped"], `${path}.equipped`, "armor.invalid") };
}
