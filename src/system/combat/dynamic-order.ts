/**
 * The turn order of a dynamic policy (banks' live Initiative Bank), computed on every client
 * when Foundry sets up the turns. It must agree between clients, so its randomness is seeded
 * by the combat and round, and who has already acted is read from the combat's ledger; if the
 * actors are not ready yet, Foundry's order stands.
 */
import { createRng } from "../../core/random";
import { byTurnsStarted, turnsStarted } from "./acting-record";
import { readLedger } from "./automation-ledger";
import { buildCombatView } from "./combat-view";
import { type CombatRuleset, activeCombatRuleset } from "./ruleset-context";

/** Whether the active policy orders the turns itself (its rows may repeat a combatant). */
export function isDynamicOrder(given?: CombatRuleset | null): boolean {
  try {
    const ruleset = given === undefined ? activeCombatRuleset() : given;
    return ruleset?.policy.initiative.mode === "dynamic";
  } catch {
    return false;
  }
}

/** Combatant ids in acting order, or null when the policy leaves the order to Foundry. */
export function dynamicTurnOrder(combat: Combat.Implementation, given?: CombatRuleset | null): readonly string[] | null {
  try {
    const ruleset = given === undefined ? activeCombatRuleset() : given;
    if (!ruleset || ruleset.policy.initiative.mode !== "dynamic") return null;
    const ledger = readLedger(combat.flags);
    const encounter = ledger.encounter === undefined ? ruleset.policy.initialEncounter() : ledger.encounter;
    const { view } = buildCombatView(combat, { round: combat.round, turn: combat.turn }, encounter, ruleset);
    // Those who have had their turn keep the order they had it in (acting-record.ts).
    const combatants = byTurnsStarted(view.combatants, turnsStarted(ledger.done, combat.round));
    return ruleset.policy.turnOrder({ ...view, combatants }, createRng(`${combat.id ?? ""}:${combat.round}`));
  } catch (error) {
    console.warn("fray | dynamic turn order unavailable, keeping Foundry's", error);
    return null;
  }
}
