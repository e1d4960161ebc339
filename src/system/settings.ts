/**
 * Fray's own world settings: which ruleset the world plays, how long the GM's records are kept
 * (gm/records/pruning.ts), and (hidden) the layout its data was last migrated to. Each ruleset registers its own settings through its adapter (registerAlways).
 */
import { DEFAULT_RULESET } from "../core/ruleset-id";
import { registerRecordsSetting } from "./gm/records/pruning";
import { allAdapters } from "./rulesets";

export const SYSTEM_ID = "fray";

export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "FRAY.Common.Settings.Ruleset.Name",
    hint: "FRAY.Common.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    // Only what can be played; a ruleset appears here when its adapter says it is playable.
    choices: Object.fromEntries(allAdapters().filter((a) => a.playable).map((a) => [a.id, a.core.label])),
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
  registerRecordsSetting();
  // 0 = never stored: a world made by 0.1.0 (or a new one), which the migration scans once.
  game.settings.register(SYSTEM_ID, "schemaVersion", {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}
