export {
  JOKER_COLORS,
  RANKS,
  SUITS,
  SUIT_SYMBOLS,
  cardValue,
  faceKey,
  isFace,
  isJoker,
  isJokerColor,
  isRank,
  isSuit,
  jokerKey,
  validateCard,
  validatePlayingCard,
} from "./card";
export type { Card, CardFace, Joker, JokerColor, PlayingCard, Rank, Suit } from "./card";
export { parseCard, parseCards, parsePlayingCard, parsePlayingCards, formatCard, formatCards } from "./notation";
export { MAX_JOKERS, STANDARD_DECK_SIZE, standardDeck } from "./standard-deck";
export type { StandardDeckOptions } from "./standard-deck";
export { validatePiles, drawCards, dealCards, moveCards, reshuffle, recallAll, drawFresh } from "./piles";
export type { Piles, DrawOutcome } from "./piles";
