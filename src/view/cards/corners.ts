import type { Rank, Suit } from "../../core/cards";
import { suitColor, suitSymbol } from "./suits";
import { CARD_HEIGHT, CARD_WIDTH } from "./svg";

/**
 * The corner index: rank over a small suit, top-left, repeated upside down bottom-right. Text
 * is allowed here (the pips are paths); a generic sans-serif stack keeps it bold and legible
 * when the card is shown only 60 px wide.
 */
export const INDEX_FONT = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const INDEX_X = 27;
const RANK_BASELINE = 47;
const RANK_SIZE = 40;
const SUIT_Y = 71;
const SUIT_SIZE = 27;
/**
 * "10" is set smaller so the two-digit index stays clear of the pips. A smaller size rather
 * than textLength or a squeezing transform: librsvg ignores textLength and misplaces
 * middle-anchored text under a non-uniform scale.
 */
const TEN_SIZE = 34;

function cornerIndex(rank: Rank, suit: Suit): string[] {
  const size = rank === "10" ? TEN_SIZE : RANK_SIZE;
  return [
    `<text class="index" x="${INDEX_X}" y="${RANK_BASELINE}" font-family="${INDEX_FONT}" font-size="${size}" ` +
      `font-weight="700" text-anchor="middle" fill="${suitColor(suit)}">${rank}</text>`,
    suitSymbol(suit, INDEX_X, SUIT_Y, SUIT_SIZE, "index-suit"),
  ];
}

export function cornerMarkup(rank: Rank, suit: Suit): string[] {
  const index = cornerIndex(rank, suit);
  return [
    `<g class="corner top">`,
    ...index.map((line) => `  ${line}`),
    `</g>`,
    `<g class="corner bottom" transform="rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})">`,
    ...index.map((line) => `  ${line}`),
    `</g>`,
  ];
}
