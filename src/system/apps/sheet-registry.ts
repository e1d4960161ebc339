/**
 * Registers each ruleset's sheets and remembers whose they are, so that a world that switched
 * rulesets can be checked: a default sheet a GM stored in `core.sheetClasses` beats the
 * `makeDefault` of registration (foundry-v13.md §9), so the old ruleset's sheets would keep
 * opening. The GM is told which types, and where to change them.
 */
import type { RulesetId } from "../../core/ruleset-id";

type SheetClass = Parameters<typeof foundry.applications.apps.DocumentSheetConfig.registerSheet>[2];

const owners = new Map<string, RulesetId>();

export function registerRulesetSheet(
  ruleset: RulesetId,
  documentClass: typeof Actor | typeof Item,
  sheet: SheetClass,
  options: { types: string[]; makeDefault: boolean; label: string },
): void {
  foundry.applications.apps.DocumentSheetConfig.registerSheet(documentClass, "fray", sheet, options);
  owners.set(`fray.${sheet.name}`, ruleset);
}

/** "Actor.character" etc. whose stored default sheet belongs to a ruleset other than `active`. */
export function staleDefaultSheets(stored: unknown, active: RulesetId): string[] {
  if (typeof stored !== "object" || stored === null) return [];
  const stale: string[] = [];
  for (const [documentName, types] of Object.entries(stored)) {
    if (typeof types !== "object" || types === null) continue;
    for (const [type, sheetId] of Object.entries(types as Record<string, unknown>)) {
      const owner = typeof sheetId === "string" ? owners.get(sheetId) : undefined;
      if (owner !== undefined && owner !== active) stale.push(`${documentName}.${type}`);
    }
  }
  return stale;
}

/** On ready, for a GM: names the types whose stored default sheet is another ruleset's. */
export function warnAboutStaleDefaultSheets(active: RulesetId): void {
  if (!game.user.isGM) return;
  const stale = staleDefaultSheets(game.settings.get("core", "sheetClasses"), active);
  if (!stale.length) return;
  const types = stale.map((t) => game.i18n.localize(`TYPES.${t}`)).join(", ");
  ui.notifications.warn(game.i18n.format("FRAY.Common.Settings.Ruleset.StaleSheets", { types }), { permanent: true });
}
