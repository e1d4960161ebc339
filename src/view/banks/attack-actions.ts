/**
 * Which attack actions a weapon allows, and how many bullets each fires (docs/rules/banks.md §6.18).
 * DECISION (the weapon profile has no "ranged" flag): a weapon with the "Thrown" quality is
 * thrown (Throw Object, Hurl); one with Reach is a melee weapon (Melee Weapon Attack); every
 * other weapon is fired (Fire Simple Weapon, Quick Draw & Fire, and Burst Fire / Full Auto Fire
 * as far as its `auto` allows). Strike and Brawl are unarmed attacks whose codes come from BOD
 * (§6.18), not from a weapon item, so a weapon never offers them.
 */
import { type AttackAction, type BanksWeapon, autoFireAction } from "../../core/banks";

const FIRING: readonly AttackAction[] = ["fireSimpleWeapon", "burstFire", "fullAutoFire"];

export function isThrown(weapon: BanksWeapon): boolean {
  return weapon.qualities.some((q) => q.trim().toLowerCase() === "thrown");
}

export function attackActionsFor(weapon: BanksWeapon): AttackAction[] {
  const actions: AttackAction[] = [];
  if (isThrown(weapon)) actions.push("throwObject", "hurl");
  if (weapon.reach > 0) actions.push("meleeWeaponAttack");
  if (actions.length === 0) {
    actions.push("fireSimpleWeapon", "quickDrawFire");
    // Burst Fire is 2–5 bullets, Full Auto 6 or more (§6.18).
    if (weapon.auto >= 2) actions.push("burstFire");
    if (weapon.auto >= 6) actions.push("fullAutoFire");
  }
  return actions;
}

/** Automatic fire: the action follows the bullets fired. */
export function isFiring(action: AttackAction): boolean {
  return FIRING.includes(action);
}

/** The bullets `action` fires with `weapon`: one, except for Burst and Full Auto. */
export function bulletRange(action: AttackAction, weapon: BanksWeapon): { min: number; max: number } {
  if (action === "burstFire") return { min: 2, max: Math.min(5, weapon.auto) };
  if (action === "fullAutoFire") return { min: 6, max: weapon.auto };
  return { min: 1, max: 1 };
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/**
 * The action and bullets after the person changed one of them: a new bullet count picks the
 * firing action that fires it (core `autoFireAction`); a new action keeps the bullets inside
 * what it fires. An action the weapon does not allow falls back to its first.
 */
export function settleAction(weapon: BanksWeapon, action: AttackAction, bullets: number, changed: "action" | "bullets" | null): { action: AttackAction; bullets: number } {
  const allowed = attackActionsFor(weapon);
  let chosen = allowed.includes(action) ? action : (allowed[0] ?? "fireSimpleWeapon");
  let n = Number.isSafeInteger(bullets) ? clamp(bullets, 1, weapon.auto) : 1;
  if (changed === "bullets" && isFiring(chosen)) chosen = autoFireAction(n);
  const range = bulletRange(chosen, weapon);
  n = clamp(n, range.min, range.max);
  return { action: chosen, bullets: n };
}
