/**
 * A weapon's damage as a person types it: "Str+d6", "2d6+1", "d8+d6−1" (docs/rules/wounds.md
 * §3.2). Parsed into the `system.wounds.damage` shape, or a reason to show back; never thrown.
 */
import type { WoundsWeapon } from "../../../core/wounds";

export type DamageParse = { readonly damage: WoundsWeapon["damage"] } | { readonly error: string };

const MAX_DICE = 10;
const VALID_SIDES = new Set([4, 6, 8, 10, 12]);

export function parseDamageText(typed: string): DamageParse {
  const cleaned = typed.replace(/\s+/g, "").replace(/[−–]/g, "-").toLowerCase();
  if (cleaned === "") return { error: "FRAY.Wounds.Sheet.Weapon.DamageEmpty" };
  const terms = cleaned.match(/[+-]?[^+-]+/g) ?? [];
  let strength = false;
  let flat = 0;
  const dice: { sides: number }[] = [];
  for (const term of terms) {
    const negative = term.startsWith("-");
    const body = term.replace(/^[+-]/, "");
    const die = /^(\d*)d(\d+)$/.exec(body);
    if (body === "str") {
      if (negative || strength) return { error: "FRAY.Wounds.Sheet.Weapon.DamageBad" };
      strength = true;
    } else if (die !== null) {
      const count = die[1] === "" ? 1 : Number(die[1]);
      const sides = Number(die[2]);
      if (negative || !VALID_SIDES.has(sides) || count < 1 || dice.length + count > MAX_DICE) return { error: "FRAY.Wounds.Sheet.Weapon.DamageBad" };
      for (let i = 0; i < count; i++) dice.push({ sides });
    } else if (/^\d+$/.test(body)) {
      flat += negative ? -Number(body) : Number(body);
    } else {
      return { error: "FRAY.Wounds.Sheet.Weapon.DamageBad" };
    }
  }
  if (!strength && dice.length === 0) return { error: "FRAY.Wounds.Sheet.Weapon.DamageBad" };
  if (Math.abs(flat) > 100) return { error: "FRAY.Wounds.Sheet.Weapon.DamageBad" };
  return { damage: { strength, dice, flat } };
}
