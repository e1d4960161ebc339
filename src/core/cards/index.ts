export { RANKS, SUITS, SUIT_SYMBOLS, isRank, isSuit, isFace, cardValue, faceKey, validateCard } from "./card";
export type { Card, Rank, Suit } from "./card";
export { parseCard, parseCards, formatCard, formatCards } from "./notation";
export { validatePiles, drawCards, dealCards, moveCards, reshuffle, recallAll, drawFresh } from "./piles";
export type { Piles, DrawOutcome } from "./piles";
