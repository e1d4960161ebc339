/**
 * The slots actor sheet (docs/rules/slots.md §3.1, §7) on the shared FrayActorSheet: HP and the
 * three Stress tracks in one column, the counters, this Full Round's Action and Reserved Slots,
 * the attributes, weaknesses and resistances, maims, and the abilities with a Use button that
 * opens the attack or check flow. Weakness and resistance are typed as one line each.
 */
import { FrayActorSheet, type FrayActorContext } from "../../apps/actor-sheet";
import { deleting } from "../../compat";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { actorSystem } from "../../data/actor/actor-system";
import { slotsStateOf } from "../actor-state";
import { SLOTS_ACTOR_LAYOUT } from "../../../view/slots/sheet-layout";
import { multipliersText, parseMultipliers } from "../../../view/slots/multipliers-text";
import { SLOTS_SHEET_ACTIONS } from "./sheet-actions";
import { type SlotsSheetView, slotsSheetView } from "../../../view/slots/sheet-view";

export type SlotsActorContext = FrayActorContext<SlotsSheetView>;

type SubmitData = { weaknessText?: unknown; resistanceText?: unknown; system?: { slots?: Record<string, unknown> } };

export class SlotsActorSheet extends FrayActorSheet<SlotsSheetView> {
  static override DEFAULT_OPTIONS = { ...windowOptionsOf(SLOTS_ACTOR_LAYOUT), actions: SLOTS_SHEET_ACTIONS };
  static override PARTS = partsOf(SLOTS_ACTOR_LAYOUT);

  protected override readState(): unknown {
    return slotsStateOf(this.actor);
  }

  protected override sheetView(): SlotsSheetView {
    return slotsSheetView(this.sheetSource());
  }

  protected override async _prepareContext(options: Parameters<FrayActorSheet<SlotsSheetView>["_prepareContext"]>[0]): Promise<SlotsActorContext> {
    const context = await super._prepareContext(options);
    const slots = actorSystem(this.actor).slots as { weakness?: Record<string, number>; resistance?: Record<string, number> };
    return Object.assign(context, { weaknessText: multipliersText(slots.weakness ?? {}), resistanceText: multipliersText(slots.resistance ?? {}) });
  }

  protected override adjustSubmit(submitted: object): object {
    const data = submitted as SubmitData;
    const slots = (data.system ??= {}).slots ?? {};
    // A TypedObjectField update merges keys, so a removed type is written as a deletion.
    const replace = (typed: unknown, key: "weakness" | "resistance"): void => {
      if (typeof typed !== "string") return;
      const next = parseMultipliers(typed);
      const old = (actorSystem(this.actor).slots as unknown as Record<string, Record<string, number>>)[key] ?? {};
      slots[key] = Object.assign({ ...next }, ...Object.keys(old).filter((k) => !Object.hasOwn(next, k)).map((k) => deleting(k)));
    };
    replace(data.weaknessText, "weakness");
    replace(data.resistanceText, "resistance");
    delete data.weaknessText;
    delete data.resistanceText;
    if (Object.keys(slots).length > 0) data.system.slots = slots;
    return data;
  }
}

/** Both kinds share the page; two classes so each is registered, and chosen, for its own type. */
export class SlotsCharacterSheet extends SlotsActorSheet {}
export class SlotsNpcSheet extends SlotsActorSheet {}
