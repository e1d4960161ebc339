/**
 * Martial Momentum (docs/rules/banks.md §6.14, SEED): melee attacks on one target bank the IP they
 * cost (Blitz multipliers included), capped at BOD; the bank adds to the first damage value.
 * DECISION §9.12: an attack gets the bank as it stands before its own IP is added; switching
 * targets resets it; a round without a melee attack clears it (combat.ts endRound).
 */
import { requireInt, requireRecord } from "../errors";
import { requireString } from "./checks";
import type { BanksActor, BanksActorPatch } from "./state";
import { validateBanksActor } from "./state-validation";

export type MomentumInput = { actor: BanksActor; targetId: string; /** IP this melee action cost, hit or miss. */ ipSpent: number };
export type MomentumResult = { bonus: number; value: number; reset: boolean };

export function martialMomentum(input: MomentumInput, path = "momentum"): { result: MomentumResult; patch: BanksActorPatch } {
  requireRecord(input, path);
  const actor = validateBanksActor(input.actor, `${path}.actor`);
  const targetId = requireString(input.targetId, `${path}.targetId`, "input.invalid");
  const ipSpent = requireInt(input.ipSpent, `${path}.ipSpent`, "input.invalid", { min: 0 });
  const current = actor.martialMomentum;
  const reset = current === null || current.targetId !== targetId;
  const bonus = reset ? 0 : current.value;
  const value = Math.min(actor.attributes.BOD, bonus + ipSpent);
  return { result: { bonus, value, reset }, patch: { martialMomentum: { targetId, value }, turn: { attackedThisRound: true } } };
}
