/**
 * Active Dodge/Parry on the active GM (docs/rules/banks.md §6.7, §6.18): the roll on the card of a
 * paid "Active Dodge/Parry" action becomes the actor's dodge bank, once per card. Paying the
 * action already cleared any older bank; the pool is judged from the actor as it is now.
 */
import { type ActiveDodgeRoll, activeDodgeOutcome, validateActiveDodgeRoll } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import type { ActiveDodgeRecord } from "../../../view/banks/active-dodge-view";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { type RollSpec, isRefusal, paidRoll, refuseRoll, rollOn } from "./action-card-roll";
import { banksStateOf } from "../actor-state";
import { actionRollKey } from "./banks-records";
import { actorWrite, banksStep, messageWrite } from "./banks-step";
import { findRecord } from "../../gm/records/record-book";

export type { ActiveDodgeRecord };

const SPEC: RollSpec<ActiveDodgeRoll> = { actions: ["activeDodge"], flag: "activeDodge", result: "dodgeResult", validate: validateActiveDodgeRoll };

export const dodgeKey = (messageId: string): string => actionRollKey("dodge", messageId);

export function activeDodgeOf(message: ChatMessage.Implementation): ActiveDodgeRoll | null {
  return rollOn(message, SPEC.flag, SPEC.validate);
}

export function applyActiveDodge(messageId: string): Promise<GmActionResult> {
  return exclusively(dodgeKey(messageId), () => applyNow(messageId));
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const paid = await paidRoll(messageId, SPEC);
  if (isRefusal(paid)) return paid;
  const { message, roll, actor } = paid;
  const key = dodgeKey(messageId);
  if (findRecord(key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  const state = banksStateOf(actor);
  let outcome: ReturnType<typeof activeDodgeOutcome>;
  try {
    outcome = activeDodgeOutcome(roll, state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refuseRoll(message, SPEC.result, "FRAY.Banks.Gm.Refused.stale");
  }
  const record: ActiveDodgeRecord = { state: "applied", spec: roll.spec, hits: outcome.result.hits };
  const claimed = await banksStep(key, [messageId], null, () => ({ writes: [...actorWrite(actor, outcome.patch), messageWrite(message, { dodgeResult: record })], data: { roll, result: record } }));
  if (!claimed) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  return { ok: true, message: "FRAY.Banks.Gm.DodgeBanked" };
}
