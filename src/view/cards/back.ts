import type { CardSvgOptions } from "./svg";
import { CARD_HEIGHT, CARD_RADIUS, CARD_WIDTH, num, svgDocument } from "./svg";

/**
 * Card backs. The two decks must be told apart at a glance, so they differ in every cue at
 * once: colour (navy against crimson), pattern (a diagonal lattice against a sunburst) and
 * medallion (a die face for chance, a star for a perk). Both are symmetric under a half turn,
 * as a back should be, so it never reveals which way up the card lies.
 */
export type CardBackKind = "probability" | "perk";
export const CARD_BACK_KINDS: readonly CardBackKind[] = ["probability", "perk"];

const CX = CARD_WIDTH / 2;
const CY = CARD_HEIGHT / 2;
/** White margin between the card edge and the printed field, as on a real back. */
const MARGIN = 11;
const FIELD = { x: MARGIN, y: MARGIN, width: CARD_WIDTH - 2 * MARGIN, height: CARD_HEIGHT - 2 * MARGIN, radius: 8 };

interface BackPalette {
  readonly field: string;
  readonly pattern: string;
  readonly accent: string;
}

const PALETTES: Readonly<Record<CardBackKind, BackPalette>> = {
  probability: { field: "#1f3a5f", pattern: "#5f81b0", accent: "#e8eef8" },
  perk: { field: "#6e1f2c", pattern: "#86303f", accent: "#d9b35e" },
};

/** Diagonal lattice through the card centre, 20 units apart, as one path. */
function latticePath(): string {
  const step = 20;
  const parts: string[] = [];
  // Lines x + y = c and x − y = c; the offsets are chosen so one of each passes the centre.
  for (let c = 0; c <= CARD_WIDTH + CARD_HEIGHT; c += step) parts.push(`M${c} 0 L${c - CARD_HEIGHT} ${CARD_HEIGHT}`);
  for (let c = -CARD_HEIGHT; c <= CARD_WIDTH; c += step) parts.push(`M${c} 0 L${c + CARD_HEIGHT} ${CARD_HEIGHT}`);
  return parts.join(" ");
}

/** Alternate wedges of a sunburst centred on the card, reaching past every corner. */
function sunburstPath(): string {
  const wedges = 36;
  const reach = 260;
  const half = Math.PI / wedges;
  const parts: string[] = [];
  for (let i = 0; i < wedges; i += 2) {
    const mid = (i * 2 * Math.PI) / wedges;
    const a = [mid - half, mid + half].map((t) => `${num(CX + reach * Math.cos(t))} ${num(CY + reach * Math.sin(t))}`);
    parts.push(`M${CX} ${CY} L${a[0]} L${a[1]} Z`);
  }
  return parts.join(" ");
}

/** An eight-pointed star centred on the card. */
function starPath(outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const t = -Math.PI / 2 + (i * Math.PI) / 8;
    points.push(`${num(CX + r * Math.cos(t))} ${num(CY + r * Math.sin(t))}`);
  }
  return `M${points.join(" L")} Z`;
}

/** A die showing five: the Probability Deck's mark. */
function dieFace(p: BackPalette): string[] {
  const side = 54;
  const pip = 14;
  const spots = [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]];
  return [
    `<rect x="${CX - side / 2}" y="${CY - side / 2}" width="${side}" height="${side}" rx="9" fill="${p.accent}"/>`,
    ...spots.map(([dx = 0, dy = 0]) => `<circle cx="${CX + dx * pip}" cy="${CY + dy * pip}" r="5.5" fill="${p.field}"/>`),
  ];
}

function medallion(kind: CardBackKind, p: BackPalette): string[] {
  const ring = `<circle cx="${CX}" cy="${CY}" r="50" fill="${p.field}" stroke="${p.accent}" stroke-width="3"/>`;
  const inner = `<circle cx="${CX}" cy="${CY}" r="43" fill="none" stroke="${p.accent}" stroke-width="1"/>`;
  const mark = kind === "probability" ? dieFace(p) : [`<path d="${starPath(36, 14)}" fill="${p.accent}"/>`];
  return [ring, inner, ...mark];
}

export function cardBackSvg(kind: CardBackKind, options?: CardSvgOptions): string {
  const p = PALETTES[kind];
  if (!p) throw new RangeError(`unknown card back ${JSON.stringify(kind)}`);
  const clipId = `fray-${kind}-back-clip`;
  const { x, y, width, height, radius } = FIELD;
  const pattern =
    kind === "probability"
      ? `<path d="${latticePath()}" fill="none" stroke="${p.pattern}" stroke-width="1.5"/>`
      : `<path d="${sunburstPath()}" fill="${p.pattern}"/>`;
  return svgDocument(
    [
      `<defs>`,
      `  <clipPath id="${clipId}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>`,
      `</defs>`,
      `<rect class="card" x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="${CARD_RADIUS}" fill="#fffdf8" stroke="#b9b4aa" stroke-width="2"/>`,
      `<g class="back ${kind}" clip-path="url(#${clipId})">`,
      `  <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${p.field}"/>`,
      `  ${pattern}`,
      `</g>`,
      `<rect x="${x + 7}" y="${y + 7}" width="${width - 14}" height="${height - 14}" rx="${radius - 3}" fill="none" stroke="${p.accent}" stroke-width="2"/>`,
      ...medallion(kind, p),
    ],
    options,
  );
}
