import type { Suit } from "../../core/cards";
import { suitSymbol } from "./suits";

/**
 * Classic pip arrangements for 2–10: three columns (left, centre, right) and rows given as a
 * fraction of the pip field from top (0) to bottom (1). Pips below the middle are drawn upside
 * down, as on a real pack, so the card reads the same either way up.
 */
type Column = "L" | "C" | "R";
type PipSpot = readonly [Column, number];

const SIDES = (rows: readonly number[]): PipSpot[] => rows.flatMap((r): PipSpot[] => [["L", r], ["R", r]]);
const THIRDS = [0, 1 / 3, 2 / 3, 1];

export const PIP_LAYOUTS: Readonly<Record<number, readonly PipSpot[]>> = {
  2: [["C", 0], ["C", 1]],
  3: [["C", 0], ["C", 0.5], ["C", 1]],
  4: SIDES([0, 1]),
  5: [...SIDES([0, 1]), ["C", 0.5]],
  6: SIDES([0, 0.5, 1]),
  7: [...SIDES([0, 0.5, 1]), ["C", 0.25]],
  8: [...SIDES([0, 0.5, 1]), ["C", 0.25], ["C", 0.75]],
  9: [...SIDES(THIRDS), ["C", 0.5]],
  10: [...SIDES(THIRDS), ["C", 1 / 6], ["C", 5 / 6]],
};

/**
 * Pip field in card units, clear of the corner indices on both sides: the side columns keep
 * 18 units from the index (which reaches x 46, y 85), where they used to nearly touch it.
 */
const COLUMN_X: Readonly<Record<Column, number>> = { L: 84, C: 125, R: 166 };
const TOP_Y = 79;
const BOTTOM_Y = 271;
const PIP_SIZE = 40;
const ACE_SIZE = 124;

/** Class every counted pip carries; tests count pips by it. */
export const PIP_CLASS = "pip";

export function pipMarkup(value: number, suit: Suit): string[] {
  if (value === 1) return [suitSymbol(suit, 125, 175, ACE_SIZE, `${PIP_CLASS} ace`)];
  const layout = PIP_LAYOUTS[value];
  if (!layout) throw new RangeError(`no pip layout for value ${value}`);
  return layout.map(([column, row]) => {
    const y = TOP_Y + row * (BOTTOM_Y - TOP_Y);
    // Only pips strictly below the middle flip; the centre row stays upright.
    return suitSymbol(suit, COLUMN_X[column], y, PIP_SIZE, PIP_CLASS, row > 0.5);
  });
}
