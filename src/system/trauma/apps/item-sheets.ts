/**
 * The trauma item sheets: weapon, armor and behavior. Each is configuration plus a view-model
 * from src/view/trauma/item-sheet.ts, with its layout from sheet-layout.ts; FrayItemSheet adds the
 * header and the description editor, this base the form hook that reads spreads typed in the
 * seed's notation.
 */
import {
  type SpreadDraft,
  armorSheetView,
  behaviorKeyFor,
  behaviorSheetView,
  parseSpreadInput,
  weaponSheetView,
} from "../../../view/trauma/item-sheet";
import type { ArmorSheetView, BehaviorSheetView, WeaponSheetView } from "../../../view/trauma/item-sheet";
import { ArmorModel, BehaviorModel, WeaponModel } from "../../data/item/item-models";
import { type Worded, wordView } from "../../i18n";
import { FrayItemSheet, type FrayItemContext } from "../../apps/item-sheet";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { ITEM_LAYOUTS } from "../../../view/trauma/sheet-layout";

export interface TraumaItemContext extends FrayItemContext {
  weapon?: Worded<WeaponSheetView>;
  armor?: Worded<ArmorSheetView>;
  behavior?: Worded<BehaviorSheetView>;
}

type SubmitData = { spreadText?: unknown; system?: { trauma?: Record<string, unknown> } };

export class TraumaItemSheet extends FrayItemSheet<TraumaItemContext> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    actions: { setPercent: TraumaItemSheet.#setPercent },
  };

  /** A spread that did not parse: shown back with the reason until the person fixes it. */
  protected spreadDraft: SpreadDraft | null = null;

  protected override addView(context: TraumaItemContext): void {
    const system = this.item.system;
    if (system instanceof WeaponModel) context.weapon = wordView(weaponSheetView(system.trauma, this.spreadDraft));
    else if (system instanceof ArmorModel) context.armor = wordView(armorSheetView(system.trauma, this.spreadDraft));
    else if (system instanceof BehaviorModel) context.behavior = wordView(behaviorSheetView(system.trauma));
  }

  protected override adjustSubmit(submitted: object): object {
    const data = submitted as SubmitData;
    const trauma = data.system?.trauma;
    if (typeof data.spreadText === "string" && trauma !== undefined) {
      const parsed = parseSpreadInput(data.spreadText);
      if ("spread" in parsed) {
        trauma["spread"] = parsed.spread;
        this.spreadDraft = null;
      } else {
        // Keep the stored spread; the sheet shows the typed text and why it was refused.
        this.spreadDraft = { text: data.spreadText, error: parsed.error };
        void this.render();
      }
    }
    delete data.spreadText;
    if (trauma !== undefined) this._adjust(trauma);
    return data;
  }

  /** Per-type clean-up of submitted `system.trauma` values before validation. */
  protected _adjust(_trauma: Record<string, unknown>): void {}

  /** Behavior presets (docs/rules/trauma.md §3.3): Immune 0 %, Resistant 50 %, Weak 150 %. */
  static async #setPercent(this: TraumaItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const percent = Number(target.dataset["percent"]);
    if (Number.isInteger(percent) && percent >= 0) await this.item.update({ system: { trauma: { percent } } });
  }
}

export class WeaponSheet extends TraumaItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(ITEM_LAYOUTS.weapon);
  static override PARTS = partsOf(ITEM_LAYOUTS.weapon);

  /** An empty choice means "none": the lobe and the condition are nullable, never blank. */
  protected override _adjust(trauma: Record<string, unknown>): void {
    for (const key of ["lobe", "condition"]) {
      const value = trauma[key];
      if (typeof value === "string" && value.trim() === "") trauma[key] = null;
      else if (typeof value === "string") trauma[key] = value.trim();
    }
  }
}

export class ArmorSheet extends TraumaItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(ITEM_LAYOUTS.armor);
  static override PARTS = partsOf(ITEM_LAYOUTS.armor);
}

export class BehaviorSheet extends TraumaItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(ITEM_LAYOUTS.behavior);
  static override PARTS = partsOf(ITEM_LAYOUTS.behavior);

  /** Switching between type and family keeps the key meaningful (Blunt → Physical). */
  protected override _adjust(trauma: Record<string, unknown>): void {
    const scope = trauma["scope"];
    const key = trauma["key"];
    if ((scope === "type" || scope === "family") && typeof key === "string") trauma["key"] = behaviorKeyFor(scope, key);
  }
}
