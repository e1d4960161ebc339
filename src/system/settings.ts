import { deckSettingsField } from "./trauma/cards/deck-settings";
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
  // Where the set-up decks are (src/system/cards/deck-setup.ts); not shown in the settings window.
  game.settings.register(SYSTEM_ID, "decks", {
    scope: "world",
    config: false,
    type: deckSettingsField(),
    default: { narratorProbability: null, perkDeck: null, perkDiscard: null },
  });
  game.settings.register(SYSTEM_ID, "autoResistNpc", {
    name: "FRAY.Settings.AutoResistNpc.Name",
    hint: "FRAY.Settings.AutoResistNpc.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(SYSTEM_ID, "npcPerks", {
    name: "FRAY.Settings.NpcPerks.Name",
    hint: "FRAY.Settings.NpcPerks.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

/** The world's ruleset; an unknown stored value (a removed ruleset) falls back to the default. */
export function activeRulesetId(): RulesetId {
  const value: unknown = game.settings.get(SYSTEM_ID, "ruleset");
  return isRulesetId(value) ? value : DEFAULT_RULESET;
}
