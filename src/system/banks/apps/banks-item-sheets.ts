/**
 * The banks profile of weapons and armor (docs/rules/banks.md §3.3), the item sheets a banks world
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
import { ratingsUpdate } from "./ratings-update";
import { ArmorModel, WeaponModel } from "../../data/item/item-models";
import { type Worded, wordView } from "../../i18n";
import { plainSystem } from "../../apps/document-data";
import { FrayItemSheet, type FrayItemContext } from "../../apps/item-sheet";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { BANKS_ITEM_LAYOUTS } from "../../../view/banks/sheet/layout";

export interface BanksItemContext extends FrayItemContext {
  banks: { weapon?: Worded<BanksWeaponSheetView>; armor?: Worded<BanksArmorSheetView> };
}

type SubmitData = { codeText?: unknown; splashText?: unknown; qualitiesText?: unknown; system?: { banks?: Record<string, unknown> } };

export class BanksItemSheet extends FrayItemSheet<BanksItemContext> {
  /** A code that did not parse: shown back with the reason until the person fixes it. */
  protected codeDraft: CodeDraft | null = null;

  protected override addView(context: BanksItemContext): void {
    const item = this.item;
    const system = item.system;
    const doc = { name: item.name, type: item.type, system: plainSystem(system) };
    context.banks = {};
    // The schema keeps `system.banks` valid, so the core's reading of it does not throw here.
    if (system instanceof WeaponModel) context.banks.weapon = wordView(banksWeaponSheetView(banksWeaponFromSource(doc), this.codeDraft));
    else if (system instanceof ArmorModel) context.banks.armor = wordView(banksArmorSheetView(banksArmorFromSource(doc), isWornArmor(doc)));
  }

  protected override adjustSubmit(submitted: object): object {
    const data = submitted as SubmitData;
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
  static override DEFAULT_OPTIONS = windowOptionsOf(BANKS_ITEM_LAYOUTS.weapon);
  static override PARTS = partsOf(BANKS_ITEM_LAYOUTS.weapon);
}

export class BanksArmorSheet extends BanksItemSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(BANKS_ITEM_LAYOUTS.armor);
  static override PARTS = partsOf(BANKS_ITEM_LAYOUTS.armor);
}
