/**
 * "Treat the bleed-out" from the slots sheet (docs/rules/slots.md §5.12): posts the treatment
 * card as the clicking user and asks the active GM to apply it at once (gm/treat.ts); the card
 * keeps the Undo. The server stamps the card's author, so the GM knows who asks: the patient's
 * owner or a GM.
 */
import { askGm, report } from "../../gm/gm-request";
import type { SlotsTreatCard } from "../../../view/slots/treat-card";
import { slotsMessageFlags } from "../flags";
import { applyTreat } from "../gm/treat";

export async function treatBleedOutOf(actor: Actor.Implementation): Promise<void> {
  const card: SlotsTreatCard = { version: 1, actorUuid: actor.uuid, actorName: actor.name };
  const message = await ChatMessage.implementation.create({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    content: `<p>${foundry.utils.escapeHTML(game.i18n.format("FRAY.Slots.Treat.Title", { name: actor.name }))}</p>`,
    flags: slotsMessageFlags({ treat: card }),
  });
  const messageId = message?.id;
  if (!messageId) return;
  report(await askGm("fray.slotsTreat", { messageId }, () => applyTreat(messageId)));
}
