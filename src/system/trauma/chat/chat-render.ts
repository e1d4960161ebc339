/**
 * The trauma chat cards: an attack card and a resistance draw render from their recorded inputs
 * every time (the outcome is recomputed, never stored), with the buttons this viewer may use.
 */
import { type Card, formatCard } from "../../../core/cards";
import { type AttackCardState, actorDrawInput, attackCardOutcome, resolveDraw } from "../../../core/trauma";
import { attackCardView, type AttackCardTargetInput } from "../../../view/trauma/attack-card";
import { cardImage } from "../../cards/card-data";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { wordView } from "../../i18n";
import { traumaStateOf } from "../actor-state";
import { attackCardOf, resistanceFor, resistanceOf } from "../attack-messages";
import { traumaMessageFlag } from "../flags";

const ATTACK_TEMPLATE = "systems/fray/templates/trauma/chat/attack.hbs";
const RESISTANCE_TEMPLATE = "systems/fray/templates/trauma/chat/resistance.hbs";

async function attackTargets(message: ChatMessage.Implementation, card: AttackCardState): Promise<AttackCardTargetInput[]> {
  const applied = traumaMessageFlag(message, "applied") ?? {};
  const mayApply = game.user.isGM || message.isAuthor;
  return Promise.all(
    card.targets.map(async (ref, i): Promise<AttackCardTargetInput> => {
      const target = await actorFromUuid(ref.actorUuid);
      if (!target) return { name: ref.name, outcome: null, applied: null, can: { resist: false, apply: false, undo: false } };
      const resistance = await resistanceFor(message.id ?? "", i, target);
      let outcome = null;
      try {
        outcome = attackCardOutcome(card, traumaStateOf(target), resistance?.draw ?? null).result;
      } catch (error) {
        // A target that died since, or a card the rules now reject, shows as unavailable.
        console.debug("Fray | attack card target unavailable", error);
      }
      return { name: ref.name, outcome, applied: applied[String(i)] ?? null, can: { resist: mayActFor(game.user, target), apply: mayApply, undo: mayApply } };
    }),
  );
}

const faces = (cards: readonly Card[]) => cards.map((c) => ({ src: cardImage(c), alt: formatCard(c, { symbols: true }) }));

/** Renders a trauma attack card or resistance draw into `content`; false for any other message. */
export async function renderTraumaCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const render = foundry.applications.handlebars.renderTemplate;
  const card = attackCardOf(message);
  if (card) {
    const draw = resolveDraw(actorDrawInput(card.attacker.state, card.weapon.profile.ability, card.weapon.profile.lobe, card.weapon.profile.difficulty, card.draw)).result;
    const view = attackCardView(card, draw, await attackTargets(message, card), cardImage);
    content.innerHTML = await render(ATTACK_TEMPLATE, { messageId: message.id, view: wordView(view) });
    return true;
  }
  const resistance = resistanceOf(message);
  if (!resistance) return false;
  const attack = game.messages.get(resistance.attackMessageId);
  const attackCard = attack ? attackCardOf(attack) : null;
  const targetName = attackCard?.targets[resistance.targetIndex]?.name ?? "";
  const title = game.i18n.format("FRAY.Trauma.Chat.ResistanceTitle", { target: targetName, weapon: attackCard?.weapon.name ?? "" });
  content.innerHTML = await render(RESISTANCE_TEMPLATE, { title, cards: faces(resistance.draw.cards), perks: faces((resistance.draw.perks ?? []).map((p) => p.card)) });
  return true;
}
