/**
 * Pool modifiers the combat core provides (docs/rules/banks.md §5.3); the caller adds attribute +
 * skill. Banks never shrink pools (they raise GR, §5.4): only recoil, Sensory Overload, a
 * negative Team Bank and the seed's situational modifiers do.
 */
import { requireInt, requireRecord } from "../errors";
import type { BanksActor } from "./state";
import { validateBanksActor } from "./state-validation";

export type AttackMode = "melee" | "ranged" | "thrown";
export type Range = "melee" | "standard" | "long" | "sniper";

export type PoolModifierInput = {
  actor: BanksActor;
  /** A physical action: recoil applies (§6.15). */
  physical?: boolean;
  /** A perception check: Sensory Overload applies. */
  perception?: boolean;
  attack?: AttackMode;
  /** The target's range band, for ranged attacks. */
  range?: Range;
  hasSight?: boolean;
  /** The Team Bank when the action serves the team goal; only a negative one counts. */
  teamGoalBank?: number;
  /** Observing from partial cover (attacks from cover use the actor's `cover`). */
  observingFromCover?: boolean;
  /** A thrown/indirect/penetrating attack on a target behind full cover. */
  targetBehindFullCover?: boolean;
  largerWeaponUnmounted?: boolean;
  multitaskingFree?: boolean;
  unaccustomedGravity?: boolean;
  /** The weapon's Bracing and Design (§3.3). */
  bracing?: number;
  design?: number;
  /** A Leadership roll: −max(0, current Team Bank) (§6.19). */
  leadershipBank?: number;
};

export type PoolModifier = { source: string; dice: number };
export type PoolModifiers = { total: number; parts: PoolModifier[]; impossible: boolean };

/** Recoil penalty (§5.3, §6.15): grounded `max(0, recoil − BOD)`, ungrounded the whole bank. */
export function recoilPenalty(actor: Pick<BanksActor, "recoil" | "grounded" | "attributes">): number {
  const v = requireRecord(actor, "actor", "actor.invalid");
  requireInt(v["recoil"], "actor.recoil", "actor.invalid", { min: 0 });
  requireInt(requireRecord(v["attributes"], "actor.attributes", "actor.invalid")["BOD"], "actor.attributes.BOD", "actor.invalid", { min: 0 });
  return recoilOf(actor);
}

const recoilOf = (actor: Pick<BanksActor, "recoil" | "grounded" | "attributes">): number => (actor.grounded ? Math.max(0, actor.recoil - actor.attributes.BOD) : actor.recoil);

export function poolModifiers(input: PoolModifierInput, path = "modifiers"): PoolModifiers {
  requireRecord(input, path);
  return modifiersFor(validateBanksActor(input.actor, `${path}.actor`), input);
}

/** `poolModifiers` for an actor already validated (an attack card's attacker): the options are still checked. */
export function modifiersFor(actor: BanksActor, input: PoolModifierInput): PoolModifiers {
  const parts: PoolModifier[] = [];
  const add = (source: string, dice: number): void => {
    if (dice !== 0) parts.push({ source, dice });
  };
  let impossible = false;
  const attack = input.attack;
  if (input.physical === true || attack !== undefined) add("recoil", -recoilOf(actor));
  if (input.perception === true || attack !== undefined) add("sensory", -actor.sensory);
  if (input.teamGoalBank !== undefined) add("teamBank", Math.min(0, requireInt(input.teamGoalBank, "teamGoalBank", "input.invalid")));
  if (attack !== undefined && actor.cover === "partial") add("partialCover", -2);
  else if (input.observingFromCover === true && actor.cover === "partial") add("partialCover", -2);
  if (attack !== undefined && actor.cover === "full") add("fullCover", -4);
  if (input.targetBehindFullCover === true) add("targetFullCover", -6);
  if (attack === "ranged") {
    if (input.range === "melee") add("meleeRange", actor.braced ? -4 : -2);
    if (input.range === "long" && !actor.braced) add("longRange", -4);
    if (input.range === "sniper") {
      if (!actor.braced) impossible = true;
      if (input.hasSight !== true) add("noSight", -4);
    }
  }
  if (input.largerWeaponUnmounted === true) add("largerWeapon", -(10 - actor.attributes.BOD));
  if (input.multitaskingFree === true) add("multitasking", -2);
  if (input.unaccustomedGravity === true) add("gravity", -5);
  if (actor.braced && input.bracing !== undefined) add("bracing", requireInt(input.bracing, "bracing", "input.invalid", { min: 0 }));
  // SEED "Design Attribute": a positive Design adds dice, a negative one is an unwieldy weapon.
  if (input.design !== undefined) add("design", requireInt(input.design, "design", "input.invalid"));
  if (input.leadershipBank !== undefined) add("leadership", -Math.max(0, requireInt(input.leadershipBank, "leadershipBank", "input.invalid")));
  return { total: parts.reduce((sum, p) => sum + p.dice, 0), parts, impossible };
}
