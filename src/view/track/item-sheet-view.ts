/**
 * The track profile of a weapon or an armor on its item sheet (docs/rules/track.md §3.3), as a
 * pure view-model: the stored values, and the choices of damage type and armor category with the
 * stored one selected. A value the rules do not know stays offered, so opening the sheet never
 * changes what is stored.
 */
import { ARMOR_CATEGORIES, DAMAGE_TYPES } from "../../core/track";
import { type Text, text } from "../i18n";

const cap = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

export interface TrackItemOption {
  readonly value: string;
  readonly label: Text | string;
  readonly selected: boolean;
}

export interface TrackItemSheetView {
  readonly values: Readonly<Record<string, unknown>>;
  readonly damageTypes: readonly TrackItemOption[];
  readonly categories: readonly TrackItemOption[];
}

function options(keys: readonly string[], prefix: string, current: unknown): TrackItemOption[] {
  const known: TrackItemOption[] = keys.map((value) => ({ value, label: text(`FRAY.Track.${prefix}.${cap(value)}`), selected: value === current }));
  return typeof current === "string" && current !== "" && !keys.includes(current) ? [...known, { value: current, label: current, selected: true }] : known;
}

/** `system` is the item's whole system source; its `track` slice is read. */
export function trackItemSheetView(system: Readonly<Record<string, unknown>>): TrackItemSheetView {
  const slice = system["track"];
  const values = typeof slice === "object" && slice !== null && !Array.isArray(slice) ? (slice as Record<string, unknown>) : {};
  return { values, damageTypes: options(DAMAGE_TYPES, "DamageType", values["damageType"]), categories: options(ARMOR_CATEGORIES, "Category", values["category"]) };
}
