/**
 * Pass (docs/rules/banks.md §6.3 step 3): the combatant whose turn it is declines to act and gets no
 * further turn this round (it may still dodge and interrupt). Its owner (or a GM) marks
 * `turn.passed` on the actor through the core's passTurn, then moves the tracker on; Foundry
 * lets the owner of the current combatant advance the turn.
 */
import { passTurn } from "../../../core/banks";
import type { BanksActor } from "../../../core/banks";
import { applyActorPatches } from "../../documents/apply-patches";
import { activeCombatRuleset } from "../../combat/ruleset-context";
import { isBanksWorld } from "./banks-combat";

export type PassRefusal = "notYourTurn" | "noRuleset";

/** Null when this user may pass for the combatant now, else why not. */
export function passRefusal(combat: Combat.Implementation, combatantId: string): PassRefusal | null {
  if (!isBanksWorld()) return "noRuleset";
  const current = combat.started ? combat.combatant : null;
  if (!current || current.id !== combatantId || !current.actor || !current.isOwner) return "notYourTurn";
  return null;
}

export async function passCurrentTurn(combat: Combat.Implementation, combatantId: string): Promise<boolean> {
  const ruleset = activeCombatRuleset();
  const actor = combat.combatant?.actor;
  if (passRefusal(combat, combatantId) !== null || !ruleset || !actor) {
    ui.notifications?.warn(game.i18n.localize("FRAY.Banks.Tracker.Error.NotYourTurn"));
    return false;
  }
  const { patch } = passTurn(ruleset.readState(actor) as BanksActor);
  await applyActorPatches([{ actor, ruleset: "banks", patch }]);
  await combat.nextTurn();
  return true;
}
