/**
 * Armor ratings per damage letter (docs/rules/banks.md §3.1, §6.11): `all` is the fallback, a letter
 * rating overrides it. Shown as chips, as the effective rating against every letter (core
 * armorAgainst), and edited as one number input per key where an empty input means "none".
 */
import { type ArmorRatings, DAMAGE_LETTERS, type DamageComponent, armorAgainst, parseDamageCode } from "../../../core/banks";
import { type Text, text } from "../../i18n";

const S = "FRAY.Banks.Sheet";

export const RATING_KEYS = ["all", ...DAMAGE_LETTERS] as const;
export type RatingKey = (typeof RATING_KEYS)[number];

export interface RatingChip {
  readonly key: RatingKey;
  /** "P" or "all"; the full name is the hint. */
  readonly short: Text | string;
  readonly name: Text;
  readonly value: number;
}

export interface RatingField {
  readonly key: RatingKey;
  readonly short: Text | string;
  readonly name: Text;
  readonly value: number | null;
  readonly field: string;
  readonly inputLabel: Text;
}

export const letterName = (key: RatingKey): Text => text(`${S}.Letter.${key}`);
const short = (key: RatingKey): Text | string => (key === "all" ? text(`${S}.Letter.allShort`) : key);

/** The ratings an armor states, `all` first, letters in the seed's order. */
export function ratingChips(ratings: ArmorRatings): RatingChip[] {
  return RATING_KEYS.flatMap((key) => {
    const value = ratings[key];
    return value === undefined ? [] : [{ key, short: short(key), name: letterName(key), value }];
  });
}

/** What the armor stops of each letter: its rating, else `all`, else 0. */
export function effectiveChips(ratings: ArmorRatings): RatingChip[] {
  return DAMAGE_LETTERS.map((letter) => ({ key: letter, short: letter, name: letterName(letter), value: armorAgainst(ratings, letter) }));
}

/** One input per key; `prefix` is the form path of the ratings object. */
export function ratingFields(ratings: ArmorRatings, prefix: string): RatingField[] {
  return RATING_KEYS.map((key) => ({
    key,
    short: short(key),
    name: letterName(key),
    value: ratings[key] ?? null,
    field: `${prefix}.${key}`,
    inputLabel: text(`${S}.Rating.Input`, { letter: letterName(key) }),
  }));
}

/** Submitted ratings: what to set, and the keys an emptied input removes. */
export interface RatingsEdit {
  readonly set: Readonly<Record<string, number>>;
  readonly removed: readonly string[];
}

/**
 * Submitted ratings as an edit: a number sets the key, an empty input removes it (merging an
 * update could only add keys, so the adapter writes the removal the way its Foundry wants).
 * Keys outside the ten letters and `all` are dropped, as the schema would drop them.
 */
export function ratingsEdit(submitted: Readonly<Record<string, unknown>>): RatingsEdit {
  const set: Record<string, number> = {};
  const removed: string[] = [];
  for (const key of RATING_KEYS) {
    if (!Object.hasOwn(submitted, key)) continue;
    const value = submitted[key];
    if (typeof value === "number" && Number.isInteger(value) && value >= 0) set[key] = value;
    else if (value === null || value === "" || value === undefined) removed.push(key);
  }
  return { set, removed };
}

/** "6 Piercing, then 3 Impact": what a damage code deals, in order (null for a code that does not parse). */
export function codeMeaning(code: string): Text | null {
  let components: DamageComponent[];
  try {
    components = parseDamageCode(code);
  } catch {
    return null;
  }
  const part = (c: DamageComponent): Text => text(`${S}.Code.Component`, { amount: c.amount, letter: letterName(c.letter) });
  const [first, ...rest] = components;
  if (first === undefined) return null;
  return rest.reduce((acc, c) => text(`${S}.Code.Then`, { first: acc, next: part(c) }), part(first));
}
