/**
 * What a character may do with its turn besides acting (docs/rules/banks.md §6.3 step 3, SEED "The
 * Combat Round"): pass (no further turn this round, but may still dodge and interrupt), or
 * lower its own IP and act "when the new, lower initiative score comes up".
 */
import { RulesInputError, requireInt } from "../errors";
import type { BanksActor, BanksActorPatch } from "./state";
import { requireCapable, validateBanksActor } from "./state-validation";

export function passTurn(actor: BanksActor, path = "actor"): { result: { passed: true }; patch: BanksActorPatch } {
  validateBanksActor(actor, path);
  return { result: { passed: true }, patch: { turn: { passed: true } } };
}

/** Lowers IP to `ip` and gives the turn back (`acted = false`) so the order places it again. */
export function delayTurn(actor: BanksActor, ip: number, path = "delay"): { result: { from: number; to: number }; patch: BanksActorPatch } {
  validateBanksActor(actor, `${path}.actor`);
  requireInt(ip, `${path}.ip`, "input.invalid", { min: 0 });
  if (ip > actor.ip) throw new RulesInputError("input.invalid", `${path}.ip`, `IP can only be lowered, from ${actor.ip} to ${ip}`);
  requireCapable(actor, `${path}.actor`, "take a turn");
  return { result: { from: actor.ip, to: ip }, patch: { ip, turn: { acted: false, blitzCount: 0 } } };
}
