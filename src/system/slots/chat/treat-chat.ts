/**
 * The card of a treated bleed-out (view/slots/treat-card.ts): drawn from its view-model, with an
 * Undo while the treatment stands and an Apply again once undone, both asking the active GM
 * (gm/treat.ts). Shown to the maimed actor's owners and the GMs; the GM re-checks anyway.
 */
import { type SlotsTreatCard, treatCardView, validateTreatCard } from "../../../view/slots/treat-card";
import { askGm, report } from "../../gm/gm-request";
import { wordView } from "../../i18n";
import { slotsMessageFlag } from "../flags";
import { applyTreat, undoTreat } from "../gm/treat";
import { actsFor } from "./acts-for";

const TEMPLATE = "systems/fray/templates/slots/chat/treat.hbs";

export function slotsTreatOf(message: ChatMessage.Implementation): SlotsTreatCard | null {
  const stored = slotsMessageFlag(message, "treat");
  if (stored === undefined) return null;
  try {
    return validateTreatCard(stored);
  } catch {
    return null;
  }
}

export async function renderTreatCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = slotsTreatOf(message);
  if (card === null) {
    if (slotsMessageFlag(message, "treat") === undefined) return false;
    content.innerHTML = `<p class="fray-warning">${foundry.utils.escapeHTML(game.i18n.localize("FRAY.Slots.Card.Unreadable"))}</p>`;
    return true;
  }
  const view = treatCardView(card, slotsMessageFlag(message, "treated"));
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { view: wordView(view), can: await actsFor(card.actorUuid) });
  return true;
}

export async function onTreatAction(message: ChatMessage.Implementation, messageId: string, action: string): Promise<boolean> {
  if (slotsTreatOf(message) === null) return false;
  if (action === "fray-slots-treat") {
    report(await askGm("fray.slotsTreat", { messageId }, () => applyTreat(messageId)));
    return true;
  }
  if (action === "fray-slots-treat-undo") {
    report(await askGm("fray.slotsTreatUndo", { messageId }, () => undoTreat(messageId, game.user), { withSender: true }));
    return true;
  }
  return false;
}
