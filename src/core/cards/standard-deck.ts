import { RulesInputError, requireInt, requireRecord } from "../errors";
import { type Card, JOKER_COLORS, type Joker, type PlayingCard, RANKS, SUITS, faceKey } from "./card";

/** The suited cards of one pack. */
export const STANDARD_DECK_SIZE = 52;
/** A pack holds at most a red and a black Joker. */
export const MAX_JOKERS = JOKER_COLORS.length;

export interface StandardDeckOptions {
  /** 0 (default), 1 (the red Joker) or 2 (red and black): Wounds' Action Deck has 2 (rules/wounds.md §7). */
  readonly jokers?: number;
  /** Ids are `${prefix}-${faceKey}`, e.g. "action-10H", "action-RJ" (default "card"). */
  readonly prefix?: string;
}

/**
 * A fresh, unshuffled pack: suits ♠ ♥ ♦ ♣, each A…K, then the Jokers. Throws `deck.invalid` for
 * a Joker count other than 0, 1 or 2.
 */
export function standardDeck(options?: StandardDeckOptions & { readonly jokers?: 0 }): Card[];
export function standardDeck(options: StandardDeckOptions): PlayingCard[];
export function standardDeck(options: StandardDeckOptions = {}): PlayingCard[] {
  requireRecord(options, "options", "deck.invalid");
  const jokers = requireInt(options.jokers ?? 0, "jokers", "deck.invalid", { min: 0, max: MAX_JOKERS });
  const prefix = options.prefix ?? "card";
  if (typeof prefix !== "string") throw new RulesInputError("deck.invalid", "prefix", "A deck's card id prefix must be text");
  const suited: Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ id: `${prefix}-${faceKey({ rank, suit })}`, rank, suit })));
  const jokerCards: Joker[] = JOKER_COLORS.slice(0, jokers).map((color) => ({ id: `${prefix}-${faceKey({ rank: "Joker", color })}`, rank: "Joker", color }));
  return [...suited, ...jokerCards];
}
