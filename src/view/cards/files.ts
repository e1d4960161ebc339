import type { Rank, Suit } from "../../core/cards";
import { faceKey, RANKS, SUITS } from "../../core/cards";
import type { CardBackKind } from "./back";

/**
 * File names for the shipped images. Face names follow the core's face key ("10H"), so an
 * image path can be built from any card without a lookup table.
 */
export function cardFileName(rank: Rank, suit: Suit): string {
  return `${faceKey({ rank, suit })}.svg`;
}

export const CARD_BACK_FILES: Readonly<Record<CardBackKind, string>> = {
  probability: "back-probability.svg",
  perk: "back-perk.svg",
};

/** Every face of a full pack, for writing the image folder in one pass. */
export const CARD_FACES: readonly { readonly rank: Rank; readonly suit: Suit }[] = SUITS.flatMap((suit) =>
  RANKS.map((rank) => ({ rank, suit })),
);
