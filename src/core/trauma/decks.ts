/**
 * Trauma's two decks (docs/rules/trauma.md §3.4): the Probability Deck of 28 low cards and the
 * Narrator's Perk Deck of 24 cards per Lead. Built from the neutral card model of core/cards.
 */
import { type Card, type Rank, type Suit, cardValue, faceKey } from "../cards";
import { RulesInputError, shown } from "../errors";

/** One row of a deck's composition: this rank in each of these suits. */
export interface DeckRow {
  readonly rank: Rank;
  readonly suits: readonly Suit[];
}

// docs/rules/trauma.md §3.4 (SOURCE: materials page) — 28 low cards per Probability Deck.
export const PROBABILITY_DECK_COMPOSITION: readonly DeckRow[] = [
  { rank: "A", suits: ["S", "D", "C", "H"] },
  { rank: "2", suits: ["S", "D", "C", "H"] },
  { rank: "3", suits: ["S", "D", "C", "H"] },
  { rank: "4", suits: ["S", "D", "C", "H"] },
  { rank: "5", suits: ["S", "D", "C", "H"] },
  { rank: "6", suits: ["S", "D", "C"] },
  { rank: "7", suits: ["S", "D"] },
  { rank: "8", suits: ["S"] },
  { rank: "9", suits: ["S"] },
  { rank: "10", suits: ["S"] },
];

// docs/rules/trauma.md §3.4 — 24 cards contributed per Lead (28 + 24 = one 52-card pack).
export const PERK_DECK_COMPOSITION: readonly DeckRow[] = [
  { rank: "K", suits: ["H", "C", "D", "S"] },
  { rank: "Q", suits: ["H", "C", "D", "S"] },
  { rank: "J", suits: ["H", "C", "D", "S"] },
  { rank: "10", suits: ["H", "C", "D"] },
  { rank: "9", suits: ["H", "C", "D"] },
  { rank: "8", suits: ["H", "C", "D"] },
  { rank: "7", suits: ["H", "C"] },
  { rank: "6", suits: ["H"] },
];

export const PROBABILITY_DECK_SIZE = 28;
export const PERK_DECK_SIZE_PER_LEAD = 24;

const PROBABILITY_KEYS: ReadonlySet<string> = new Set(
  PROBABILITY_DECK_COMPOSITION.flatMap((row) => row.suits.map((suit) => faceKey({ rank: row.rank, suit }))),
);
const PERK_KEYS: ReadonlySet<string> = new Set(
  PERK_DECK_COMPOSITION.flatMap((row) => row.suits.map((suit) => faceKey({ rank: row.rank, suit }))),
);

/** The values of the 28 Probability cards, ascending (A = 1): the input of the odds (§5.12). */
export const PROBABILITY_DECK_VALUES: readonly number[] = PROBABILITY_DECK_COMPOSITION.flatMap((row) =>
  row.suits.map(() => cardValue({ rank: row.rank }) ?? 0),
);

/** How many Probability cards carry each rank (A: 4 … 10: 1). */
export function probabilityRankCount(rank: Rank): number {
  return PROBABILITY_DECK_COMPOSITION.find((row) => row.rank === rank)?.suits.length ?? 0;
}

export function isProbabilityCard(card: Pick<Card, "rank" | "suit">): boolean {
  return PROBABILITY_KEYS.has(faceKey(card));
}

export function isPerkCard(card: Pick<Card, "rank" | "suit">): boolean {
  return PERK_KEYS.has(faceKey(card));
}

/** A fresh, unshuffled Probability Deck; ids are `${prefix}-${rank}${suit}`, e.g. "prob-AS". */
export function probabilityDeck(prefix = "prob"): Card[] {
  if (typeof prefix !== "string") throw new RulesInputError("deck.invalid", "prefix", "A deck's card id prefix must be text");
  return PROBABILITY_DECK_COMPOSITION.flatMap((row) =>
    row.suits.map((suit) => ({ id: `${prefix}-${row.rank}${suit}`, rank: row.rank, suit })),
  );
}

/**
 * The Narrator's Perk Deck for `leadCount` Leads, unshuffled: 24 cards per Lead with ids
 * `perk-${lead}-${rank}${suit}` (lead counted from 1), e.g. "perk-1-KH".
 */
/** More Leads than any table seats; bounds the deck (and the memory it takes) for a mistyped count. */
export const MAX_LEADS = 100;

export function perkDeck(leadCount: number, prefix = "perk"): Card[] {
  if (typeof leadCount !== "number" || !Number.isInteger(leadCount) || leadCount < 0 || leadCount > MAX_LEADS) {
    throw new RulesInputError("deck.invalid", "leadCount", `A Perk Deck needs a whole number of Leads from 0 to ${MAX_LEADS}, got ${shown(leadCount)}`);
  }
  if (typeof prefix !== "string") throw new RulesInputError("deck.invalid", "prefix", "A Perk Deck's card id prefix must be text");
  const cards: Card[] = [];
  for (let lead = 1; lead <= leadCount; lead++) {
    for (const row of PERK_DECK_COMPOSITION) {
      for (const suit of row.suits) cards.push({ id: `${prefix}-${lead}-${row.rank}${suit}`, rank: row.rank, suit });
    }
  }
  return cards;
}
