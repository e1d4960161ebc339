/**
 * A wounds damage roll as a Foundry Roll (docs/rules/wounds.md §4.3): every damage die explodes
 * (`1d8x + 1d6x + 1`), the Strength die of a melee weapon with its +N, a raise's bonus d6
 * labelled, and a Joker's +2. Foundry's sum is the damage; the card compares it with Toughness.
 */
import type { TraitDie, WoundsWeapon } from "../../../core/wounds";

export interface WoundsDamageRollOptions extends Roll.Options {
  ap?: number;
  label?: string;
}

// Keep this class's name: Roll.fromData finds a stored roll's class by `constructor.name`.
export class WoundsDamageRoll extends Roll {
  constructor(formula: string, data?: Roll["data"], options: WoundsDamageRollOptions = {}) {
    super(formula, data, options);
  }

  /** `1d8x[strength] + 1d6x + 1d6x[raise] + 2` for a weapon, the wielder's Strength, a raise and modifiers. */
  static formulaFor(weapon: WoundsWeapon, strength: TraitDie, raise: boolean, modifier = 0): string {
    const terms = [
      ...(weapon.damage.strength ? [`1d${strength.sides}x[strength]`] : []),
      ...weapon.damage.dice.map((d) => `1d${d.sides}x`),
      ...(raise ? ["1d6x[raise]"] : []),
    ];
    const flat = WoundsDamageRoll.flatOf(weapon, strength, modifier);
    const formula = terms.length === 0 ? "0" : terms.join(" + ");
    return flat === 0 ? formula : `${formula} ${flat > 0 ? "+" : "-"} ${Math.abs(flat)}`;
  }

  /** The flat part: the weapon's bonus, a Strength d12+N's N, and the modifiers. */
  static flatOf(weapon: WoundsWeapon, strength: TraitDie, modifier: number): number {
    return weapon.damage.flat + (weapon.damage.strength ? (strength.mod ?? 0) : 0) + modifier;
  }

  static forWeapon(weapon: WoundsWeapon, strength: TraitDie, raise: boolean, modifier: number, options: WoundsDamageRollOptions = {}): WoundsDamageRoll {
    return new WoundsDamageRoll(WoundsDamageRoll.formulaFor(weapon, strength, raise, modifier), {}, { ...options, ap: weapon.ap });
  }

  get ap(): number {
    const ap = (this.options as WoundsDamageRollOptions).ap;
    return typeof ap === "number" && Number.isSafeInteger(ap) && ap >= 0 ? ap : 0;
  }
}
