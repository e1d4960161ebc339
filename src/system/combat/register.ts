/**
 * Wires the combat automation into Foundry at init: the Combat document class, the initiative
 * formula of a standard policy, the banks tracker in a banks world, and the chat hooks of the
 * Will-to-Live prompt. Call it after
 * the settings are registered (it reads the world's ruleset).
 */
import { FrayCombat } from "../documents/combat";
import { registerBanksTracker } from "../banks/combat/register";
import { activeCombatRuleset } from "./ruleset-context";
import { onCreateWillToLive } from "../trauma/combat/will-to-live-apply";
import { onRenderWillToLivePrompt } from "../trauma/combat/will-to-live-prompt";

export function registerCombat(): void {
  CONFIG.Combat.documentClass = FrayCombat;
  const initiative = activeCombatRuleset()?.policy.initiative;
  if (initiative?.mode === "standard") CONFIG.Combat.initiative.formula = initiative.formula;
  if (activeCombatRuleset()?.id === "banks") registerBanksTracker();
  Hooks.on("renderChatMessageHTML", onRenderWillToLivePrompt);
  Hooks.on("createChatMessage", (message) => {
    onCreateWillToLive(message).catch((error: unknown) => console.error("fray | Will-to-Live could not be applied", error));
  });
}
