import { type SpendTime, spendTime } from "../../../core/slots";
import { slotsEncounterOf } from "../combat/tracker";

/**
 * When the actor would pay now (§5.5): in its own group's Active Phase (and NPCs, always) its AS
 * price, otherwise RS, or FP while the Final Phase acts; read from the viewed combat's cycle.
 * The dialog still lets the person pick another time the rules allow.
 */
export function preferredTime(actor: Actor.Implementation): { time: SpendTime; fromCycle: boolean } {
  const combat = game.combat;
  const combatant = combat?.combatants.find((c) => c.actor?.uuid === actor.uuid);
  if (!combat?.started || !combatant?.id) return { time: "active", fromCycle: false };
  try {
    const encounter = slotsEncounterOf(combat);
    return { time: spendTime({ cycle: encounter.cycle, groupIndex: encounter.groupIndex, actorId: combatant.id }), fromCycle: true };
  } catch {
    return { time: "active", fromCycle: false };
  }
}

