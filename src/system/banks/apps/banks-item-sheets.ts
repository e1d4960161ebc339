/**
 * The banks profile of weapons and armor (rules/banks.md §3.3), the item sheets a banks world
 * uses by default. Each is configuration plus a view-model from src/view/banks/sheet/item-sheet.ts;
 * the form hook reads damage codes with the core parser (a bad code is shown back with the
 * reason and never stored), qualities as a comma list, and an empty rating as "none".
 */
import { banksArmorFromSource, banksWeaponFromSource, isWornArmor } from "../../../core/banks";
import {
  type BanksArmorSheetView,
  type BanksWeaponSheetView,
  type CodeDraft,
  banksArmorSheetView,
  banksWeaponSheetView,
  parseCodeInput,
  parseQualities,
} from "../../../view/banks/sheet/item-sheet";
import { ratingsUpdate } from "../../../view/banks/sheet/ratings";
import { ArmorModel, WeaponModel } from "../../data/item/item-models";
import { type Worded, wordView } from "../../i18n";
import { FrayItemSheetBase, type ItemRenderContext } from "../../apps/fray-sheets";
import { activateOnKeyboard } from "../../apps/keyboard";

export interface BanksItemContext extends ItemRenderContext {
  typeLabel: string;
  description: { source: string; enriched: string };
  banks: { weapon?: Worded<BanksWeaponSheetView>; armor?: Worded<BanksArmorSheetView> };
}

type Base = FrayItemSheetBase<BanksItemContext>;
type SubmitData = { codeText?: unknown; splashText?: unknown; qualitiesText?: unknown; system?: { banks?: Record<string, unknown> } };

const T = "systems/fray/templates/banks";

const plainSystem = (system: unknown): Record<string, unknown> =>
  system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};

export class BanksItemSheet extends FrayItemSheetBase<BanksItemContext> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["fray", "fray-sheet", "fray-item", "fray-banks"],
    position: { width: 520, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  /** A code that did not parse: shown back with the reason until the person fixes it. */
  protected codeDraft: CodeDraft | null = null;

  protected override async _prepareContext(options: Parameters<Base["_prepareContext"]>[0]): Promise<BanksItemContext> {
    const context = await super._prepareContext(options);
    const item = this.item;
    const system = item.system;
    const source = system instanceof WeaponModel || system instanceof ArmorModel ? system.description : "";
    context.typeLabel = game.i18n.localize(`FRAY.Common.Item.Type.${item.type}`);
    context.description = {
      source,
      enriched: await foundry.applications.ux.TextEditor.implementation.enrichHTML(source, { relativeTo: item, secrets: item.isOwner }),
    };
    const doc = { name: item.name, type: item.type, system: plainSystem(system) };
    context.banks = {};
    // The schema keeps `system.banks` valid, so the core's reading of it does not throw here.
    if (system instanceof WeaponModel) context.banks.weapon = wordView(banksWeaponSheetView(banksWeaponFromSource(doc), this.codeDraft));
    else if (system instanceof ArmorModel) context.banks.armor = wordView(banksArmorSheetView(banksArmorFromSource(doc), isWornArmor(doc)));
    return context;
  }

  protected override async _onRender(context: Parameters<Base["_onRender"]>[0], options: Parameters<Base["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    activateOnKeyboard(this.element);
  }

  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as SubmitData;
    const banks = (data.system ??= {}).banks ?? {};
    this.#readCode(data.codeText, "code", false, banks);
    this.#readCode(data.splashText, "splashCode", true, banks);
    if (typeof data.qualitiesText === "string") banks["qualities"] = parseQualities(data.qualitiesText);
    const ratings = banks["ratings"];
    if (typeof ratings === "object" && ratings !== null) banks["ratings"] = ratingsUpdate(ratings as Record<string, unknown>);
    delete data.codeText;
    delete data.splashText;
    delete data.qualitiesText;
    if (Object.keys(banks).length > 0) data.system.banks = banks;
    return data;
  }

  /** A typed code goes into `banks` when the core parses it; otherwise it waits, with its reason, as the draft. */
  #readCode(typed: unknown, field: CodeDraft["field"], optional: boolean, banks: Record<string, unknown>): void {
    if (typeof typed !== "string") return;
    const parsed = parseCodeInput(typed, optional);
    if ("code" in parsed) {
      banks[field] = parsed.code;
      if (this.codeDraft?.field === field) this.codeDraft = null;
    } else {
      this.codeDraft = { field, text: typed, error: parsed.error };
      void this.render();
    }
  }
}

export class BanksWeaponSheet extends BanksItemSheet {
  static override PARTS = {
    header: { template: "systems/fray/templates/common/item/header.hbs" },
    body: { template: `${T}/item/weapon.hbs`, scrollable: [""] },
  };
}

export class BanksArmorSheet extends BanksItemSheet {
  static override PARTS = {
    header: { template: "systems/fray/templates/common/item/header.hbs" },
    body: { template: `${T}/item/armor.hbs`, scrollable: [""] },
  };
}
