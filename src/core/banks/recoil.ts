/**
 * Recoil and bracing (docs/rules/banks.md §6.15, SEED "Recoil", "Bracing", "Recoil in Space").
 * The Recoil Bank is per character; bracing lowers what one firing action adds (not per
 * bullet); grounded characters shed 1 per initiative reroll (initiative.ts), ungrounded ones
 * only by thrust or a collision.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { optionalCount, optionalFlag } from "./checks";
import type { BanksActor, BanksActorPatch } from "./state";
import { validateBanksActor } from "./state-validation";

export { recoilPenalty } from "./pool-modifiers";

export type FireInput = { actor: BanksActor; bullets: number; weaponRecoil: number; bracing?: number; largerClassWeapon?: boolean };

/** `added = bullets × recoil`, doubled for a larger-class weapon, minus Bracing once if braced. */
export function fire(input: FireInput, path = "fire"): { result: { added: number; recoil: number }; patch: BanksActorPatch } {
  requireRecord(input, path);
  const actor = validateBanksActor(input.actor, `${path}.actor`);
  const bullets = requireInt(input.bullets, `${path}.bullets`, "input.invalid", { min: 1 });
  const weaponRecoil = requireInt(input.weaponRecoil, `${path}.weaponRecoil`, "input.invalid", { min: 0 });
  const bracing = optionalCount(input.bracing, `${path}.bracing`);
  let added = bullets * weaponRecoil;
  if (optionalFlag(input.largerClassWeapon, `${path}.largerClassWeapon`)) added *= 2;
  if (actor.braced) added = Math.max(0, added - bracing);
  const recoil = actor.recoil + added;
  return { result: { added, recoil }, patch: added === 0 ? {} : { recoil } };
}

/** Clear Recoil (1 IP): empties the bank unless a recoil weapon was fired this round; bracing ends. */
export function clearRecoil(actor: BanksActor, firedRecoilWeaponThisRound: boolean, path = "clearRecoil"): { result: { cleared: number }; patch: BanksActorPatch } {
  validateBanksActor(actor, `${path}.actor`);
  if (typeof firedRecoilWeaponThisRound !== "boolean") {
    throw new RulesInputError("input.invalid", `${path}.firedRecoilWeaponThisRound`, "Say whether a recoil weapon was fired this round");
  }
  const patch: BanksActorPatch = actor.braced ? { braced: false } : {};
  if (firedRecoilWeaponThisRound || actor.recoil === 0) return { result: { cleared: 0 }, patch };
  return { result: { cleared: actor.recoil }, patch: { ...patch, recoil: 0 } };
}

/** Brace Weapon (1 IP): +Bracing dice and less recoil until the character stops training the weapon. */
export function brace(actor: BanksActor, path = "brace"): { result: { braced: true }; patch: BanksActorPatch } {
  validateBanksActor(actor, `${path}.actor`);
  return { result: { braced: true }, patch: actor.braced ? {} : { braced: true } };
}

/** Ungrounded thrust: 1 point of recoil per 5 ΔV. */
export function thrustRecoil(actor: BanksActor, deltaV: number, path = "thrust"): { result: { removed: number }; patch: BanksActorPatch } {
  validateBanksActor(actor, `${path}.actor`);
  const removed = Math.min(actor.recoil, Math.floor(requireInt(deltaV, `${path}.deltaV`, "input.invalid", { min: 0 }) / 5));
  return { result: { removed }, patch: removed === 0 ? {} : { recoil: actor.recoil - removed } };
}

/** Ungrounded collision: the impact damage grows by the Recoil Bank, which empties. */
export function collide(actor: BanksActor, impactDamage: number, path = "collide"): { result: { damage: number }; patch: BanksActorPatch } {
  validateBanksActor(actor, `${path}.actor`);
  const damage = requireInt(impactDamage, `${path}.impactDamage`, "input.invalid", { min: 0 }) + actor.recoil;
  return { result: { damage }, patch: actor.recoil === 0 ? {} : { recoil: 0 } };
}

/** Recoil as thrust (AGI + Science(Physics), GR +3): hits × Recoil × 10 ΔV, doubled per class the weapon is above the firer. */
export function recoilThrust(hits: number, weaponRecoil: number, classesAbove = 0, path = "recoilThrust"): number {
  requireInt(hits, `${path}.hits`, "input.invalid", { min: 0 });
  requireInt(weaponRecoil, `${path}.weaponRecoil`, "input.invalid", { min: 0 });
  requireInt(classesAbove, `${path}.classesAbove`, "input.invalid", { min: 0, max: 4 });
  return hits * weaponRecoil * 10 * 2 ** classesAbove;
}
