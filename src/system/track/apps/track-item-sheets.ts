/**
 * The track profile of weapons and armor (docs/rules/track.md §3.3), the item sheets a track
 * world uses by default: damage, damage type (Normal, Lethal, Aggravated) and armor category of a
 * weapon; an armor's rating per category and whether it is worn. The schema's choices and ranges
 * keep what is typed valid.
 */
import { ARMOR_CATEGORIES, DAMAGE_TYPES } from "../../../core/track";
import { FrayItemSheet, type FrayItemContext } from "../../apps/item-sheet";
import { plainSystem } from "../../apps/document-data";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { formatText } from "../../i18n";
import { TRACK_ITEM_LAYOUTS } from "../../../view/track/sheet-layout";

const cap = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

export interface TrackItemContext extends FrayItemContext {
  track: {
    values: Record<string, unknown>;
    damageTypes: { value: string; label: string; selected: boolean }[];
    categories: { value: string; label: string; selected: boolean }[];
  };
}

export class TrackItemSheet extends FrayItemSheet<TrackItemContext> {
  protected override addView(context: TrackItemContext): void {
    const system = plainSystem(this.item.system);
    const values = typeof system["track"] === "object" && system["track"] !== null ? (system["track"] as Record<string, unknown>) : {};
    const options = (keys: readonly string[], prefix: string, current: unknown) =>
      keys.map((value) => ({ value, label: formatText({ key: `FRAY.Track.${prefix}.${cap(value)}` }), selected: value === current }));
    context.track = { values, damageTypes: options(DAMAGE_TYPES, "DamageType", values["damageType"]), categories: options(ARMOR_CATEGORIES, "Category", values["category"]) };
  }
}

export class TrackWeaponSheet extends TrackItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(TRACK_ITEM_LAYOUTS.weapon);
  static override PARTS = partsOf(TRACK_ITEM_LAYOUTS.weapon);
}

export class TrackArmorSheet extends TrackItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(TRACK_ITEM_LAYOUTS.armor);
  static override PARTS = partsOf(TRACK_ITEM_LAYOUTS.armor);
}
