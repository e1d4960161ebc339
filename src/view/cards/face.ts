import type { Rank, Suit } from "../../core/cards";
import { cardValue, isRank, isSuit } from "../../core/cards";
import { cornerMarkup } from "./corners";
import { courtMarkup, isCourtRank } from "./court";
import { pipMarkup } from "./pips";
import type { CardSvgOptions } from "./svg";
import { CARD_HEIGHT, CARD_RADIUS, CARD_WIDTH, svgDocument } from "./svg";

/** Off-white stock and a soft grey edge, so a face reads as a card on both light and dark tables. */
const FACE_FILL = "#fffdf8";
const FACE_EDGE = "#b9b4aa";

/**
 * A complete standalone SVG for one card face: rounded card, corner indices top-left and
 * (upside down) bottom-right, and pips, a large Ace symbol, or a court emblem in the middle.
 */
export function cardFaceSvg(rank: Rank, suit: Suit, options?: CardSvgOptions): string {
  // Callers may hand over plain data from JSON or Foundry; fail loudly rather than draw a blank card.
  if (!isRank(rank)) throw new RangeError(`unknown card rank ${JSON.stringify(rank)}`);
  if (!isSuit(suit)) throw new RangeError(`unknown card suit ${JSON.stringify(suit)}`);
  const centre = isCourtRank(rank) ? courtMarkup(rank, suit) : pipMarkup(cardValue({ rank }) ?? 0, suit);
  return svgDocument(
    [
      `<rect class="card" x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="${CARD_RADIUS}" fill="${FACE_FILL}" stroke="${FACE_EDGE}" stroke-width="2"/>`,
      ...centre,
      ...cornerMarkup(rank, suit),
    ],
    options,
  );
}
