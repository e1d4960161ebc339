/**
 * Posting a trauma attack card and a target's resistance draw (attack-flow.ts draws them). They
 * hold no dice, but they are the ruleset's rolls: they follow the chat's roll mode.
 */
import type { AttackCardState } from "../../../core/trauma";
import type { ResistanceFlag } from "../attack-messages";
import { traumaMessageFlags } from "../flags";
import { postCard } from "../../chat/post-card";

const line = (text: string): string => `<p>${foundry.utils.escapeHTML(text)}</p>`;

export async function postAttackCard(actor: Actor.Implementation, itemName: string, card: AttackCardState): Promise<ChatMessage.Implementation | undefined> {
  return postCard({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    content: line(game.i18n.format("FRAY.Trauma.Chat.AttackFallback", { attacker: actor.name, weapon: itemName })),
    flags: traumaMessageFlags({ attack: card }),
  });
}

export async function postResistance(target: Actor.Implementation, resistance: ResistanceFlag): Promise<ChatMessage.Implementation | undefined> {
  return postCard({
    speaker: ChatMessage.implementation.getSpeaker({ actor: target }),
    content: line(game.i18n.format("FRAY.Trauma.Chat.ResistanceFallback", { target: target.name })),
    flags: traumaMessageFlags({ resistance }),
  });
}
