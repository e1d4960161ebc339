/**
 * The slots item sheet for abilities and weapons (docs/rules/slots.md §3.2): price, damage,
 * types, Reserved use, Active-Phase-only, Stress, area, Erosion and what a hit inflicts. A typed
 * price is read with the core parser: a bad one is shown back with the reason and never stored.
 * Types are one comma list; Stress and Slow are switched on and off with a checkbox.
 */
import { parseCost } from "../../../core/slots";
import { slotsItemFromSource } from "../../../core/slots/document";
import { type Worded, wordView } from "../../i18n";
import { plainSystem } from "../../apps/document-data";
import { FrayItemSheet, type FrayItemContext } from "../../apps/item-sheet";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { SLOTS_WEAPON_LAYOUT } from "../../../view/slots/sheet-layout";
import { type SlotsItemSheetView, slotsItemSheetView } from "../../../view/slots/item-sheet-view";

export interface SlotsItemContext extends FrayItemContext {
  slots: { system: Record<string, unknown>; view: Worded<SlotsItemSheetView> | null; problem: string | null };
}

type SubmitData = { costText?: unknown; typesText?: unknown; hasStress?: unknown; hasSlow?: unknown; system?: { slots?: Record<string, unknown> } };

export class SlotsWeaponSheet extends FrayItemSheet<SlotsItemContext> {
  static override DEFAULT_OPTIONS = windowOptionsOf(SLOTS_WEAPON_LAYOUT);
  static override PARTS = partsOf(SLOTS_WEAPON_LAYOUT);

  /** A price that did not parse, shown back with its reason until it is fixed. */
  protected costDraft: { text: string; error: string } | null = null;

  protected override addView(context: SlotsItemContext): void {
    const item = this.item;
    const system = plainSystem(item.system);
    const slots = (system["slots"] ?? {}) as Record<string, unknown>;
    try {
      context.slots = { system: slots, view: wordView(slotsItemSheetView(slotsItemFromSource({ name: item.name, type: item.type, system }), this.costDraft)), problem: null };
    } catch (error) {
      context.slots = { system: slots, view: null, problem: error instanceof Error ? error.message : String(error) };
    }
  }

  protected override adjustSubmit(submitted: object): object {
    const data = submitted as SubmitData;
    const slots = (data.system ??= {}).slots ?? {};
    if (typeof data.costText === "string") {
      try {
        parseCost(data.costText, "cost");
        slots["cost"] = data.costText.trim();
        this.costDraft = null;
      } catch (error) {
        this.costDraft = { text: data.costText, error: error instanceof Error ? error.message : String(error) };
        void this.render();
      }
    }
    if (typeof data.typesText === "string") slots["types"] = data.typesText.split(",").map((t) => t.trim().toLowerCase()).filter((t) => /^[a-z][a-z-]{0,31}$/.test(t)).slice(0, 16);
    const current = (plainSystem(this.item.system)["slots"] ?? {}) as Record<string, unknown>;
    // Switching Stress or Slow off stores null; on, the field's defaults (the schema's initials).
    if (data.hasStress === false) slots["stress"] = null;
    else if (data.hasStress === true && current["stress"] === null && slots["stress"] === undefined) slots["stress"] = { track: "physical", kind: "variable", n: 20 };
    if (data.hasSlow === false) slots["onHit"] = { ...((slots["onHit"] as object | undefined) ?? {}), slow: null };
    else if (data.hasSlow === true && (current["onHit"] as { slow?: unknown } | undefined)?.slow === null) slots["onHit"] = { ...((slots["onHit"] as object | undefined) ?? {}), slow: { fraction: "1/2", rounds: 1 } };
    delete data.costText;
    delete data.typesText;
    delete data.hasStress;
    delete data.hasSlow;
    if (Object.keys(slots).length > 0) data.system.slots = slots;
    return data;
  }
}
