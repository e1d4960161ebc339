import { RulesInputError, shown, requireRecord } from "../errors";
import { type Card, type CardFace, type Joker, type PlayingCard, type Suit, SUIT_SYMBOLS, isJoker, isRank, jokerKey } from "./card";

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
  if (parseJoker(trimmed, id) !== null) {
    throw new RulesInputError("card.invalid", path, `${path}: "${trimmed}" is a Joker; only the 52 suited cards belong here`);
  }
  const match = /^(10|[2-9]|[AJQK])\s*(.)$/iu.exec(trimmed);
  const rank = match?.[1]?.toUpperCase();
  const suitText = match?.[2];
  const suit = suitText === undefined ? undefined : SYMBOL_SUITS[suitText.toUpperCase()];
  if (rank === undefined || !isRank(rank) || suit === undefined) {
    throw new RulesInputError(
      "card.invalid",
      path,
      `${path}: "${shown(text)}" is not a card; write rank then suit, e.g. 4S, 10H, AH, KD or 7♣`,
    );
  }
  return { id: id ?? `${rank}${suit}`, rank, suit };
}

/** Parses a list such as "4S 3H 2D 2C" or "8♠, 4♦, A♣" (separators: whitespace or commas). */
export function parseCards(text: string, path = "cards"): Card[] {
  if (typeof text !== "string") throw new RulesInputError("card.invalid", path, `${path} must be card notation text, e.g. "4S 10H"`);
  const parts = text.split(/[\s,]+/u).filter((p) => p !== "");
  return parts.map((p, i) => parseCard(p, `${path}[${i}]`));
}

/**
 * Parses any card of a full pack: suited notation as `parseCard`, or a Joker written "RJ" (red)
 * or "BJ" (black), case-insensitive. The id defaults to the notation ("RJ").
 */
export function parsePlayingCard(text: string, path = "card", id?: string): PlayingCard {
  const trimmed = typeof text === "string" ? text.trim() : "";
  return parseJoker(trimmed, id) ?? parseCard(text, path, id);
}

/** A list such as "RJ 4S BJ K♦" (separators: whitespace or commas). */
export function parsePlayingCards(text: string, path = "cards"): PlayingCard[] {
  if (typeof text !== "string") throw new RulesInputError("card.invalid", path, `${path} must be card notation text, e.g. "4S 10H"`);
  const parts = text.split(/[\s,]+/u).filter((p) => p !== "");
  return parts.map((p, i) => parsePlayingCard(p, `${path}[${i}]`));
}

function parseJoker(trimmed: string, id: string | undefined): Joker | null {
  const upper = trimmed.toUpperCase();
  if (upper !== "RJ" && upper !== "BJ") return null;
  return { id: id ?? upper, rank: "Joker", color: upper === "RJ" ? "red" : "black" };
}

/** "10H" (default) or "10♥" with `{ symbols: true }`; a Joker is "RJ" or "BJ" either way (it has no suit symbol). */
export function formatCard(card: CardFace, options: { symbols?: boolean } = {}): string {
  requireRecord(options, "options");
  if (isJoker(card)) return jokerKey(card.color);
  return `${card.rank}${options.symbols === true ? SUIT_SYMBOLS[card.suit] : card.suit}`;
}

export function formatCards(cards: readonly CardFace[], options: { symbols?: boolean } = {}): string {
  if (!Array.isArray(cards)) throw new RulesInputError("card.invalid", "cards", "cards must be a list");
  return cards.map((c) => formatCard(c, options)).join(" ");
}
