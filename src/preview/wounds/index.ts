/** The wounds ruleset's preview module: its views and the state each opens on. */
import type { PreviewRuleset } from "../ruleset";
import { WOUNDS_TRACKER_VIEWS, woundsTrackerStart } from "./tracker-views";
import { WOUNDS_VIEWS, woundsStart } from "./views";

const TRACKER_IDS = new Set(WOUNDS_TRACKER_VIEWS.map((view) => view.id));

export const woundsPreview: PreviewRuleset = {
  id: "wounds",
  views: [...WOUNDS_VIEWS, ...WOUNDS_TRACKER_VIEWS],
  start: (view, options) => (TRACKER_IDS.has(view) ? woundsTrackerStart(view) : woundsStart(view, options)),
};
