/**
 * The trauma item sheets: weapon, armor and behavior. Each is configuration plus a view-model
 * from src/view/trauma/item-sheet.ts; the shared base adds the header, the description editor,
 * and the form hook that reads spreads typed in the seed's notation.
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
import { FrayItemSheetBase, type ItemRenderContext } from "../../apps/fray-sheets";
import { activateOnKeyboard } from "../../apps/keyboard";

export interface TraumaItemContext extends ItemRenderContext {
  typeLabel: string;
  description: { source: string; enriched: string };
  weapon?: Worded<WeaponSheetView>;
  armor?: Worded<ArmorSheetView>;
  behavior?: Worded<BehaviorSheetView>;
}

type SubmitData = { spreadText?: unknown; system?: { trauma?: Record<string, unknown> } };

const T = "systems/fray/templates/trauma/item";

export class TraumaItemSheet extends FrayItemSheetBase<TraumaItemContext> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["fray", "fray-sheet", "fray-item"],
    position: { width: 520, height: 620 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: { setPercent: TraumaItemSheet.#setPercent },
  };

  /** A spread that did not parse: shown back with the reason until the person fixes it. */
  protected spreadDraft: SpreadDraft | null = null;

  protected override async _prepareContext(options: Parameters<FrayItemSheetBase<TraumaItemContext>["_prepareContext"]>[0]): Promise<TraumaItemContext> {
    const context = await super._prepareContext(options);
    const item = this.item;
    const system = item.system;
    const source = system instanceof WeaponModel || system instanceof ArmorModel || system instanceof BehaviorModel ? system.description : "";
    context.typeLabel = game.i18n.localize(`FRAY.Common.Item.Type.${item.type}`);
    context.description = {
      source,
      enriched: await foundry.applications.ux.TextEditor.implementation.enrichHTML(source, { relativeTo: item, secrets: item.isOwner }),
    };
    if (system instanceof WeaponModel) context.weapon = wordView(weaponSheetView(system.trauma, this.spreadDraft));
    else if (system instanceof ArmorModel) context.armor = wordView(armorSheetView(system.trauma, this.spreadDraft));
    else if (system instanceof BehaviorModel) context.behavior = wordView(behaviorSheetView(system.trauma));
    return context;
  }

  protected override async _onRender(
    context: Parameters<FrayItemSheetBase<TraumaItemContext>["_onRender"]>[0],
    options: Parameters<FrayItemSheetBase<TraumaItemContext>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    activateOnKeyboard(this.element);
  }

  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): object {
    const data = super._processFormData(event, form, formData) as SubmitData;
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

  /** Behavior presets (rules/trauma.md §3.3): Immune 0 %, Resistant 50 %, Weak 150 %. */
  static async #setPercent(this: TraumaItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const percent = Number(target.dataset["percent"]);
    if (Number.isInteger(percent) && percent >= 0) await this.item.update({ system: { trauma: { percent } } });
  }
}

export class WeaponSheet extends TraumaItemSheet {
  static override PARTS = {
    header: { template: "systems/fray/templates/common/item/header.hbs" },
    body: { template: `${T}/weapon.hbs`, scrollable: [""] },
  };

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
  static override PARTS = {
    header: { template: "systems/fray/templates/common/item/header.hbs" },
    body: { template: `${T}/armor.hbs`, scrollable: [""] },
  };
}

export class BehaviorSheet extends TraumaItemSheet {
  static override PARTS = {
    header: { template: "systems/fray/templates/common/item/header.hbs" },
    body: { template: `${T}/behavior.hbs`, scrollable: [""] },
  };

  /** Switching between type and family keeps the key meaningful (Blunt → Physical). */
  protected override _adjust(trauma: Record<string, unknown>): void {
    const scope = trauma["scope"];
    const key = trauma["key"];
    if ((scope === "type" || scope === "family") && typeof key === "string") trauma["key"] = behaviorKeyFor(scope, key);
  }
}
