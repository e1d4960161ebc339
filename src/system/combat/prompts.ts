/**
 * Prompts a policy raises (a decision a person must make before the combat goes on), each
 * posted by the active ruleset's poster for its type. An unknown prompt type is reported to the
 * GM rather than dropped silently.
 */
import type { CombatPrompt } from "../../core/ruleset";
import { activeAdapter } from "../active-ruleset";

export async function postPrompts(combat: Combat.Implementation, round: number, prompts: readonly CombatPrompt[]): Promise<void> {
  const posters = activeAdapter().combat.prompts;
  for (const prompt of prompts) {
    const combatant = combat.combatants.get(prompt.combatantId);
    const post = Object.hasOwn(posters, prompt.type) ? posters[prompt.type] : undefined;
    if (!combatant) continue;
    if (post) await post(combat, combatant, round);
    else console.warn(`fray | no handler posts the combat prompt ${prompt.type}`);
  }
}
