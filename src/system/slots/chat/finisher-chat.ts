/**
 * The card of an Execution or Maim (view/slots/finisher-view.ts): drawn from its view-model, its
 * Apply (while no Apply stands) and Undo (while one does) asking the active GM (gm/finish.ts).
 * Both buttons are shown to the executioner's owners and the GMs only; the GM re-checks anyway.
 */
import { type SlotsFinisherCard, validateFinisherCard } from "../../../view/slots/finisher-card";
import { finisherCardView } from "../../../view/slots/finisher-view";
import { askGm, report } from "../../gm/gm-request";
import { wordView } from "../../i18n";
import { slotsMessageFlag } from "../flags";
import { applyFinisher, undoFinisher } from "../gm/finish";
import { actsFor } from "./acts-for";

const TEMPLATE = "systems/fray/templates/slots/chat/finisher.hbs";

export function slotsFinisherOf(message: ChatMessage.Implementation): SlotsFinisherCard | null {
  const stored = slotsMessageFlag(message, "finisher");
  if (stored === undefined) return null;
  try {
    return validateFinisherCard(stored);
  } catch {
    return null;
  }
}

export async function renderFinisherCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = slotsFinisherOf(message);
  if (card === null) {
    if (slotsMessageFlag(message, "finisher") === undefined) return false;
    content.innerHTML = `<p class="fray-warning">${foundry.utils.escapeHTML(game.i18n.localize("FRAY.Slots.Card.Unreadable"))}</p>`;
    return true;
  }
  const finished = slotsMessageFlag(message, "finished");
  const view = finisherCardView(card, finished);
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { view: wordView(view), can: await actsFor(card.actorUuid) });
  return true;
}

export async function onFinisherAction(message: ChatMessage.Implementation, messageId: string, action: string): Promise<boolean> {
  if (slotsFinisherOf(message) === null) return false;
  if (action === "fray-slots-finish") {
    report(await askGm("fray.slotsFinish", { messageId }, () => applyFinisher(messageId)));
    return true;
  }
  if (action === "fray-slots-finish-undo") {
    report(await askGm("fray.slotsFinishUndo", { messageId }, () => undoFinisher(messageId, game.user), { withSender: true }));
    return true;
  }
  return false;
}
