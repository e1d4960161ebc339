/**
 * One turn per group (docs/rules/slots.md §7): Foundry's tracker has a row, and a turn, for every
 * combatant, but a tie group acts as one. Its Active Phase begins at the first member's turn and
 * ends when that turn ends ("Next turn" ends the group's phase), so the turn that then lands on
 * another member of the same group has nothing left to do and is passed over.
 */
import type { SlotsEncounter } from "./encounter";
import { groupOf } from "./encounter";

export interface TurnMoment {
  readonly round: number | null;
  readonly turn: number | null;
  readonly combatantId: string | null;
}

/** Whether the turn moved forward, within one round, from a member of a group to another member of the same group. */
export function passesOverGroupMate(encounter: SlotsEncounter, prior: TurnMoment, current: TurnMoment): boolean {
  if (prior.combatantId === null || current.combatantId === null || prior.turn === null || current.turn === null || current.round === null) return false;
  if (current.round !== prior.round || current.turn <= prior.turn || current.combatantId === prior.combatantId) return false;
  const g = groupOf(encounter, prior.combatantId);
  return g >= 0 && g === groupOf(encounter, current.combatantId);
}
