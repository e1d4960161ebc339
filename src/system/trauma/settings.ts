/**
 * The trauma ruleset's world settings. They exist in every world (a world may switch back), but
 * show in the settings window only where trauma is played.
 */
import { deckSettingsField } from "./cards/deck-settings";

export function registerTraumaSettings(isActive: boolean): void {
  // Where the set-up decks are (cards/deck-setup.ts); never shown in the settings window.
  game.settings.register("fray", "decks", {
    scope: "world",
    config: false,
    type: deckSettingsField(),
    default: { narratorProbability: null, perkDeck: null, perkDiscard: null },
  });
  game.settings.register("fray", "autoResistNpc", {
    name: "FRAY.Trauma.Settings.AutoResistNpc.Name",
    hint: "FRAY.Trauma.Settings.AutoResistNpc.Hint",
    scope: "world",
    config: isActive,
    type: Boolean,
    default: true,
  });
  game.settings.register("fray", "npcPerks", {
    name: "FRAY.Trauma.Settings.NpcPerks.Name",
    hint: "FRAY.Trauma.Settings.NpcPerks.Hint",
    scope: "world",
    config: isActive,
    type: Boolean,
    default: true,
  });
}
