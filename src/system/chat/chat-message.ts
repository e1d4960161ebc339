/**
 * Fray's ChatMessage: attack cards and resistance draws render from their recorded inputs
 * every time (the outcome is recomputed, never stored), with the buttons this viewer may use.
 * One delegated click listener per message, as dnd5e does; each handler re-checks permission
 * and disables its button while it runs.
 */
import { type Card, formatCard } from "../../core/cards";
import { type AttackCardState, actorDrawInput, attackCardOutcome, resolveDraw } from "../../core/trauma";
import { attackCardView, type AttackCardTargetInput } from "../../view/trauma/attack-card";
import { cardImage } from "../cards/card-data";
import { wordView } from "../i18n";
import { actorFromUuid, attackCardOf, mayActFor, resistanceFor, resistanceOf } from "../trauma/attack-messages";
import { traumaStateOf } from "../trauma/actor-state";
import { onCardAction } from "./card-actions";
import { renderBanksCard } from "../banks/chat/chat-render";

const ATTACK_TEMPLATE = "systems/fray/templates/trauma/chat/attack.hbs";
const RESISTANCE_TEMPLATE = "systems/fray/templates/trauma/chat/resistance.hbs";

async function attackTargets(message: ChatMessage.Implementation, card: AttackCardState): Promise<AttackCardTargetInput[]> {
  const applied = message.getFlag("fray", "applied") ?? {};
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

export class FrayChatMessage<SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    const content = html.querySelector(".message-content");
    if (!content) return html;
    if (await renderBanksCard(this, content)) {
      html.addEventListener("click", (event) => void onCardAction(this, event));
      return html;
    }
    const card = attackCardOf(this);
    const resistance = resistanceOf(this);
    if (!card && !resistance) return html;
    const image = (c: Card): string => cardImage(c);
    if (card) {
      const draw = resolveDraw(actorDrawInput(card.attacker.state, card.weapon.profile.ability, card.weapon.profile.lobe, card.weapon.profile.difficulty, card.draw)).result;
      const view = attackCardView(card, draw, await attackTargets(this, card), image);
      content.innerHTML = await foundry.applications.handlebars.renderTemplate(ATTACK_TEMPLATE, { messageId: this.id, view: wordView(view) });
    } else if (resistance) {
      const attack = game.messages.get(resistance.attackMessageId);
      const attackCard = attack ? attackCardOf(attack) : null;
      const targetName = attackCard?.targets[resistance.targetIndex]?.name ?? "";
      const title = game.i18n.format("FRAY.Chat.ResistanceTitle", { target: targetName, weapon: attackCard?.weapon.name ?? "" });
      const faces = (cards: readonly Card[]) => cards.map((c) => ({ src: image(c), alt: formatCard(c, { symbols: true }) }));
      content.innerHTML = await foundry.applications.handlebars.renderTemplate(RESISTANCE_TEMPLATE, {
        title,
        cards: faces(resistance.draw.cards),
        perks: faces((resistance.draw.perks ?? []).map((p) => p.card)),
      });
    }
    html.addEventListener("click", (event) => void onCardAction(this, event));
    return html;
  }
}
