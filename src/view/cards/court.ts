import type { Suit } from "../../core/cards";
import { suitColor, suitSymbol, suitTint } from "./suits";
import { num } from "./svg";

/**
 * Jack, Queen and King: an original, deliberately plain emblem instead of traditional court
 * portraits. A double-ruled panel holds a headpiece (crown, coronet or circlet, so the three
 * differ in shape, not only in letter), the large letter and the suit symbol.
 */
export type CourtRank = "J" | "Q" | "K";

export const COURT_FONT = "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";

const PANEL = { x: 56, y: 60, width: 138, height: 230, radius: 10 };
const CENTER_X = 125;
const HEADPIECE_Y = 104;
const HEADPIECE_SCALE = 1.15;

/** Headpieces drawn around the origin in a box about 70 × 40 units. */
const HEADPIECES: Readonly<Record<CourtRank, readonly string[]>> = {
  // Three tall points tipped with orbs over a band.
  K: [
    `<path d="M-32 12 L-32 -8 L-17 4 L0 -18 L17 4 L32 -8 L32 12 Z"/>`,
    `<rect x="-33" y="14" width="66" height="7" rx="1.5"/>`,
    `<circle cx="-32" cy="-12" r="4.5"/>`,
    `<circle cx="0" cy="-22" r="4.5"/>`,
    `<circle cx="32" cy="-12" r="4.5"/>`,
  ],
  // Low rounded arches with pearls: softer than the King's points.
  Q: [
    `<path d="M-30 12 Q-31 -4 -15 -2 Q-3 -1 0 -12 Q3 -1 15 -2 Q31 -4 30 12 Z"/>`,
    `<rect x="-31" y="14" width="62" height="6" rx="1.5"/>`,
    `<circle cx="-15" cy="-7" r="3.5"/>`,
    `<circle cx="0" cy="-17" r="4"/>`,
    `<circle cx="15" cy="-7" r="3.5"/>`,
  ],
  // A plain circlet with a single lozenge jewel.
  J: [
    `<rect x="-30" y="4" width="60" height="10" rx="2"/>`,
    `<rect x="-31" y="16" width="62" height="5" rx="1.5"/>`,
    `<path d="M0 -16 L9 -3 L0 10 L-9 -3 Z"/>`,
  ],
};

export function isCourtRank(rank: string): rank is CourtRank {
  return rank === "J" || rank === "Q" || rank === "K";
}

export function courtMarkup(rank: CourtRank, suit: Suit): string[] {
  const color = suitColor(suit);
  const { x, y, width, height, radius } = PANEL;
  const inset = 6;
  return [
    `<g class="court">`,
    `  <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${suitTint(suit)}" stroke="${color}" stroke-width="3"/>`,
    `  <rect x="${x + inset}" y="${y + inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" rx="${radius - 3}" fill="none" stroke="${color}" stroke-width="1"/>`,
    `  <g class="headpiece" fill="${color}" transform="translate(${CENTER_X} ${HEADPIECE_Y}) scale(${num(HEADPIECE_SCALE)})">`,
    ...HEADPIECES[rank].map((shape) => `    ${shape}`),
    `  </g>`,
    `  <text class="court-letter" x="${CENTER_X}" y="207" font-family="${COURT_FONT}" font-size="96" font-weight="700" ` +
      `text-anchor="middle" fill="${color}">${rank}</text>`,
    `  ${suitSymbol(suit, CENTER_X, 254, 42, "court-suit")}`,
    `</g>`,
  ];
}
