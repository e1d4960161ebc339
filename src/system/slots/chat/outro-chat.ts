/**
 * The encounter outro's card (view/slots/outro-card.ts): each fighter's HP, counters and healing
 * still to come, and the GM's two buttons, All Resolve and Slow Burn (gm/outro.ts). One choice
 * stands at a time; while it does, the card says which and offers its Undo. Players see the card
 * without buttons: the outro is the GM's call, and the GM's handler checks that again.
 */
import { type SlotsActor } from "../../../core/slots";
import { OUTRO_CHOICES, type SlotsOutroCard, outroCardView, validateOutroCard } from "../../../view/slots/outro-card";
import { actorFromUuid } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { wordView } from "../../i18n";
import { slotsStateOf } from "../actor-state";
import { slotsMessageFlag } from "../flags";
import { chooseOutro, undoOutro } from "../gm/outro";

const TEMPLATE = "systems/fray/templates/slots/chat/outro.hbs";

export function slotsOutroOf(message: ChatMessage.Implementation): SlotsOutroCard | null {
  const stored = slotsMessageFlag(message, "outro");
  if (stored === undefined) return null;
  try {
    return validateOutroCard(stored);
  } catch {
    return null;
  }
}

async function stateOf(uuid: string): Promise<SlotsActor | null> {
  const actor = await actorFromUuid(uuid);
  try {
    return actor ? slotsStateOf(actor) : null;
  } catch {
    return null;
  }
}

export async function renderOutroCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = slotsOutroOf(message);
  if (card === null) {
    if (slotsMessageFlag(message, "outro") === undefined) return false;
    content.innerHTML = `<p class="fray-warning">${foundry.utils.escapeHTML(game.i18n.localize("FRAY.Slots.Card.Unreadable"))}</p>`;
    return true;
  }
  const states = await Promise.all(card.actors.map((a) => stateOf(a.uuid)));
  const view = outroCardView(card, states, slotsMessageFlag(message, "outroChosen"));
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { view: wordView(view), can: game.user.isGM });
  return true;
}

export async function onOutroAction(message: ChatMessage.Implementation, messageId: string, action: string): Promise<boolean> {
  if (slotsOutroOf(message) === null) return false;
  const index = OUTRO_CHOICES.findIndex((c) => `fray-slots-outro-${c}` === action);
  const choice = OUTRO_CHOICES[index];
  if (choice !== undefined) {
    report(await askGm("fray.slotsOutro", { messageId, targetIndex: index }, () => chooseOutro(messageId, choice, game.user), { withSender: true }));
    return true;
  }
  if (action === "fray-slots-outro-undo") {
    report(await askGm("fray.slotsOutroUndo", { messageId }, () => undoOutro(messageId, game.user), { withSender: true }));
    return true;
  }
  return false;
}
