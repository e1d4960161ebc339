import { RulesInputError } from "../errors";

/** Ranks of an ordinary pack; A = 1, J/Q/K are faces (rules/trauma.md §3.4). */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];

/** Spades, Hearts, Diamonds, Clubs. */
export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/**
 * One physical card. `id` is what identifies it (a Foundry `Card` id): a Perk Deck built from
 * several Leads' packs holds several K♥, so plays are matched by id (rules/trauma.md §3.4).
 */
export interface Card {
  readonly id: string;
  readonly rank: Rank;
  readonly suit: Suit;
}

export function isRank(value: unknown): value is Rank {
  return typeof value === "string" && (RANKS as readonly string[]).includes(value);
}

export function isSuit(value: unknown): value is Suit {
  return typeof value === "string" && (SUITS as readonly string[]).includes(value);
}

export function isFace(card: Pick<Card, "rank">): boolean {
  return card.rank === "J" || card.rank === "Q" || card.rank === "K";
}

/** A = 1, "2"–"10" their number; faces have no value (null). */
export function cardValue(card: Pick<Card, "rank">): number | null {
  if (isFace(card)) return null;
  return card.rank === "A" ? 1 : Number(card.rank);
}

/** "10S" — rank+suit, the identity of a card's face regardless of its id. */
export function faceKey(card: Pick<Card, "rank" | "suit">): string {
  return `${card.rank}${card.suit}`;
}

/** Checks that `value` is a well-formed Card (plain data from JSON or Foundry). */
export function validateCard(value: unknown, path: string): Card {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("card.invalid", path, `${path} must be a card object { id, rank, suit }`);
  }
  const v = value as Record<string, unknown>;
  if (typeof v["id"] !== "string" || v["id"] === "") {
    throw new RulesInputError("card.invalid", `${path}.id`, `${path}.id must be a non-empty string`);
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
