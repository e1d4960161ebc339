/**
 * Wedge on the active GM (docs/rules/banks.md §6.19): the roll on the card of a paid Wedge action
 * lowers the Team Bank of the team its target is coordinated with, once per card. Only the
 * GM writes Team Banks; the roller's pool is judged from the roller as it is now. The bank and
 * the card's result are one GM step (banks-step.ts).
 */
import { type WedgeRoll, validateWedgeRoll, wedgeOutcome } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import type { WedgeRecord } from "../../../view/banks/wedge-view";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid } from "../../gm/actors";
import { type RollSpec, isRefusal, paidRoll, refuseRoll, rollOn } from "./action-card-roll";
import { banksStateOf } from "../actor-state";
import { actionRollKey } from "./banks-records";
import { banksStep, messageWrite, teamWrite } from "./banks-step";
import { banksCombatantOf } from "../combat-context";
import { findRecord } from "../../gm/records/record-book";

export type { WedgeRecord };

const SPEC: RollSpec<WedgeRoll> = { actions: ["wedge"], flag: "wedge", result: "wedgeResult", validate: validateWedgeRoll };

export const wedgeKey = (messageId: string): string => actionRollKey("wedge", messageId);

export function wedgeRollOf(message: ChatMessage.Implementation): WedgeRoll | null {
  return rollOn(message, SPEC.flag, SPEC.validate);
}

export function applyWedge(messageId: string): Promise<GmActionResult> {
  return exclusively(wedgeKey(messageId), () => applyNow(messageId));
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const paid = await paidRoll(messageId, SPEC);
  if (isRefusal(paid)) return paid;
  const { message, roll, actor } = paid;
  const key = wedgeKey(messageId);
  if (findRecord(key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  const enemy = await actorFromUuid(roll.targetUuid);
  const ctx = enemy ? banksCombatantOf(enemy) : null;
  const team = ctx?.team ?? null;
  if (!ctx || !team) return refuseRoll(message, SPEC.result, "FRAY.Banks.Gm.Refused.noEnemyTeam");
  let outcome: ReturnType<typeof wedgeOutcome>;
  try {
    outcome = wedgeOutcome(roll, banksStateOf(actor), team.state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refuseRoll(message, SPEC.result, "FRAY.Banks.Gm.Refused.stale");
  }
  const record: WedgeRecord = { state: "applied", team: team.id, hits: outcome.result.hits, before: team.state.bank, after: outcome.result.bank };
  const claimed = await banksStep(key, [messageId], ctx.combat, () => ({ writes: [...teamWrite(ctx.combat, team.id, outcome.patch), messageWrite(message, { wedgeResult: record })], data: { roll, result: record } }));
  if (!claimed) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  return { ok: true, message: "FRAY.Banks.Gm.Wedged" };
}
