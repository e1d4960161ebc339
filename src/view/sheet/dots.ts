/**
 * Rating dots: filled up to the rating, an empty ring up to the maximum (the seed draws ⦿ and ⦸,
 * but a struck ⦸ reads as "forbidden"). Each dot is a button: clicking dot n sets the rating to
 * n, clicking the highest filled dot lowers it by one, so a rating can reach 0 without a separate
 * control.
 */
import { type Text, text } from "../i18n";

export interface Dot {
  /** 1-based position. */
  readonly index: number;
  readonly filled: boolean;
  /** The rating a click on this dot sets. */
  readonly value: number;
  /** Accessible name of the button, e.g. "Operate: set to 3". */
  readonly label: Text;
}

export interface DotRow {
  readonly dots: readonly Dot[];
  /** What a screen reader says of the whole row, e.g. "Operate 4 of 5". */
  readonly summary: Text;
}

/**
 * Dots for a rating. A bioform's ability may exceed the usual maximum (docs/rules/trauma.md §7), so
 * the row grows to show every point rather than hiding some.
 */
export function ratingDots(name: Text, rating: number, max: number): DotRow {
  const count = Math.max(max, rating);
  const dots: Dot[] = [];
  for (let index = 1; index <= count; index++) {
    const value = index === rating ? index - 1 : index;
    dots.push({ index, filled: index <= rating, value, label: text("FRAY.Common.Sheet.Dots.Set", { trait: name, value }) });
  }
  return { dots, summary: text("FRAY.Common.Sheet.Dots.Rating", { trait: name, value: rating, max }) };
}
