/**
 * Posting a wounds attack card and a Soak answering it (attack-flow.ts rolls them). Both are
 * roll cards: they follow the chat's roll mode.
 */
import type { WoundsAttackCard, WoundsSoakCard } from "./attack-card";
import { postCard } from "../../chat/post-card";

export async function postAttackCard(actor: Actor.Implementation, rolls: readonly Roll[], card: WoundsAttackCard): Promise<ChatMessage.Implementation | undefined> {
  return postCard({ speaker: ChatMessage.implementation.getSpeaker({ actor }), content: "", rolls: [...rolls], flags: { fray: { wounds: { attack: card } } } });
}

export async function postSoakCard(target: Actor.Implementation, flavor: string, rolls: readonly Roll[], soak: WoundsSoakCard): Promise<ChatMessage.Implementation | undefined> {
  return postCard({ speaker: ChatMessage.implementation.getSpeaker({ actor: target }), flavor, rolls: [...rolls], flags: { fray: { wounds: { soak } } } });
}
