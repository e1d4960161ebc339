/**
 * A ruleset's attack card as the active GM first accepted it (design.md "Trust model"): the
 * message must carry a card, its author must act for the card's attacker (a forged card naming no
 * actor is refused), and from the first acceptance on the GM's frozen copy counts, not the
 * message, whose author can edit it. Every ruleset's Apply and Undo start here.
 */
import { RulesInputError } from "../../core/errors";
import { actorTheAuthorActsFor } from "./card-trust";
import { frozen } from "./records/exactly-once";

/** A stored value read back by a validator that throws `RulesInputError`: null for data it refuses. */
export function validOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof RulesInputError) return null;
    throw error;
  }
}

export interface CardKind<C> {
  /** The GM record's key for this message's card (e.g. `trauma.card:<id>`). */
  readonly key: (messageId: string) => string;
  /** The card the message carries now, or null for none (or none valid). */
  readonly of: (message: ChatMessage.Implementation) => C | null;
  /** A stored card read back; throws `RulesInputError` for data it refuses. */
  readonly validate: (data: unknown) => C;
  /** The actor the card's author must act for. */
  readonly attackerUuid: (card: C) => string;
}

export async function acceptedCard<C>(messageId: string, kind: CardKind<C>): Promise<{ message: ChatMessage.Implementation; card: C }> {
  const message = game.messages.get(messageId);
  const current = message ? kind.of(message) : null;
  if (!message || current === null) throw new RulesInputError("gm.noCard", messageId, "FRAY.Common.Chat.Error.NoCard");
  const card = await frozen(kind.key(messageId), [messageId], current, (data) => validOrNull(() => kind.validate(data)));
  await actorTheAuthorActsFor(message, kind.attackerUuid(card));
  return { message, card };
}
