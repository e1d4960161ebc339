/**
 * The slots chat cards: an attack card, the card of an Execution or Maim, and the encounter
 * outro, each drawn from its view-model (the card read back through its validator: an edited or
 * forged card is drawn as unreadable). Their buttons ask the active GM (gm/), who re-checks
 * everything; a button only its actor's owners may use is shown to them and the GMs alone.
 */
import { type SlotsActor } from "../../../core/slots";
import { actorFromUuid } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { wordView } from "../../i18n";
import { slotsStateOf } from "../actor-state";
import { type SlotsAttackCard, validateSlotsAttackCard } from "../../../view/slots/attack-card";
import { attackCardView } from "../../../view/slots/attack-card-view";
import { slotsMessageFlag } from "../flags";
import { applySlotsTarget, undoSlotsTarget } from "../gm/apply";
import { openFinisher } from "../finisher/open-finisher";
import { actsFor } from "./acts-for";
import { onFinisherAction, renderFinisherCard } from "./finisher-chat";
import { onOutroAction, renderOutroCard } from "./outro-chat";
import { onTreatAction, renderTreatCard } from "./treat-chat";

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

async function renderAttack(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = slotsAttackOf(message);
  if (card === null) {
    if (slotsMessageFlag(message, "attack") === undefined) return false;
    content.innerHTML = `<p class="fray-warning">${foundry.utils.escapeHTML(game.i18n.localize("FRAY.Slots.Card.Unreadable"))}</p>`;
    return true;
  }
  const targets = await Promise.all(card.targets.map((t) => stateOf(t.actorUuid)));
  const view = attackCardView(card, targets, slotsMessageFlag(message, "applied") ?? {});
  const canFinish = await actsFor(card.attackerUuid);
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { messageId: message.id, view: wordView(view), canFinish });
  return true;
}

export async function renderSlotsCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  return (await renderAttack(message, content)) || (await renderFinisherCard(message, content)) || (await renderOutroCard(message, content)) || (await renderTreatCard(message, content));
}

async function onAttackAction(message: ChatMessage.Implementation, messageId: string, action: string, targetIndex: number): Promise<boolean> {
  const card = slotsAttackOf(message);
  if (card === null) return false;
  if (action === "fray-slots-apply") {
    report(await askGm("fray.slotsApply", { messageId, targetIndex }, () => applySlotsTarget(messageId, targetIndex)));
    return true;
  }
  if (action === "fray-slots-undo") {
    report(await askGm("fray.slotsUndo", { messageId, targetIndex }, () => undoSlotsTarget(messageId, targetIndex, game.user), { withSender: true }));
    return true;
  }
  const target = card.targets[targetIndex];
  if (action === "fray-slots-finisher" && target !== undefined) {
    await openFinisher(card.attackerUuid, target.actorUuid, target.name);
    return true;
  }
  return false;
}

export async function onSlotsCardAction(message: ChatMessage.Implementation, action: string, targetIndex: number): Promise<boolean> {
  const messageId = message.id;
  if (!messageId) return false;
  return (await onAttackAction(message, messageId, action, targetIndex)) || (await onFinisherAction(message, messageId, action)) || (await onOutroAction(message, messageId, action)) || (await onTreatAction(message, messageId, action));
}
