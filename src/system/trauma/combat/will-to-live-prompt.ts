/**
 * The Will-to-Live prompt (docs/rules/trauma.md §5.10, §7): a card whispered to the actor's owners
 * and the GMs with a "Draw for the will to live" button. The click draws on the clicking
 * client (an owner, or a GM) and posts the cards in a message of its own; the active GM
 * checks and applies it (will-to-live-apply.ts). The button is only a convenience: the
 * message is what counts, and the GM re-checks everything it says.
 */
import { WILL_TO_LIVE } from "../../../core/trauma";
import { formatCards } from "../../../core/cards";
import { CardDraw } from "../cards/card-draw";
import { traumaStateOf } from "../actor-state";
import { readLedger } from "../../combat/automation-ledger";
import { COMBAT_TEMPLATES, renderCombatTemplate } from "../../combat/chat";
import { gmIds } from "../../gm/gm-users";
import { type WillToLiveFlag, type WillToLivePromptFlag, readWillToLivePrompt, willToLiveKey } from "./will-to-live-check";
import { traumaMessageFlag, traumaMessageFlags } from "../flags";
import { postCard } from "../../chat/post-card";

export const WILL_TO_LIVE_ACTION = "frayWillToLive";

export async function postWillToLivePrompt(combat: Combat.Implementation, combatant: Combatant.Implementation, round: number): Promise<void> {
  if (!combat.id || !combatant.id) return;
  const prompt: WillToLivePromptFlag = { combatId: combat.id, round, combatantId: combatant.id };
  const content = await renderCombatTemplate(COMBAT_TEMPLATES.willToLivePrompt, { name: combatant.name, action: WILL_TO_LIVE_ACTION });
  const whisper = [...new Set([...gmIds(), ...combatant.players.map((u) => u.id)])];
  await ChatMessage.implementation.create({
    speaker: ChatMessage.implementation.getSpeaker({ alias: game.i18n.localize("FRAY.Common.Combat.Speaker") }),
    content,
    whisper,
    flags: traumaMessageFlags({ willToLivePrompt: prompt }),
  });
}

/** The combatant and actor a prompt names, if the combat still has them. */
function promptTarget(prompt: WillToLivePromptFlag): { combat: Combat.Implementation; combatant: Combatant.Implementation; actor: Actor.Implementation } | null {
  const combat = game.combats.get(prompt.combatId);
  const combatant = combat?.combatants.get(prompt.combatantId);
  const actor = combatant?.actor;
  return combat && combatant && actor ? { combat, combatant, actor } : null;
}

/** Whether this user may draw for the prompt now: owner or GM, and not answered yet. */
export function mayDrawFor(prompt: WillToLivePromptFlag): boolean {
  const target = promptTarget(prompt);
  if (!target) return false;
  if (readLedger(target.combat.flags).resolved.includes(willToLiveKey(prompt))) return false;
  return game.user.isGM || target.actor.isOwner;
}

/** Draws Will (docs/rules/trauma.md §5.10: Will ability, Focal lobe, difficulty 10) and posts the cards for the GM. */
export async function drawForWillToLive(prompt: WillToLivePromptFlag): Promise<void> {
  const target = promptTarget(prompt);
  if (!target || !mayDrawFor(prompt)) {
    ui.notifications?.warn("FRAY.Trauma.Combat.WillToLive.NotAllowed", { localize: true });
    return;
  }
  const { actor, combatant } = target;
  const count = traumaStateOf(actor).abilities[WILL_TO_LIVE.ability] ?? 0;
  const draw = await CardDraw.forActor(actor, count);
  const flag: WillToLiveFlag = { ...prompt, actorUuid: actor.uuid, cards: draw.cards };
  const content = await renderCombatTemplate(COMBAT_TEMPLATES.willToLiveDraw, {
    name: combatant.name,
    cards: formatCards(draw.cards, { symbols: true }),
    status: game.i18n.localize("FRAY.Trauma.Combat.WillToLive.Awaiting"),
  });
  await postCard({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    content,
    flags: traumaMessageFlags({ willToLive: flag }),
  });
}

/** renderChatMessageHTML: wires the prompt's button, hidden from those who may not use it. */
export function onRenderWillToLivePrompt(message: ChatMessage.Implementation, html: HTMLElement): void {
  const prompt = readWillToLivePrompt(traumaMessageFlag(message, "willToLivePrompt"));
  const button = html.querySelector<HTMLButtonElement>(`[data-action="${WILL_TO_LIVE_ACTION}"]`);
  if (!prompt || !button) return;
  if (!mayDrawFor(prompt)) {
    button.hidden = true;
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    drawForWillToLive(prompt)
      .catch((error: unknown) => {
        console.error("fray | Will-to-Live draw failed", error);
        button.disabled = false;
      });
  });
}
