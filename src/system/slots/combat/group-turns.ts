/**
 * A tie group takes one turn (docs/rules/slots.md §7): when "Next turn" ends the group's Active
 * Phase and Foundry's tracker moves on to another member of the same group, the active GM passes
 * over that row at once (core/slots/group-turn.ts), so the next group begins. Going back is left
 * alone: a GM who steps back onto a member means to. The owner of any member may end the group's
 * turn (combat/group-end-turn.ts), not only the owner of the member the turn sits on.
 */
import { passesOverGroupMate } from "../../../core/slots/group-turn";
import { groupOf } from "../../../core/slots/encounter";
import { offerGroupEndTurn } from "../../combat/group-end-turn";
import { slotsEncounterOf } from "./tracker";

/** The Awareness group acting now: the current combatant's group in the cycle (any member's owner may end its turn). */
export function slotsActingMembers(combat: Combat.Implementation): Combatant.Implementation[] {
  const current = combat.combatant;
  if (!current?.id) return [];
  const encounter = slotsEncounterOf(combat);
  const group = encounter.cycle[groupOf(encounter, current.id)] ?? [];
  return combat.combatants.filter((c) => c.id !== null && group.includes(c.id));
}

export function registerGroupTurns(): void {
  Hooks.on("renderCombatTracker", (app, html) => {
    const combat = (app as { viewed?: Combat.Implementation | null }).viewed ?? null;
    let members: Combatant.Implementation[] = [];
    try {
      members = combat ? slotsActingMembers(combat) : [];
    } catch (error) {
      console.warn("Fray | the slots encounter could not be read", error);
    }
    offerGroupEndTurn(combat, html, members);
  });
  Hooks.on("combatTurnChange", (combat, prior, current) => {
    if (!game.user.isActiveGM) return;
    let passes = false;
    try {
      passes = passesOverGroupMate(slotsEncounterOf(combat), prior, current);
    } catch (error) {
      console.warn("Fray | the slots encounter could not be read", error);
    }
    if (passes) void combat.nextTurn();
  });
}
