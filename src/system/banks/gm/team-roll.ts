/**
 * A team leader's roll for the Team Bank, applied by the active GM (docs/rules/banks.md §6.19, §8:
 * only the leader or the GM changes a Team Bank). The roll lives on the card of the paid "Use
 * Leadership/Tactics" action; the handler is told only the message id, checks the card
 * (action-card-roll.ts) and that its actor leads a team in the running combat, judges the pool
 * from the leader as it is now, and changes the bank once per card: the bank on the Combat and
 * the card's result are one GM step (banks-step.ts), never one without the other.
 */
import { type TeamRoll, teamRollOutcome, validateTeamRoll } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import type { TeamRollRecord } from "../../../view/banks/team-roll-view";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { type RollSpec, isRefusal, paidRoll, refuseRoll, rollOn } from "./action-card-roll";
import { actionRollKey } from "./banks-records";
import { banksStep, messageWrite, teamWrite } from "./banks-step";
import { banksCombatantOf } from "../combat-context";
import { findRecord } from "../../gm/records/record-book";

export type { TeamRollRecord };

const SPEC: RollSpec<TeamRoll> = { actions: ["leadershipTactics"], flag: "teamRoll", result: "teamResult", validate: validateTeamRoll };

export const teamRollKey = (messageId: string): string => actionRollKey("team", messageId);

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
  const key = teamRollKey(messageId);
  if (findRecord(key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
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
  const { hits, poolSize, bank, success } = outcome.result;
  const record: TeamRollRecord = { state: "applied", kind: roll.kind, hits, poolSize, before: team.state.bank, after: bank, success };
  const claimed = await banksStep(key, [messageId], ctx.combat, () => ({ writes: [...teamWrite(ctx.combat, team.id, outcome.patch), messageWrite(message, { teamResult: record })], data: { roll, result: record } }));
  if (!claimed) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  return { ok: true, message: "FRAY.Banks.Gm.TeamRolled" };
}
