/**
 * Prompts a policy raises (a decision a person must make before the combat goes on), each
 * posted by the handler registered for its type. Rulesets add theirs here; an unknown prompt
 * type is reported to the GM rather than dropped silently.
 */
import type { CombatPrompt } from "../../core/ruleset";
import { WILL_TO_LIVE_PROMPT } from "../trauma/combat/will-to-live-check";
import { postWillToLivePrompt } from "../trauma/combat/will-to-live-prompt";

type PromptPoster = (combat: Combat.Implementation, combatant: Combatant.Implementation, round: number) => Promise<void>;

const POSTERS: Readonly<Record<string, PromptPoster>> = {
  [WILL_TO_LIVE_PROMPT]: postWillToLivePrompt,
};

export async function postPrompts(combat: Combat.Implementation, round: number, prompts: readonly CombatPrompt[]): Promise<void> {
  for (const prompt of prompts) {
    const combatant = combat.combatants.get(prompt.combatantId);
    const post = POSTERS[prompt.type];
    if (!combatant) continue;
    if (post) await post(combat, combatant, round);
    else console.warn(`fray | no handler posts the combat prompt ${prompt.type}`);
  }
}
