/**
 * The GM hears when the combat automation passes over a combatant whose actor the rules cannot
 * read (design.md: "never a silent skip"), once per actor and session; the tracker row shows it
 * too (unreadable-combatants.ts). Kept apart from the tracker code: the combat view imports it,
 * and must not pull in the ruleset registry.
 */
import { RulesInputError } from "../../core/errors";

const warned = new Set<string>();

/** The GM-facing sentence for an actor the rules refuse, or null for an error that is not the data's fault. */
export function problemOf(name: string, error: unknown): string | null {
  if (!(error instanceof RulesInputError)) return null;
  return game.i18n.format("FRAY.Common.Combat.Unreadable", { name, error: error.message, path: error.path });
}

/** The GM hears once per actor and session that the automation passed a combatant over. */
export function reportSkipped(name: string, actorUuid: string, error: unknown): void {
  console.warn(`Fray | combat automation skips ${name}:`, error);
  const problem = problemOf(name, error);
  if (problem === null || !game.user.isGM || warned.has(actorUuid)) return;
  warned.add(actorUuid);
  ui.notifications.warn(problem);
}

