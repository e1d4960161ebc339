import type { Suit } from "../../core/cards";
import { placeTransform } from "./svg";

/**
 * Suit symbols as original path outlines in a 100-unit box centred on the origin (-50..50), so
 * pips never depend on which fonts the viewer has. Each is one path wound one way throughout,
 * so overlapping sub-shapes (the club's lobes and stem) fill as a union under nonzero.
 */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  H:
    "M0 46 C-6 34 -48 10 -48 -16 C-48 -35 -35 -46 -23 -46 C-12 -46 -4 -39 0 -30 " +
    "C4 -39 12 -46 23 -46 C35 -46 48 -35 48 -16 C48 10 6 34 0 46 Z",
  D: "M0 -50 C9 -33 21 -16 37 0 C21 16 9 33 0 50 C-9 33 -21 16 -37 0 C-21 -16 -9 -33 0 -50 Z",
  S:
    "M0 -48 C7 -33 46 -13 46 10 C46 27 34 36 22 36 C13 36 7 32 3 26 C4 37 9 44 17 48 " +
    "L-17 48 C-9 44 -4 37 -3 26 C-7 32 -13 36 -22 36 C-34 36 -46 27 -46 10 C-46 -13 -7 -33 0 -48 Z",
  C:
    "M-21 -24 A21 21 0 1 0 21 -24 A21 21 0 1 0 -21 -24 Z " +
    "M-45 12 A21 21 0 1 0 -3 12 A21 21 0 1 0 -45 12 Z " +
    "M3 12 A21 21 0 1 0 45 12 A21 21 0 1 0 3 12 Z " +
    "M-11 8 A11 11 0 1 0 11 8 A11 11 0 1 0 -11 8 Z " +
    "M-3 16 C-4 34 -9 43 -17 48 L17 48 C9 43 4 34 3 16 Z",
};

/** Card red and near-black; also the test's way of telling a red card from a black one. */
export const RED = "#c0262d";
export const DARK = "#1d1d24";

export function isRedSuit(suit: Suit): boolean {
  return suit === "H" || suit === "D";
}

export function suitColor(suit: Suit): string {
  return isRedSuit(suit) ? RED : DARK;
}

/** A pale tint of the suit colour, for court-card panels. */
export function suitTint(suit: Suit): string {
  return isRedSuit(suit) ? "#fbeceb" : "#eceef3";
}

/** One suit symbol centred at (x, y), `size` units tall, optionally upside down. */
export function suitSymbol(suit: Suit, x: number, y: number, size: number, cls: string, flipped = false): string {
  return `<path class="${cls}" fill="${suitColor(suit)}" transform="${placeTransform(x, y, size, flipped)}" d="${SUIT_PATHS[suit]}"/>`;
}
