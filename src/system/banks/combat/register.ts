/**
 * The banks tracker's hooks, registered at init in a banks world only (the ruleset setting
 * needs a reload to change), so a trauma world's tracker stays plain Foundry.
 */
import { onUpdateActor, onUpdateCombat, onUpdateToken } from "./resort";
import { onRenderCombatTracker } from "./tracker-render";

export function registerBanksTracker(): void {
  Hooks.on("renderCombatTracker", onRenderCombatTracker);
  Hooks.on("updateActor", onUpdateActor);
  Hooks.on("updateToken", onUpdateToken);
  Hooks.on("updateCombat", onUpdateCombat);
}
