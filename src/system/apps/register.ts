/**
 * Registers Fray's sheets as the defaults for its actor and item types, and preloads every
 * template (parts and partials) so the first sheet opens without a fetch per file. Both are
 * called once at init by the entry point.
 */
import { CharacterSheet } from "./character-sheet";
import { ArmorSheet, BehaviorSheet, WeaponSheet } from "./item-sheets";
import { NpcSheet } from "./npc-sheet";
import { TEMPLATE_PATHS } from "./template-paths";

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  const sheets = [
    [Actor, CharacterSheet, "character", "FRAY.Sheet.Label.character"],
    [Actor, NpcSheet, "npc", "FRAY.Sheet.Label.npc"],
    [Item, WeaponSheet, "weapon", "FRAY.Sheet.Label.weapon"],
    [Item, ArmorSheet, "armor", "FRAY.Sheet.Label.armor"],
    [Item, BehaviorSheet, "behavior", "FRAY.Sheet.Label.behavior"],
  ] as const;
  for (const [documentClass, sheet, type, label] of sheets) {
    DocumentSheetConfig.registerSheet(documentClass, "fray", sheet, { types: [type], makeDefault: true, label });
  }
}

/** Loads the templates; partials register under their path, as `{{> "systems/fray/…"}}` uses them. */
export async function preloadTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
}
