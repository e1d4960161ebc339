/** The trauma ruleset's preview module: its views and the state each opens on. */
import type { PreviewRuleset } from "../ruleset";
import { TRAUMA_VIEWS, traumaStart } from "./views";

export const traumaPreview: PreviewRuleset = { id: "trauma", views: TRAUMA_VIEWS, start: traumaStart };
