/** The banks ruleset's preview module: its views and the state each opens on. */
import type { PreviewRuleset } from "../ruleset";
import { BANKS_VIEWS, banksStart } from "./views";

export const banksPreview: PreviewRuleset = { id: "banks", views: BANKS_VIEWS, start: banksStart };
