/**
 * Foundry `Card` documents ↔ core cards. Fray's cards carry their rank and suit in
 * `flags.fray` (written when the decks are built), so a card is read back exactly, whatever its
 * display name or image. The Card id is the core card's id (docs/rules/trauma.md §3.4).
 */
import { type Card as CoreCard, type PlayingCard, isJokerColor, isRank, isSuit } from "../../core/cards";

export interface FrayCardFlags {
  rank: string;
  suit: string;
  /** A Joker's colour (its rank is "Joker" and it has no suit). */
  color: string;
}

/** The core card of a Foundry card, or null for a card Fray did not make. */
export function coreCardOf(card: Card.Implementation): CoreCard | null {
  const flags = card.flags as { fray?: Partial<FrayCardFlags> };
  const rank = flags.fray?.rank;
  const suit = flags.fray?.suit;
  if (!isRank(rank) || !isSuit(suit) || card.id === null) return null;
  return { id: card.id, rank, suit };
}

/** The core card of a Foundry card of a 54-card pack, Jokers included; null for a card Fray did not make. */
export function playingCardOf(card: Card.Implementation): PlayingCard | null {
  const flags = card.flags as { fray?: Partial<FrayCardFlags> };
  const color = flags.fray?.color;
  if (flags.fray?.rank === "Joker") return isJokerColor(color) && card.id !== null ? { id: card.id, rank: "Joker", color } : null;
  return coreCardOf(card);
}

/** The core cards of a stack (deck, hand or pile), in their sort order. */
export function coreCardsOf(stack: Cards.Implementation | null | undefined): CoreCard[] {
  if (!stack) return [];
  return [...stack.cards]
    .sort((a, b) => a.sort - b.sort)
    .map(coreCardOf)
    .filter((c): c is CoreCard => c !== null);
}
