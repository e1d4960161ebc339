/**
 * A Joker's +2 (docs/rules/wounds.md §7): while an actor's combatant holds a Joker this round in a
 * running combat, its trait and damage rolls get +2. The roll dialogs show it as its own labelled
 * modifier (view/wounds/roll-views.ts) and the rolls add it; any other roll (Soak, the Bennies'
 * rerolls) asks here too.
 */
import { jokerBonusOf } from "../../../core/wounds";
import { encounterOf } from "./encounter-step";

export function jokerBonusFor(actor: Actor.Implementation): number {
  for (const combat of game.combats) {
    if (!combat.started) continue;
    for (const combatant of combat.combatants) {
      if (!combatant.id || combatant.actor?.uuid !== actor.uuid) continue;
      try {
        const bonus = jokerBonusOf(encounterOf(combat), combatant.id);
        if (bonus !== 0) return bonus;
      } catch (error) {
        console.debug("Fray | a combat's Action Cards are unreadable", error);
      }
    }
  }
  return 0;
}
