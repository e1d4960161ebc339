import { RulesInputError, requireRecord } from "../errors";

/** Ranks of an ordinary pack; A = 1, J/Q/K are faces (docs/rules/trauma.md §3.4). */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];

/** Spades, Hearts, Diamonds, Clubs. */
export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/**
 * One physical card. `id` is what identifies it (a Foundry `Card` id): a Perk Deck built from
 * several Leads' packs holds several K♥, so plays are matched by id (docs/rules/trauma.md §3.4).
 */
export interface Card {
  readonly id: string;
  readonly rank: Rank;
  readonly suit: Suit;
}

/**
 * A Joker (a 54-card pack holds a red and a black one, rules/wounds.md §7): no rank of the 13
 * and no suit. Its `rank` is "Joker", so `card.rank === "Joker"` tells it from a suited card.
 * Notation (notation.ts): "RJ" for the red Joker, "BJ" for the black.
 */
export const JOKER_COLORS = ["red", "black"] as const;
export type JokerColor = (typeof JOKER_COLORS)[number];

export interface Joker {
  readonly id: string;
  readonly rank: "Joker";
  readonly color: JokerColor;
}

/**
 * Any card of a full pack, Jokers included. `Card` stays the suited card: trauma's decks hold
 * no Jokers, so its code never has to rule one out.
 */
export type PlayingCard = Card | Joker;

/** What a card looks like regardless of its id: rank and suit, or a Joker's colour. */
export type CardFace = Pick<Card, "rank" | "suit"> | Pick<Joker, "rank" | "color">;

/** Narrows a PlayingCard to a Joker (and a CardFace to a Joker's face). */
export function isJoker<C extends CardFace>(card: C): card is Extract<C, { readonly rank: "Joker" }> {
  requireRecord(card, "card", "card.invalid");
  return card.rank === "Joker";
}

export function isJokerColor(value: unknown): value is JokerColor {
  return typeof value === "string" && (JOKER_COLORS as readonly string[]).includes(value);
}

export function isRank(value: unknown): value is Rank {
  return typeof value === "string" && (RANKS as readonly string[]).includes(value);
}

export function isSuit(value: unknown): value is Suit {
  return typeof value === "string" && (SUITS as readonly string[]).includes(value);
}

export function isFace(card: Pick<Card, "rank">): boolean {
  requireRecord(card, "card", "card.invalid");
  return card.rank === "J" || card.rank === "Q" || card.rank === "K";
}

/** A = 1, "2"–"10" their number; faces have no value (null). */
export function cardValue(card: Pick<Card, "rank">): number | null {
  if (isFace(card)) return null;
  if (!isRank(card.rank)) throw new RulesInputError("card.invalid", "card.rank", `card.rank must be one of ${RANKS.join(", ")}`);
  return card.rank === "A" ? 1 : Number(card.rank);
}

/** "10S" — rank+suit, the identity of a card's face regardless of its id; "RJ"/"BJ" for a Joker. */
export function faceKey(card: CardFace): string {
  requireRecord(card, "card", "card.invalid");
  if (isJoker(card)) return jokerKey(card.color);
  return `${card.rank}${card.suit}`;
}

/** "RJ" or "BJ". */
export function jokerKey(color: JokerColor): string {
  return color === "red" ? "RJ" : "BJ";
}

/**
 * Checks that `value` is a well-formed suited Card (plain data from JSON or Foundry). A Joker is
 * refused (`card.invalid` at `.rank`): callers that deal Jokers use `validatePlayingCard`.
 */
export function validateCard(value: unknown, path: string): Card {
  const v = cardObject(value, path);
  if (v["rank"] === "Joker") {
    throw new RulesInputError("card.invalid", `${path}.rank`, `${path} is a Joker; only the 52 suited cards belong here`);
  }
  if (!isRank(v["rank"])) {
    throw new RulesInputError(
      "card.invalid",
      `${path}.rank`,
      `${path}.rank must be one of ${RANKS.join(", ")}, got ${JSON.stringify(v["rank"])}`,
    );
  }
  if (!isSuit(v["suit"])) {
    throw new RulesInputError(
      "card.invalid",
      `${path}.suit`,
      `${path}.suit must be one of ${SUITS.join(", ")}, got ${JSON.stringify(v["suit"])}`,
    );
  }
  return value as Card;
}

/** Checks that `value` is a well-formed card of a full pack: a suited Card or a Joker. */
export function validatePlayingCard(value: unknown, path: string): PlayingCard {
  const v = cardObject(value, path);
  if (v["rank"] !== "Joker") return validateCard(value, path);
  if (!isJokerColor(v["color"])) {
    throw new RulesInputError("card.invalid", `${path}.color`, `${path}.color must be one of ${JOKER_COLORS.join(", ")}, got ${JSON.stringify(v["color"])}`);
  }
  return value as Joker;
}

function cardObject(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("card.invalid", path, `${path} must be a card object { id, rank, suit }`);
  }
  const v = value as Record<string, unknown>;
  if (typeof v["id"] !== "string" || v["id"] === "") {
    throw new RulesInputError("card.invalid", `${path}.id`, `${path}.id must be a non-empty string`);
  }
  return v;
}
