/**
 * The track profile of weapons and armor (docs/rules/track.md §3.3), the item sheets a track
 * world uses by default: damage, damage type (Normal, Lethal, Aggravated) and armor category of a
 * weapon; an armor's rating per category and whether it is worn. The schema's choices and ranges
 * keep what is typed valid.
 */
import { FrayItemSheet, type FrayItemContext } from "../../apps/item-sheet";
import { plainSystem } from "../../apps/document-data";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { wordView } from "../../i18n";
import { TRACK_ITEM_LAYOUTS } from "../../../view/track/sheet-layout";
import { trackItemSheetView } from "../../../view/track/item-sheet-view";

export interface TrackItemContext extends FrayItemContext {
  track: ReturnType<typeof wordView<ReturnType<typeof trackItemSheetView>>>;
}

export class TrackItemSheet extends FrayItemSheet<TrackItemContext> {
  protected override addView(context: TrackItemContext): void {
    context.track = wordView(trackItemSheetView(plainSystem(this.item.system)));
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
