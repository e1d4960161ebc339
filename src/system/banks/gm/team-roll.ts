/**
 * A team leader's roll for the Team Bank, applied by the active GM (docs/rules/banks.md §6.19, §8:
 * only the leader or the GM changes a Team Bank). The roll lives on the card of the paid "Use
 * Leadership/Tactics" action; the handler is told only the message id, checks the card
 * (action-card-roll.ts) and that its actor leads a team in the running combat, judges the pool
 * from the leader as it is now, and changes the bank once per card.
 */
import { type TeamRoll, teamRollOutcome, validateTeamRoll } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { isApplied, recordApply } from "../../../core/ledger";
import type { TeamRollRecord } from "../../../view/banks/team-roll-view";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { type RollSpec, isRefusal, paidRoll, refuseRoll, rollOn } from "./action-card-roll";
import { banksLedgerOf, writeWithEntry } from "./banks-ledger";
import { banksCombatantOf, patchEncounter } from "../combat-context";
import { refreshInitiative } from "../combat/initiative-sync";
import { banksMessageFlags } from "../flags";

export type { TeamRollRecord };

const SPEC: RollSpec<TeamRoll> = { actions: ["leadershipTactics"], flag: "teamRoll", result: "teamResult", validate: validateTeamRoll };

export const teamRollKey = (messageId: string): string => `team_${messageId}`;

export function teamRollOf(message: ChatMessage.Implementation): TeamRoll | null {
  return rollOn(message, SPEC.flag, SPEC.validate);
}

export function applyTeamRoll(messageId: string): Promise<GmActionResult> {
  return exclusively(teamRollKey(messageId), () => applyNow(messageId));
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const paid = await paidRoll(messageId, SPEC);
  if (isRefusal(paid)) return paid;
  const { message, roll, actor } = paid;
  const ledger = banksLedgerOf(actor);
  const key = teamRollKey(messageId);
  if (isApplied(ledger, key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  const ctx = banksCombatantOf(actor);
  const team = ctx?.team ?? null;
  if (!ctx || !team || team.state.leaderId !== ctx.combatant.id) return refuseRoll(message, SPEC.result, "FRAY.Banks.Gm.Refused.notLeader");
  let outcome: ReturnType<typeof teamRollOutcome>;
  try {
    outcome = teamRollOutcome(roll, ctx.state, team.state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refuseRoll(message, SPEC.result, error.code === "tactics.used" ? "FRAY.Banks.Gm.Refused.tacticsUsed" : "FRAY.Banks.Gm.Refused.stale");
  }
  const entry = recordApply(ledger, key, { kind: "team", applied: { before: {}, after: {} }, team: null, threshold: null }, Date.now());
  await writeWithEntry(actor, {}, key, entry);
  await patchEncounter(ctx.combat, { teams: { [team.id]: outcome.patch } });
  await refreshInitiative(ctx.combat);
  const { hits, poolSize, bank, success } = outcome.result;
  const record: TeamRollRecord = { state: "applied", kind: roll.kind, hits, poolSize, before: team.state.bank, after: bank, success };
  await message.update({ flags: banksMessageFlags({ teamResult: record }) });
  return { ok: true, message: "FRAY.Banks.Gm.TeamRolled" };
}
