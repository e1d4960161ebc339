/**
 * The tie group acting now (docs/rules/track.md §7): the combatants on the rows of the current
 * turn's group, any of whose owners may end the group's turn (combat/group-end-turn.ts).
 */
import { groupSpan } from "../../../core/track";
import { trackRowsOf } from "./round-rows";

export function trackActingMembers(combat: Combat.Implementation): Combatant.Implementation[] {
  const rows = trackRowsOf(combat);
  if (!rows || combat.turn === null || combat.turn >= rows.length) return [];
  const { first, last } = groupSpan(rows, combat.turn);
  return combat.turns.slice(first, last + 1);
}
