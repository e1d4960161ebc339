/**
 * A tie group takes one turn (docs/rules/slots.md §7): when "Next turn" ends the group's Active
 * Phase and Foundry's tracker moves on to another member of the same group, the active GM passes
 * over that row at once (core/slots/group-turn.ts), so the next group begins. Going back is left
 * alone: a GM who steps back onto a member means to.
 */
import { passesOverGroupMate } from "../../../core/slots/group-turn";
import { slotsEncounterOf } from "./tracker";

export function registerGroupTurns(): void {
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
