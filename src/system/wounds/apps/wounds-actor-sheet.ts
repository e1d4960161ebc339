/**
 * The wounds ruleset's actor sheets: a thin `sheetView` over the pure view-model (sheet-view.ts)
 * on the shared FrayActorSheet, and the form hook that keeps stored state valid (Wounds never
 * above the capacity an edit lowered).
 */
import { woundsActorSheetView, type WoundsActorSheetView } from "../../../view/wounds/sheet-view";
import { WOUNDS_CHARACTER_LAYOUT, WOUNDS_NPC_LAYOUT } from "../../../view/wounds/sheet-layout";
import { WOUNDS_SHEET_ACTIONS } from "./sheet-actions";
import { clampSubmittedWounds } from "./edits";
import { woundsStateOf } from "../actor-state";
import { gmPoolOf, playerOwned } from "../bennies/gm-pool";
import { FrayActorSheet, type FrayActorContext } from "../../apps/actor-sheet";
import { partsOf, tabsOf, windowOptionsOf } from "../../apps/sheet-layout";

export type WoundsActorContext = FrayActorContext<WoundsActorSheetView>;

type SubmitData = { system?: { wounds?: Record<string, unknown> } };

export class WoundsActorSheet extends FrayActorSheet<WoundsActorSheetView> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = { actions: WOUNDS_SHEET_ACTIONS };

  protected override readState(): unknown {
    return woundsStateOf(this.actor);
  }

  protected override sheetView(): WoundsActorSheetView {
    // A GM's NPC may pay from the GM's pool, which only a GM's client can read.
    const pool = game.user.isGM && !playerOwned(this.actor) ? gmPoolOf() : 0;
    return woundsActorSheetView(this.sheetSource(), pool);
  }

  protected override adjustSubmit(submitted: object): object {
    const wounds = (submitted as SubmitData).system?.wounds;
    if (wounds === undefined) return submitted;
    try {
      clampSubmittedWounds(wounds, woundsStateOf(this.actor));
    } catch {
      // Stored data the core refuses: the sheet already says so; submit what was typed.
    }
    return submitted;
  }
}

export class WoundsCharacterSheet extends WoundsActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(WOUNDS_CHARACTER_LAYOUT);
  static override PARTS = partsOf(WOUNDS_CHARACTER_LAYOUT);
  static override TABS = tabsOf(WOUNDS_CHARACTER_LAYOUT);
}

export class WoundsNpcSheet extends WoundsActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(WOUNDS_NPC_LAYOUT);
  static override PARTS = partsOf(WOUNDS_NPC_LAYOUT);
}
