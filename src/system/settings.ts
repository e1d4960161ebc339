import { DEFAULT_RULESET, RULESET_IDS, isRulesetId, type RulesetId } from "../core/ruleset-id";

export const SYSTEM_ID = "fray";

/** Every world setting of Fray, registered in one place (style.md "Foundry adapter"). */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "FRAY.Settings.Ruleset.Name",
    hint: "FRAY.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(RULESET_IDS.map((id) => [id, `FRAY.Ruleset.${id}.Name`])) as Record<RulesetId, string>,
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
}

/** The world's ruleset; an unknown stored value (a removed ruleset) falls back to the default. */
export function activeRulesetId(): RulesetId {
  const value: unknown = game.settings.get(SYSTEM_ID, "ruleset");
  return isRulesetId(value) ? value : DEFAULT_RULESET;
}
