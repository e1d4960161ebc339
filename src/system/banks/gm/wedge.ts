/**
 * Wedge on the active GM (docs/rules/banks.md §6.19): the roll on the card of a paid Wedge action
 * lowers the Team Bank of the team its target is coordinated with, once per card. Only the
 * GM writes Team Banks; the roller's pool is judged from the roller as it is now.
 */
import { type WedgeRoll, validateWedgeRoll, wedgeOutcome } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { isApplied, recordApply } from "../../../core/ledger";
import type { WedgeRecord } from "../../../view/banks/wedge-view";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid } from "../../gm/actors";
import { type RollSpec, isRefusal, paidRoll, refuseRoll, rollOn } from "./action-card-roll";
import { banksStateOf } from "../actor-state";
import { banksLedgerOf, writeWithEntry } from "./banks-ledger";
import { banksCombatantOf, patchEncounter } from "../combat-context";
import { refreshInitiative } from "../combat/initiative-sync";
import { banksMessageFlags } from "../flags";

export type { WedgeRecord };

const SPEC: RollSpec<WedgeRoll> = { actions: ["wedge"], flag: "wedge", result: "wedgeResult", validate: validateWedgeRoll };

export const wedgeKey = (messageId: string): string => `wedge_${messageId}`;

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
  const ledger = banksLedgerOf(actor);
  const key = wedgeKey(messageId);
  if (isApplied(ledger, key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
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
  // The entry on the roller keeps the card to one Wedge; the team's bank lives in the combat.
  const entry = recordApply(ledger, key, { kind: "team", applied: { before: {}, after: {} }, team: null, threshold: null }, Date.now());
  await writeWithEntry(actor, {}, key, entry);
  await patchEncounter(ctx.combat, { teams: { [team.id]: outcome.patch } });
  await refreshInitiative(ctx.combat);
  const record: WedgeRecord = { state: "applied", team: team.id, hits: outcome.result.hits, before: team.state.bank, after: outcome.result.bank };
  await message.update({ flags: banksMessageFlags({ wedgeResult: record }) });
  return { ok: true, message: "FRAY.Banks.Gm.Wedged" };
}
