/**
 * The creation data of Fray's Foundry cards: faces from the images the build writes to
 * `assets/cards/` (src/view/cards), rank and suit in `flags.fray` so a card reads back exactly.
 */
import { type CardFace, type JokerColor, type Rank, type Suit, cardValue, isJoker } from "../../core/cards";
import { CARD_BACK_FILES, faceFileName, type CardBackKind } from "../../view/cards";

export const CARD_ASSETS = "systems/fray/assets/cards";

const RANK_NAMES: Record<Rank, string> = { A: "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine", "10": "Ten", J: "Jack", Q: "Queen", K: "King" };
const SUIT_NAMES: Record<Suit, string> = { S: "Spades", H: "Hearts", D: "Diamonds", C: "Clubs" };
const JOKER_NAMES: Record<JokerColor, string> = { red: "Red Joker", black: "Black Joker" };

export function cardName(card: CardFace): string {
  return isJoker(card) ? JOKER_NAMES[card.color] : `${RANK_NAMES[card.rank]} of ${SUIT_NAMES[card.suit]}`;
}

export function cardImage(card: CardFace): string {
  return `${CARD_ASSETS}/${faceFileName(card)}`;
}

export function backImage(kind: CardBackKind): string {
  return `${CARD_ASSETS}/${CARD_BACK_FILES[kind]}`;
}

/** One card's creation data; faces up when dealt (face 0). */
export function cardCreateData(card: CardFace, back: CardBackKind, sort: number): Card.CreateData {
  // A Joker has no suit and no value of its own: the ruleset that deals it orders it.
  if (isJoker(card)) {
    return {
      name: cardName(card),
      type: "base" as const,
      suit: "",
      value: 0,
      faces: [{ name: cardName(card), img: cardImage(card), text: "" }],
      back: { name: "", img: backImage(back), text: "" },
      face: null,
      drawn: false,
      sort,
      flags: { fray: { rank: card.rank, color: card.color } },
    };
  }
  return {
    name: cardName(card),
    type: "base" as const,
    suit: SUIT_NAMES[card.suit].toLowerCase(),
    value: cardValue(card) ?? ({ J: 11, Q: 12, K: 13 } as Record<string, number>)[card.rank] ?? 0,
    faces: [{ name: cardName(card), img: cardImage(card), text: "" }],
    back: { name: "", img: backImage(back), text: "" },
    face: null,
    drawn: false,
    sort,
    flags: { fray: { rank: card.rank, suit: card.suit } },
  };
}
