/**
 * Renders the track chat cards into a message: the attack roll card and the soak card. The
 * buttons shown are those this viewer may use: Soak only for whoever soaks for the target (the
 * owning player if active, else the GM; any GM may stand in), Apply and Undo for a GM or the
 * soak's author.
 */
import { wordView } from "../../i18n";
import { readAttackCard, readSoakMessage } from "./card-data";
import { rollCardView, soakCardView } from "../../../view/track/card-views";
import { finalTestCardView, healingCardView } from "../../../view/track/final-test-views";
import { soakMessageFor, trackSoakerOf } from "./soaker";
import { actorFromUuid } from "../../gm/actors";
import { trackMessageFlag } from "../flags";

const TEMPLATES = {
  roll: "systems/fray/templates/track/chat/attack.hbs",
  soak: "systems/fray/templates/track/chat/soak.hbs",
  finalTest: "systems/fray/templates/track/chat/final-test.hbs",
  healing: "systems/fray/templates/track/chat/healing.hbs",
} as const;

async function rollCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = readAttackCard(trackMessageFlag(message, "attack"));
  if (card === null || !message.id) return false;
  const target = await actorFromUuid(card.targetUuid);
  const soaker = target ? trackSoakerOf(target) : null;
  const soaked = soakMessageFor(message.id) !== null;
  const canSoak = target !== null && (soaker?.isSelf === true || game.user.isGM);
  const view = wordView(rollCardView(card, { soaker: soaker?.name ?? null, soaked, canSoak }));
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATES.roll, { view, messageId: message.id });
  return true;
}

async function soakCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const soak = readSoakMessage(trackMessageFlag(message, "soak"));
  if (soak === null || !message.id) return false;
  const attack = game.messages.get(soak.attackMessageId);
  const card = attack ? readAttackCard(trackMessageFlag(attack, "attack")) : null;
  const result = trackMessageFlag(message, "result") ?? null;
  const view = wordView(soakCardView(card?.target ?? message.speaker.alias ?? "", soak, result));
  const mayDecide = game.user.isGM || message.isAuthor;
  const can = { apply: mayDecide && (result === null || result.undone), undo: mayDecide && result !== null && !result.undone };
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATES.soak, { view, can, messageId: message.id });
  return true;
}

/** A final Healing Test owed: the button for whoever acts for the actor, until it is rolled. */
async function finalTestCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const owed = trackMessageFlag(message, "finalTest");
  if (!owed || !message.id || message.author?.isGM !== true) return false;
  const actor = await actorFromUuid(owed.actorUuid);
  const rolled = game.messages.some((m) => trackMessageFlag(m, "healing")?.finalTestMessageId === message.id);
  const soaker = actor ? trackSoakerOf(actor) : null;
  const view = wordView(finalTestCardView(owed.name, { rolled, canRoll: actor !== null && !rolled && (soaker?.isSelf === true || game.user.isGM), roller: soaker?.name ?? null }));
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATES.finalTest, { view, messageId: message.id });
  return true;
}

async function healingCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const roll = trackMessageFlag(message, "healing");
  if (!roll || !message.id) return false;
  const view = wordView(healingCardView(message.speaker.alias ?? "", roll.dice, trackMessageFlag(message, "healed") ?? null));
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(TEMPLATES.healing, { view, messageId: message.id });
  return true;
}

export async function renderTrackCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  return (await rollCard(message, content)) || (await soakCard(message, content)) || (await finalTestCard(message, content)) || (await healingCard(message, content));
}
