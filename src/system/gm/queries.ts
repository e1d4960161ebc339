/**
 * The CONFIG.queries handlers (foundry-v13.md §9). A handler is not told who sent it, so every
 * handler takes only message references and re-checks everything from the documents.
 */
import { RulesInputError } from "../../core/errors";
import { type GmActionResult, applyAttackTarget, dealPerkFor, discardPerksFor, undoAttackTarget } from "../trauma/gm/gm-actions";
import type { GmQueryData } from "./gm-request";
import { applyBanksTarget, undoBanksTarget } from "../banks/gm/apply";
import { payBidFor, payForMessage } from "../banks/gm/pay";
import { applyTeamRoll } from "../banks/gm/team-roll";
import { applyActiveDodge } from "../banks/gm/active-dodge";
import { applyMedicine } from "../banks/gm/medicine";
import { applyWedge } from "../banks/gm/wedge";

function read(data: unknown): GmQueryData {
  const v = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof v["messageId"] !== "string") throw new RulesInputError("query.invalid", "messageId", "a query needs a message id");
  const targetIndex = v["targetIndex"];
  if (targetIndex !== undefined && (typeof targetIndex !== "number" || !Number.isInteger(targetIndex) || targetIndex < 0)) {
    throw new RulesInputError("query.invalid", "targetIndex", "a target index is a whole number");
  }
  return targetIndex === undefined ? { messageId: v["messageId"] } : { messageId: v["messageId"], targetIndex };
}

/** Errors become refusals the asking client can show; nothing is applied on error. */
async function guarded(run: () => Promise<GmActionResult>): Promise<GmActionResult> {
  if (!game.user.isActiveGM) return { ok: false, message: "FRAY.Chat.Error.NotActiveGm" };
  try {
    return await run();
  } catch (error) {
    if (error instanceof RulesInputError) return { ok: false, message: error.message.startsWith("FRAY.") ? error.message : "FRAY.Chat.Error.Refused" };
    console.error("Fray | GM action failed", error);
    return { ok: false, message: "FRAY.Chat.Error.Refused" };
  }
}

/**
 * Typed for callers (a wrong payload does not compile); `read` checks again at run time, since
 * the data arrives over the network from an unknown sender.
 */
export const QUERY_HANDLERS = {
  "fray.applyTrauma": (data: GmQueryData) => guarded(() => applyAttackTarget(read(data).messageId, read(data).targetIndex ?? 0)),
  "fray.undoTrauma": (data: GmQueryData) => guarded(() => undoAttackTarget(read(data).messageId, read(data).targetIndex ?? 0)),
  "fray.dealPerk": (data: GmQueryData) => guarded(() => dealPerkFor(read(data).messageId)),
  "fray.discardPerks": (data: GmQueryData) => guarded(() => discardPerksFor(read(data).messageId)),
  "fray.banksPay": (data: GmQueryData) => guarded(() => payForMessage(read(data).messageId)),
  "fray.banksBid": (data: GmQueryData) => guarded(() => payBidFor(read(data).messageId)),
  "fray.banksApply": (data: GmQueryData) => guarded(() => applyBanksTarget(read(data).messageId, read(data).targetIndex ?? 0)),
  "fray.banksUndo": (data: GmQueryData) => guarded(() => undoBanksTarget(read(data).messageId, read(data).targetIndex ?? 0)),
  "fray.banksTeamRoll": (data: GmQueryData) => guarded(() => applyTeamRoll(read(data).messageId)),
  "fray.banksActiveDodge": (data: GmQueryData) => guarded(() => applyActiveDodge(read(data).messageId)),
  "fray.banksMedicine": (data: GmQueryData) => guarded(() => applyMedicine(read(data).messageId)),
  "fray.banksWedge": (data: GmQueryData) => guarded(() => applyWedge(read(data).messageId)),
} as const;

export function registerQueries(): void {
  Object.assign(CONFIG.queries, QUERY_HANDLERS);
}
