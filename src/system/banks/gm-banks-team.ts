/**
 * A team leader's roll for the Team Bank, applied by the active GM (rules/banks.md §6.19, §8:
 * only the leader or the GM changes a Team Bank). The roll lives on the card of the paid "Use
 * Leadership/Tactics" action; the handler is told only the message id, checks that the card's
 * author acts for the leader of a team in the running combat and that the action was paid,
 * judges the pool from the leader as it is now, and changes the bank once per card.
 */
import { type TeamRoll, teamRollOutcome, validateTeamRoll } from "../../core/banks";
import { RulesInputError } from "../../core/errors";
import { isApplied, recordApply } from "../../core/ledger";
import { type GmActionResult, exclusively, refuse } from "../gm-lock";
import { actorFromUuid, mayActFor } from "../trauma/attack-messages";
import { banksLedgerOf, payKey, writeWithEntry } from "./banks-ledger";
import { banksCombatantOf, patchEncounter } from "./combat-context";
import { refreshInitiative } from "./initiative-sync";
import { banksActionOf } from "./messages";
import type { TeamRollRecord } from "../../view/banks/team-roll-view";

export type { TeamRollRecord };

export const teamRollKey = (messageId: string): string => `team_${messageId}`;

export function teamRollOf(message: ChatMessage.Implementation): TeamRoll | null {
  const raw = message.getFlag("fray", "banksTeamRoll");
  if (raw === undefined) return null;
  try {
    return validateTeamRoll(raw, `ChatMessage.${message.id ?? ""}.flags.fray.banksTeamRoll`);
  } catch (error) {
    console.warn("Fray | ignoring a malformed team roll", message.id, error);
    return null;
  }
}

export function applyTeamRoll(messageId: string): Promise<GmActionResult> {
  return exclusively(teamRollKey(messageId), () => applyNow(messageId));
}

async function refused(message: ChatMessage.Implementation, reason: string): Promise<GmActionResult> {
  await message.update({ flags: { fray: { banksTeamResult: { state: "refused", reason } } } });
  return refuse(reason);
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const action = message ? banksActionOf(message) : null;
  const roll = message ? teamRollOf(message) : null;
  if (!message || !action || action.action !== "leadershipTactics" || !roll) return refuse("FRAY.Chat.Error.NoCard");
  const actor = await actorFromUuid(action.actorUuid);
  if (!actor || !mayActFor(message.author, actor)) return refuse("FRAY.Chat.Error.NotOwner");
  const ledger = banksLedgerOf(actor);
  const key = teamRollKey(messageId);
  if (isApplied(ledger, key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  if (!isApplied(ledger, payKey(messageId))) return refused(message, "FRAY.Banks.Gm.Refused.actionUnpaid");
  const ctx = banksCombatantOf(actor);
  const team = ctx?.team ?? null;
  if (!ctx || !team || team.state.leaderId !== ctx.combatant.id) return refused(message, "FRAY.Banks.Gm.Refused.notLeader");
  let outcome: ReturnType<typeof teamRollOutcome>;
  try {
    outcome = teamRollOutcome(roll, ctx.state, team.state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refused(message, error.code === "tactics.used" ? "FRAY.Banks.Gm.Refused.tacticsUsed" : "FRAY.Banks.Gm.Refused.stale");
  }
  const entry = recordApply(ledger, key, { kind: "team", applied: { before: {}, after: {} }, team: null, threshold: null }, Date.now());
  await writeWithEntry(actor, {}, key, entry);
  await patchEncounter(ctx.combat, { teams: { [team.id]: outcome.patch } });
  await refreshInitiative(ctx.combat);
  const { hits, poolSize, bank, success } = outcome.result;
  await message.update({ flags: { fray: { banksTeamResult: { state: "applied", kind: roll.kind, hits, poolSize, before: team.state.bank, after: bank, success } } } });
  return { ok: true, message: "FRAY.Banks.Gm.TeamRolled" };
}
