import { RulesInputError } from "../errors";
import { type Card, type Suit, SUIT_SYMBOLS, isRank } from "./card";

// Solid and outline suit symbols both read as their letter.
const SYMBOL_SUITS: Readonly<Record<string, Suit>> = {
  "♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C",
  S: "S", H: "H", D: "D", C: "C",
};

/**
 * Parses card notation such as "4S", "10h", "AH", "K♦" (case-insensitive; suit as a letter
 * or ♠♥♦♣). The id defaults to the canonical notation ("10H"); pass one for physical cards.
 */
export function parseCard(text: string, path = "card", id?: string): Card {
  const trimmed = typeof text === "string" ? text.trim() : "";
  const match = /^(10|[2-9]|[AJQK])\s*(.)$/iu.exec(trimmed);
  const rank = match?.[1]?.toUpperCase();
  const suitText = match?.[2];
  const suit = suitText === undefined ? undefined : SYMBOL_SUITS[suitText.toUpperCase()];
  if (rank === undefined || !isRank(rank) || suit === undefined) {
    throw new RulesInputError(
      "card.invalid",
      path,
      `${path}: "${String(text)}" is not a card; write rank then suit, e.g. 4S, 10H, AH, KD or 7♣`,
    );
  }
  return { id: id ?? `${rank}${suit}`, rank, suit };
}

/** Parses a list such as "4S 3H 2D 2C" or "8♠, 4♦, A♣" (separators: whitespace or commas). */
export function parseCards(text: string, path = "cards"): Card[] {
  const parts = text.split(/[\s,]+/u).filter((p) => p !== "");
  return parts.map((p, i) => parseCard(p, `${path}[${i}]`));
}

/** "10H" (default) or "10♥" with `{ symbols: true }`. */
export function formatCard(card: Pick<Card, "rank" | "suit">, options: { symbols?: boolean } = {}): string {
  return `${card.rank}${options.symbols === true ? SUIT_SYMBOLS[card.suit] : card.suit}`;
}

export function formatCards(cards: readonly Pick<Card, "rank" | "suit">[], options: { symbols?: boolean } = {}): string {
  return cards.map((c) => formatCard(c, options)).join(" ");
}
