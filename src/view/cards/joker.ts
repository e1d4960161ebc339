import type { JokerColor } from "../../core/cards";
import { isJokerColor } from "../../core/cards";
import { INDEX_FONT } from "./corners";
import { COURT_FONT } from "./court";
import { DARK, RED } from "./suits";
import type { CardSvgOptions } from "./svg";
import { CARD_HEIGHT, CARD_RADIUS, CARD_WIDTH, svgDocument } from "./svg";

/**
 * The two Jokers of a 54-card pack (Wounds' Action Deck): an original, plain face in the style
 * of the court emblems — a three-pointed jester's cap with bells over a star, the word JOKER,
 * and the letters stacked down the corners as on a real pack. Red or black, nothing else differs.
 */
const FACE_FILL = "#fffdf8";
const FACE_EDGE = "#b9b4aa";
const CENTER_X = CARD_WIDTH / 2;

export function jokerColor(color: JokerColor): string {
  return color === "red" ? RED : DARK;
}

/** The letters J-O-K-E-R stacked top-left, and again upside down bottom-right. */
function jokerCorners(fill: string): string[] {
  const letters = [..."JOKER"].map(
    (letter, i) => `  <text class="index" x="24" y="${34 + i * 22}" font-family="${INDEX_FONT}" font-size="21" font-weight="700" text-anchor="middle" fill="${fill}">${letter}</text>`,
  );
  return [
    `<g class="corner top">`,
    ...letters,
    `</g>`,
    `<g class="corner bottom" transform="rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})">`,
    ...letters,
    `</g>`,
  ];
}

/** Cap, bells and star around the card's centre. */
function jokerEmblem(fill: string): string[] {
  return [
    `<g class="joker" fill="${fill}">`,
    // Three drooping points over a band: a jester's cap.
    `  <path d="M72 170 C78 130 60 112 52 100 C86 104 104 124 112 150 C112 118 118 96 125 80 C132 96 138 118 138 150 C146 124 164 104 198 100 C190 112 172 130 178 170 Z"/>`,
    `  <rect x="68" y="170" width="114" height="16" rx="4"/>`,
    `  <circle cx="52" cy="100" r="8"/>`,
    `  <circle cx="125" cy="78" r="8"/>`,
    `  <circle cx="198" cy="100" r="8"/>`,
    // A five-pointed star below the cap.
    `  <path d="M125 200 L131 218 L150 218 L135 229 L141 247 L125 236 L109 247 L115 229 L100 218 L119 218 Z"/>`,
    `  <text class="joker-word" x="${CENTER_X}" y="288" font-family="${COURT_FONT}" font-size="30" font-weight="700" text-anchor="middle" letter-spacing="3">JOKER</text>`,
    `</g>`,
  ];
}

/** A complete standalone SVG for the red or the black Joker. */
export function jokerFaceSvg(color: JokerColor, options?: CardSvgOptions): string {
  // Plain data may come from JSON or Foundry; fail loudly rather than draw a blank card.
  if (!isJokerColor(color)) throw new RangeError(`unknown Joker colour ${JSON.stringify(color)}`);
  const fill = jokerColor(color);
  return svgDocument(
    [
      `<rect class="card" x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="${CARD_RADIUS}" fill="${FACE_FILL}" stroke="${FACE_EDGE}" stroke-width="2"/>`,
      ...jokerEmblem(fill),
      ...jokerCorners(fill),
    ],
    options,
  );
}
