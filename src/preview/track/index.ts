/** The track ruleset's preview module: its views and the state each opens on. */
import type { PreviewRuleset } from "../ruleset";
import { TRACK_VIEWS, trackStart } from "./views";

export const trackPreview: PreviewRuleset = { id: "track", views: TRACK_VIEWS, start: trackStart };
