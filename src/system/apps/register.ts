/**
 * Registers Fray's sheets for its actor and item types, and preloads every template (parts and
 * partials) so the first sheet opens without a fetch per file. Both are called once at init by
 * the entry point, after the settings are registered.
 *
 * Each ruleset brings its own sheets for the types it uses; the world's ruleset decides which
 * are the defaults (the ruleset setting reloads the world when it changes), and the others stay
 * selectable in a sheet's configuration.
 */
import type { RulesetId } from "../../core/ruleset-id";
import { activeRulesetId } from "../settings";
import { BanksCharacterSheet, BanksNpcSheet } from "../banks/apps/banks-actor-sheet";
import { BanksArmorSheet, BanksWeaponSheet } from "../banks/apps/banks-item-sheets";
import { CharacterSheet } from "../trauma/apps/character-sheet";
import { ArmorSheet, BehaviorSheet, WeaponSheet } from "../trauma/apps/item-sheets";
import { NpcSheet } from "../trauma/apps/npc-sheet";
import { ALL_TEMPLATE_PATHS } from "./template-paths";

/** The world's ruleset, or the default while settings cannot be read (never expected at init). */
function rulesetAtInit(): RulesetId | null {
  try {
    return activeRulesetId();
  } catch {
    return null;
  }
}

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  const banks = rulesetAtInit() === "banks";
  const sheets = [
    [Actor, CharacterSheet, "character", "FRAY.Sheet.Label.character", !banks],
    [Actor, NpcSheet, "npc", "FRAY.Sheet.Label.npc", !banks],
    [Actor, BanksCharacterSheet, "character", "FRAY.Banks.Sheet.Label.character", banks],
    [Actor, BanksNpcSheet, "npc", "FRAY.Banks.Sheet.Label.npc", banks],
    [Item, WeaponSheet, "weapon", "FRAY.Sheet.Label.weapon", !banks],
    [Item, ArmorSheet, "armor", "FRAY.Sheet.Label.armor", !banks],
    [Item, BanksWeaponSheet, "weapon", "FRAY.Banks.Sheet.Label.weapon", banks],
    [Item, BanksArmorSheet, "armor", "FRAY.Banks.Sheet.Label.armor", banks],
    [Item, BehaviorSheet, "behavior", "FRAY.Sheet.Label.behavior", true],
  ] as const;
  for (const [documentClass, sheet, type, label, makeDefault] of sheets) {
    DocumentSheetConfig.registerSheet(documentClass, "fray", sheet, { types: [type], makeDefault, label });
  }
}

/** Loads the templates; partials register under their path, as `{{> "systems/fray/…"}}` uses them. */
export async function preloadTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates([...ALL_TEMPLATE_PATHS]);
}
