/**
 * The Initiative Bank at combat start and at every reroll (docs/rules/banks.md §6.1, §6.2, §6.16).
 * Rerolling first runs the upkeep that happens "whenever Initiative is rerolled" (SEED):
 * recoil decay, Stun recovery, Bleeding Out growth (DECISION §9.5), waking; then the bank grows
 * by the hits of REA + PER (characters) or by the replenish rate (cores and vehicles).
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { optionalFlag } from "./checks";
import { addBleeding, bankContext, bankPatch, damageBanksOf } from "./damage-banks";
import { countPool, validateDice } from "../dice";
import { type SizeClass, pow2, requireSizeClass, sizeSteps, stepsBelow } from "./size-class";
import { type BanksActor, type BanksActorPatch, FRESH_TURN, isCore } from "./state";
import { validateBanksActor } from "./state-validation";

/** A core's IP capacity: doubled per class above the time class; replenishment unchanged (§6.16). */
export function coreCapacity(actor: BanksActor, timeClass: SizeClass = "B"): number {
  validateBanksActor(actor, "actor");
  return (actor.ipMax ?? 0) * pow2(sizeSteps(actor.sizeClass, timeClass));
}

export type CombatStartInput = { actor: BanksActor; ambusher?: boolean; timeClass?: SizeClass };

/** §6.1 step 1: IP 0; a prepared ambusher INT; a core its (size-scaled) maximum. Turn flags reset. */
export function combatStart(input: CombatStartInput, path = "start"): { result: { ip: number }; patch: BanksActorPatch } {
  requireRecord(input, path);
  const actor = validateBanksActor(input.actor, `${path}.actor`);
  const ambusher = optionalFlag(input.ambusher, `${path}.ambusher`);
  const timeClass = requireSizeClass(input.timeClass ?? "B", `${path}.timeClass`);
  const ip = isCore(actor) ? coreCapacity(actor, timeClass) : ambusher ? actor.attributes.INT : 0;
  return { result: { ip }, patch: { ip, turn: { ...FRESH_TURN } } };
}

export type RerollInput = {
  actor: BanksActor;
  /** The first roll of the combat skips the upkeep (§6.2 step 1). */
  first?: boolean;
  medTL?: number;
  timeClass?: SizeClass;
  /** WIL dice for Stun recovery; needed when a living, not dead actor holds Stun. */
  stunDice?: readonly number[];
  /** REA + PER (+ modifier) dice; needed when a character is conscious after the upkeep. */
  initiativeDice?: readonly number[];
  initiativeModifier?: number;
};

export type RerollResult = {
  recoilDecay: number;
  stunRecovered: number;
  bled: boolean;
  died: boolean;
  woke: boolean;
  /** Whether initiative dice were rolled (characters conscious and alive). */
  rolled: boolean;
  hits: number;
  ipGained: number;
  ip: number;
};

/** How many dice a reroll needs, judged on the state before it (initiative dice assume the actor rolls). */
export function rerollDiceNeeded(actor: BanksActor, first = false, initiativeModifier = 0): { stun: number; initiative: number } {
  validateBanksActor(actor, "actor");
  const stun = !first && actor.kind === "life" && !actor.dead && actor.stun > 0 ? actor.attributes.WIL : 0;
  const initiative = isCore(actor) || actor.dead || actor.destroyed ? 0 : Math.max(0, actor.attributes.REA + actor.attributes.PER + initiativeModifier);
  return { stun, initiative };
}

export function rerollInitiative(input: RerollInput, path = "reroll"): { result: RerollResult; patch: BanksActorPatch } {
  requireRecord(input, path);
  const actor = validateBanksActor(input.actor, `${path}.actor`);
  const first = optionalFlag(input.first, `${path}.first`);
  const medTL = requireInt(input.medTL ?? 0, `${path}.medTL`, "input.invalid", { min: 0 });
  const timeClass = requireSizeClass(input.timeClass ?? "B", `${path}.timeClass`);
  const modifier = requireInt(input.initiativeModifier ?? 0, `${path}.initiativeModifier`, "input.invalid");
  const needed = rerollDiceNeeded(actor, first, modifier);
  const stunDice = input.stunDice === undefined ? undefined : validateDice(input.stunDice, `${path}.stunDice`, actor.attributes.WIL);
  const initDice = input.initiativeDice === undefined ? undefined : validateDice(input.initiativeDice, `${path}.initiativeDice`, needed.initiative);
  if (needed.stun > 0 && stunDice === undefined) {
    throw new RulesInputError("dice.count", `${path}.stunDice`, `Stun recovery rolls WIL = ${needed.stun} dice`);
  }
  // §6.22: a smaller entity at a larger time class multiplies its initiative (and Stun recovery) hits.
  const factor = pow2(stepsBelow(actor.sizeClass, timeClass));
  const patch: BanksActorPatch = { turn: { ...FRESH_TURN } };
  const result: RerollResult = { recoilDecay: 0, stunRecovered: 0, bled: false, died: false, woke: false, rolled: false, hits: 0, ipGained: 0, ip: actor.ip };
  if (actor.dead || actor.destroyed) return { result, patch };

  const before = damageBanksOf(actor);
  let banks = before;
  if (!first) {
    if (actor.grounded && actor.recoil > 0) {
      patch.recoil = actor.recoil - 1;
      result.recoilDecay = 1;
    }
    if (needed.stun > 0 && stunDice !== undefined) {
      const recovered = Math.min(banks.stun, countPool(stunDice).hits * factor);
      banks = { ...banks, stun: banks.stun - recovered };
      result.stunRecovered = recovered;
    }
    if (banks.bleedingOut > 0) {
      banks = addBleeding(banks, 1, bankContext(actor, medTL));
      result.bled = true;
      result.died = banks.dead;
    }
    if (banks.unconscious && banks.stun === 0 && banks.bleedingOut === 0 && !banks.dead) {
      banks = { ...banks, unconscious: false };
      result.woke = true;
    }
  }
  Object.assign(patch, bankPatch(before, banks));

  if (isCore(actor)) {
    const ip = Math.min(coreCapacity(actor, timeClass), actor.ip + (actor.ipReplenish ?? 0));
    result.ip = Math.max(ip, actor.ip);
  } else if (!banks.unconscious && !banks.dead) {
    if (initDice === undefined) {
      throw new RulesInputError("dice.count", `${path}.initiativeDice`, `Initiative rolls REA + PER = ${needed.initiative} dice`);
    }
    result.rolled = true;
    result.hits = countPool(initDice).hits;
    result.ip = actor.ip + result.hits * factor;
  }
  result.ipGained = result.ip - actor.ip;
  if (result.ip !== actor.ip) patch.ip = result.ip;
  return { result, patch };
}
