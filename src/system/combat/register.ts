/**
 * Wires the combat automation into Foundry at init: the Combat document class and the
 * initiative formula of a standard policy. The ruleset's own tracker hooks come with its
 * adapter's activate(). Call it after the settings are registered (it reads the world's ruleset).
 */
import { activeAdapter } from "../active-ruleset";
import { FrayCombat } from "../documents/combat";
import { markUnreadableCombatants } from "./unreadable-combatants";

export function registerCombat(): void {
  CONFIG.Combat.documentClass = FrayCombat;
  const initiative = activeAdapter().core.combat.initiative;
  if (initiative.mode === "standard") CONFIG.Combat.initiative.formula = initiative.formula;
  Hooks.on("renderCombatTracker", (app, html) => markUnreadableCombatants(app as { viewed?: Combat.Implementation | null }, html));
}
