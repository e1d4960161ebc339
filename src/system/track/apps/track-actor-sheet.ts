/**
 * The track ruleset's actor sheets: the condition monitor first (ten buttons, each cycling its box
 * as docs/rules/track.md §7 says, with the label a screen reader speaks), the penalty beside it,
 * then attributes, armor, weapons and notes. A thin `sheetView` over the pure view-model; the
 * shared machinery is FrayActorSheet.
 */
import { cycleBox } from "../../../core/track";
import { FrayActorSheet } from "../../apps/actor-sheet";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { formatText } from "../../i18n";
import { storedTrackOf, trackStateOf } from "../actor-state";
import { TRACK_CHARACTER_LAYOUT, TRACK_NPC_LAYOUT } from "../../../view/track/sheet-layout";
import { type TrackSheetView, trackSheetView } from "../../../view/track/sheet-view";
import { TRACK_SHEET_ACTIONS } from "./sheet-actions";

export class TrackActorSheet extends FrayActorSheet<TrackSheetView> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = { actions: TRACK_SHEET_ACTIONS };

  protected override readState(): unknown {
    return trackStateOf(this.actor);
  }

  protected override sheetView(): TrackSheetView {
    const actor = this.actor;
    let state = null;
    try {
      state = trackStateOf(actor);
    } catch {
      // The base sheet shows the rules' reason and the field's path (unreadable.ts).
    }
    return trackSheetView({ ...this.sheetSource(), state, stored: storedTrackOf(actor) });
  }

  /** A click on box `box`: the core's cycle, written as the three counts (never an inconsistent box). */
  async cycle(box: number): Promise<void> {
    if (!this.isEditable) return;
    try {
      const { patch } = cycleBox(trackStateOf(this.actor), box);
      await this.actor.update({ system: { track: patch } });
    } catch (error) {
      ui.notifications?.warn(formatText({ key: "FRAY.Track.Sheet.CannotEdit", data: { reason: error instanceof Error ? error.message : String(error) } }));
    }
  }
}

export class TrackCharacterSheet extends TrackActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(TRACK_CHARACTER_LAYOUT);
  static override PARTS = partsOf(TRACK_CHARACTER_LAYOUT);
}

export class TrackNpcSheet extends TrackActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(TRACK_NPC_LAYOUT);
  static override PARTS = partsOf(TRACK_NPC_LAYOUT);
}
