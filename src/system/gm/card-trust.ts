/**
 * Whether the active GM may act on a card for its author (design.md "Trust model"): the author
 * must be able to act for the card's actor. An actor that cannot be resolved (deleted, or a UUID
 * that never existed — a forged card) is refused, never trusted, unless a GM wrote the card.
 */
import { RulesInputError } from "../../core/errors";
import { actorFromUuid, mayActFor } from "./actors";

/** The card's actor (null only on a GM's own card whose actor has gone); throws a refusal otherwise. */
export async function actorTheAuthorActsFor(message: ChatMessage.Implementation, actorUuid: string): Promise<Actor.Implementation | null> {
  const actor = await actorFromUuid(actorUuid);
  if (!actor) {
    if (message.author?.isGM) return null;
    throw new RulesInputError("gm.noActor", message.id ?? "message", "FRAY.Common.Chat.Error.NoActor");
  }
  if (!mayActFor(message.author, actor)) throw new RulesInputError("gm.notOwner", message.id ?? "message", "FRAY.Common.Chat.Error.NotOwner");
  return actor;
}

/** Who may undo a card's outcome: a GM, the card's author, or whoever acts for its actor. */
export async function mayUndo(sender: User.Implementation | null, message: ChatMessage.Implementation, actorUuid: string): Promise<boolean> {
  if (!sender) return false;
  if (sender.isGM || (message.author !== null && sender.id === message.author.id)) return true;
  return mayActFor(sender, await actorFromUuid(actorUuid));
}
