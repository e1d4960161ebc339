/** The wounds ruleset's preview module: its views and the state each opens on. */
import type { PreviewRuleset } from "../ruleset";
import { WOUNDS_VIEWS, woundsStart } from "./views";

export const woundsPreview: PreviewRuleset = { id: "wounds", views: WOUNDS_VIEWS, start: woundsStart };
