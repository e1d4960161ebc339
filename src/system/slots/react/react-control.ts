/**
 * The sheet's "React now" button (docs/rules/slots.md §7): in a running combat, out of the actor's
 * own Active Phase, the action is opened and its RS (or FP) price paid through the active GM
 * (attack/open-action.ts → react-now.ts); anywhere else the button says why it does nothing.
 */
import { spendTime } from "../../../core/slots";
import { openSlotsAction } from "../attack/open-action";
import { slotsEncounterOf } from "../combat/tracker";

/** Why reacting is not possible now, or null when it is (the viewed combat's cycle decides). */
function reactBlocked(actor: Actor.Implementation): string | null {
  const combat = game.combat;
  const combatant = combat?.combatants.find((c) => c.actor?.uuid === actor.uuid);
  if (!combat?.started || !combatant?.id) return "FRAY.Slots.Combat.React.NotInCombat";
  try {
    const encounter = slotsEncounterOf(combat);
    return spendTime({ cycle: encounter.cycle, groupIndex: encounter.groupIndex, actorId: combatant.id }) === "active" ? "FRAY.Slots.Combat.React.OwnPhase" : null;
  } catch {
    return "FRAY.Slots.Combat.React.NoCombat";
  }
}

export async function reactNowWith(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const blocked = reactBlocked(actor);
  if (blocked !== null) {
    ui.notifications.info(game.i18n.localize(blocked));
    return;
  }
  await openSlotsAction(actor, item);
}
