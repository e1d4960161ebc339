export { RANKS, SUITS, SUIT_SYMBOLS, isRank, isSuit, isFace, cardValue, faceKey, validateCard } from "./card";
export type { Card, Rank, Suit } from "./card";
export { parseCard, parseCards, formatCard, formatCards } from "./notation";
export {
  PROBABILITY_DECK_COMPOSITION,
  PERK_DECK_COMPOSITION,
  PROBABILITY_DECK_SIZE,
  PERK_DECK_SIZE_PER_LEAD,
  PROBABILITY_DECK_VALUES,
  probabilityRankCount,
  isProbabilityCard,
  isPerkCard,
  probabilityDeck,
  perkDeck,
} from "./decks";
export type { DeckRow } from "./decks";
export { validatePiles, drawCards, dealCards, moveCards, reshuffle, recallAll, drawFresh } from "./piles";
export type { Piles, DrawOutcome } from "./piles";
