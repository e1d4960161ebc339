/** The slots ruleset's preview module: its views and the state each opens on. */
import type { PreviewRuleset } from "../ruleset";
import { SLOTS_VIEWS, slotsStart } from "./views";

export const slotsPreview: PreviewRuleset = { id: "slots", views: SLOTS_VIEWS, start: slotsStart };
