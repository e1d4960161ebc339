/**
 * Spending a Benny from a person's side (issue 13: every spend on a chat card; two clicks spend
 * one Benny): the spend is posted as a card first, then the active GM applies it once
 * (gm-spend.ts). A spend the GM refuses (no Benny left) takes its card away again. This is the
 * one function other wounds flows call to spend a Benny for an actor.
 */
import { mayActFor } from "../../gm/actors";
import type { GmActionResult } from "../../gm/gm-lock";
import { refuse } from "../../gm/gm-lock";
import { askGm } from "../../gm/gm-request";
import { woundsStateOf } from "../actor-state";
import type { BennyReason, WoundsBennyCard } from "./benny-card";
import { gmPoolOf, playerOwned } from "./gm-pool";
import { bennyPayer } from "./payer";
import { applyBennySpend } from "./gm-spend";

/** Whether this user could spend a Benny for the actor now (the GM checks again). */
export function maySpendBenny(actor: Actor.Implementation | null): boolean {
  if (actor === null) return game.user.isGM && gmPoolOf() > 0;
  if (!mayActFor(game.user, actor)) return false;
  try {
    const state = woundsStateOf(actor);
    // Only a GM's client can read the pool; a player's actor never draws on it.
    return !state.dead && bennyPayer({ bennies: state.bennies, playerOwned: playerOwned(actor), pool: game.user.isGM ? gmPoolOf() : 0 }) !== null;
  } catch {
    return false;
  }
}

/**
 * Spends one Benny for `actor` (null: the GM's pool for nobody in particular) on a chat card that
 * says what it bought; resolves to the GM's answer.
 */
export async function spendBenny(actor: Actor.Implementation | null, reason: BennyReason): Promise<GmActionResult> {
  if (actor !== null && !mayActFor(game.user, actor)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  const card: WoundsBennyCard = { actorUuid: actor?.uuid ?? "", name: actor?.name ?? game.i18n.localize("FRAY.Wounds.Benny.Gm"), reason };
  const speaker = actor ? ChatMessage.implementation.getSpeaker({ actor }) : ChatMessage.implementation.getSpeaker();
  const message = await ChatMessage.implementation.create({ speaker, content: "", flags: { fray: { wounds: { benny: card } } } } as ChatMessage.CreateData);
  const messageId = message?.id;
  if (!message || !messageId) return refuse("FRAY.Common.Chat.Error.NoSender");
  const result = await askGm("fray.woundsBenny", { messageId }, () => applyBennySpend(messageId));
  // Refused, so nothing was spent: the card would only mislead (an unanswered request may still be applied: it stays).
  if (!result.ok && result.message !== "FRAY.Common.Chat.Error.NoAnswer" && message.isAuthor) await message.delete();
  return result;
}
