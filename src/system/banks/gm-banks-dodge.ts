/**
 * Active Dodge/Parry on the active GM (rules/banks.md §6.7, §6.18): the roll on the card of a
 * paid "Active Dodge/Parry" action becomes the actor's dodge bank, once per card. The handler
 * is told only the message id; it checks the author acts for the actor and that the action was
 * paid (which also cleared any older bank), and judges the pool from the actor as it is now.
 */
import { type ActiveDodgeRoll, activeDodgeOutcome, appliedBanks, validateActiveDodgeRoll } from "../../core/banks";
import { RulesInputError } from "../../core/errors";
import { isApplied, recordApply } from "../../core/ledger";
import { applyPatch } from "../../core/patch";
import type { ActiveDodgeRecord } from "../../view/banks/active-dodge-view";
import { type GmActionResult, exclusively, refuse } from "../gm-lock";
import { actorFromUuid, mayActFor } from "../trauma/attack-messages";
import { banksStateOf } from "./actor-state";
import { banksLedgerOf, payKey, writeWithEntry } from "./banks-ledger";
import { banksActionOf } from "./messages";

export type { ActiveDodgeRecord };

export const dodgeKey = (messageId: string): string => `dodge_${messageId}`;

export function activeDodgeOf(message: ChatMessage.Implementation): ActiveDodgeRoll | null {
  const raw = message.getFlag("fray", "banksActiveDodge");
  if (raw === undefined) return null;
  try {
    return validateActiveDodgeRoll(raw, `ChatMessage.${message.id ?? ""}.flags.fray.banksActiveDodge`);
  } catch (error) {
    console.warn("Fray | ignoring a malformed Active Dodge roll", message.id, error);
    return null;
  }
}

export function applyActiveDodge(messageId: string): Promise<GmActionResult> {
  return exclusively(dodgeKey(messageId), () => applyNow(messageId));
}

async function refused(message: ChatMessage.Implementation, reason: string): Promise<GmActionResult> {
  const record: ActiveDodgeRecord = { state: "refused", reason };
  await message.update({ flags: { fray: { banksDodgeResult: record } } });
  return refuse(reason);
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const action = message ? banksActionOf(message) : null;
  const roll = message ? activeDodgeOf(message) : null;
  if (!message || !action || action.action !== "activeDodge" || !roll) return refuse("FRAY.Chat.Error.NoCard");
  const actor = await actorFromUuid(action.actorUuid);
  if (!actor || !mayActFor(message.author, actor)) return refuse("FRAY.Chat.Error.NotOwner");
  const ledger = banksLedgerOf(actor);
  const key = dodgeKey(messageId);
  if (isApplied(ledger, key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  if (!isApplied(ledger, payKey(messageId))) return refused(message, "FRAY.Banks.Gm.Refused.actionUnpaid");
  const state = banksStateOf(actor);
  let outcome: ReturnType<typeof activeDodgeOutcome>;
  try {
    outcome = activeDodgeOutcome(roll, state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refused(message, "FRAY.Banks.Gm.Refused.stale");
  }
  const entry = recordApply(ledger, key, { kind: "dodge", applied: appliedBanks(state, applyPatch(state, outcome.patch), outcome.patch), team: null, threshold: null }, Date.now());
  await writeWithEntry(actor, outcome.patch, key, entry);
  const record: ActiveDodgeRecord = { state: "applied", spec: roll.spec, hits: outcome.result.hits };
  await message.update({ flags: { fray: { banksDodgeResult: record } } });
  return { ok: true, message: "FRAY.Banks.Gm.DodgeBanked" };
}
