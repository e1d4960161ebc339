/**
 * The slots chat cards: a message carrying an attack card is drawn from its view-model (the
 * card read back through the validator: an edited or forged card is drawn as unreadable), and
 * its Apply and Undo buttons ask the active GM (gm/apply.ts), who re-checks everything.
 */
import { type SlotsActor } from "../../../core/slots";
import { actorFromUuid } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { wordView } from "../../i18n";
import { slotsStateOf } from "../actor-state";
import { type SlotsAttackCard, validateSlotsAttackCard } from "../attack/card";
import { attackCardView } from "../attack/card-view";
import { slotsMessageFlag } from "../flags";
import { applySlotsTarget, undoSlotsTarget } from "../gm/apply";

const TEMPLATE = "systems/fray/templates/slots/chat/attack.hbs";

export function slotsAttackOf(message: ChatMessage.Implementation): SlotsAttackCard | null {
  const stored = slotsMessageFlag(message, "attack");
  if (stored === undefined) return null;
  try {
    return validateSlotsAttackCard(stored);
  } catch {
    return null;
  }
}

async function stateOf(uuid: string): Promise<SlotsActor | null> {
  const actor = await actorFromUuid(uuid);
  if (!actor) return null;
  try {
    return slotsStateOf(actor);
  } catch {
    return null;
  }
}

export async function renderSlotsCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = slotsAttackOf(message);
  if (card === null) {
    if (slotsMessageFlag(message, "attack") === undefined) return false;
    content.innerHTML = `<p class="fray-warning">${foundry.utils.escapeHTML(game.i18n.localize("FRAY.Slots.Card.Unreadable"))}</p>`;
    return true;
  }
  const targets = await Promise.all(card.targets.map((t) => stateOf(t.actorUuid)));
  const view = attackCardView(card, targets, slotsMessageFlag(message, "applied") ?? {});
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { messageId: message.id, view: wordView(view) });
  return true;
}

export async function onSlotsCardAction(message: ChatMessage.Implementation, action: string, targetIndex: number): Promise<boolean> {
  const messageId = message.id;
  if (!messageId || slotsAttackOf(message) === null) return false;
  if (action === "fray-slots-apply") {
    report(await askGm("fray.slotsApply", { messageId, targetIndex }, () => applySlotsTarget(messageId, targetIndex)));
    return true;
  }
  if (action === "fray-slots-undo") {
    report(await askGm("fray.slotsUndo", { messageId, targetIndex }, () => undoSlotsTarget(messageId, targetIndex, game.user), { withSender: true }));
    return true;
  }
  return false;
}
