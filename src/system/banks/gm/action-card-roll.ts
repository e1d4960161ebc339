/**
 * What the active GM checks before counting the roll on an action card (a Team Bank roll,
 * Active Dodge/Parry, a treatment): the card declares one of the rolling actions, records a
 * well-formed roll, its author may act for the actor, and the GM already took the action's IP
 * (its payment record, which also fixes which actor declared which action: the message is its
 * author's to edit). A refusal is also written on the card, so everyone sees why the roll did
 * not count.
 */
import type { ActionName, DeclaredAction } from "../../../core/banks";
import { type GmActionResult, refuse } from "../../gm/gm-lock";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { paidRecord } from "./banks-records";
import { banksActionOf } from "../chat/messages";
import { banksMessageFlag, banksMessageFlags } from "../flags";

export type RollFlag = "teamRoll" | "activeDodge" | "medicine" | "wedge";
export type ResultFlag = "teamResult" | "dodgeResult" | "medicineResult" | "wedgeResult";

/** The roll a card records under `flag`, or null when it has none or a malformed one. */
export function rollOn<T>(message: ChatMessage.Implementation, flag: RollFlag, validate: (value: unknown, path: string) => T): T | null {
  const raw: unknown = banksMessageFlag(message, flag);
  if (raw === undefined) return null;
  try {
    return validate(raw, `ChatMessage.${message.id ?? ""}.flags.fray.banks.${flag}`);
  } catch (error) {
    console.warn(`Fray | ignoring a malformed ${flag}`, message.id, error);
    return null;
  }
}

/** Writes the refusal on the card and answers the asker with it. */
export async function refuseRoll(message: ChatMessage.Implementation, flag: ResultFlag, reason: string): Promise<GmActionResult> {
  // The result flags share the refused shape, so any one of them takes it.
  await message.update({ flags: banksMessageFlags({ [flag]: { state: "refused", reason } }) });
  return refuse(reason);
}

export interface PaidRoll<T> {
  readonly message: ChatMessage.Implementation;
  readonly action: DeclaredAction;
  readonly roll: T;
  readonly actor: Actor.Implementation;
}

export interface RollSpec<T> {
  readonly actions: readonly ActionName[];
  readonly flag: RollFlag;
  readonly result: ResultFlag;
  readonly validate: (value: unknown, path: string) => T;
}

/** The card and its roll when every check passes; otherwise the refusal to answer with. */
export async function paidRoll<T>(messageId: string, spec: RollSpec<T>): Promise<PaidRoll<T> | GmActionResult> {
  const message = game.messages.get(messageId);
  const current = message ? banksActionOf(message) : null;
  const roll = message ? rollOn(message, spec.flag, spec.validate) : null;
  if (!message || !current || !spec.actions.includes(current.action) || roll === null) return refuse("FRAY.Common.Chat.Error.NoCard");
  const paid = paidRecord(messageId);
  const action: DeclaredAction = paid ? { ...current, actorUuid: paid.actorUuid, action: paid.action } : current;
  const actor = await actorFromUuid(action.actorUuid);
  if (!actor || !mayActFor(message.author, actor)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  if (!paid || !spec.actions.includes(action.action)) return refuseRoll(message, spec.result, "FRAY.Banks.Gm.Refused.actionUnpaid");
  return { message, action, roll, actor };
}

export function isRefusal<T>(value: PaidRoll<T> | GmActionResult): value is GmActionResult {
  return "ok" in value;
}
