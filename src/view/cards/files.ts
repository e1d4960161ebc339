import type { CardFace, Rank, Suit } from "../../core/cards";
import { faceKey, isJoker, JOKER_COLORS, RANKS, SUITS } from "../../core/cards";
import type { CardBackKind } from "./back";
import { cardFaceSvg } from "./face";
import { jokerFaceSvg } from "./joker";
import type { CardSvgOptions } from "./svg";

/**
 * File names for the shipped images. Face names follow the core's face key ("10H"), so an
 * image path can be built from any card without a lookup table.
 */
export function cardFileName(rank: Rank, suit: Suit): string {
  return `${faceKey({ rank, suit })}.svg`;
}

/** The file of any card's face, Jokers included: "10H.svg", "RJ.svg". */
export function faceFileName(card: CardFace): string {
  return `${faceKey(card)}.svg`;
}

/** Any card's face as SVG: a suited face or a Joker. */
export function faceSvg(card: CardFace, options?: CardSvgOptions): string {
  return isJoker(card) ? jokerFaceSvg(card.color, options) : cardFaceSvg(card.rank, card.suit, options);
}

export const CARD_BACK_FILES: Readonly<Record<CardBackKind, string>> = {
  probability: "back-probability.svg",
  perk: "back-perk.svg",
};

/** Every face of a full pack, for writing the image folder in one pass. */
export const CARD_FACES: readonly { readonly rank: Rank; readonly suit: Suit }[] = SUITS.flatMap((suit) =>
  RANKS.map((rank) => ({ rank, suit })),
);

/** The two Jokers, so every card of a 54-card pack has art. */
export const JOKER_FACES: readonly { readonly rank: "Joker"; readonly color: (typeof JOKER_COLORS)[number] }[] = JOKER_COLORS.map((color) => ({ rank: "Joker", color }));
