/**
 * A Hold is lost on becoming Shaken (docs/rules/wounds.md §7). The active GM watches actor updates
 * that set Shaken, and takes every combatant of that actor off Hold in each combat, once
 * (encounter-step.ts); a stale report (the actor is not Shaken when the step runs) changes nothing.
 */
import { RulesInputError } from "../../../core/errors";
import { setHold } from "../../../core/wounds";
import { text } from "../../../view/i18n";
import { woundsStateOf } from "../actor-state";
import { encounterOf, runEncounterStep } from "./encounter-step";

/** The change sets `system.wounds.shaken` to true. */
export function becameShaken(changes: unknown): boolean {
  const system = (changes as { system?: { wounds?: { shaken?: unknown } } } | null)?.system;
  return system?.wounds?.shaken === true;
}

export async function dropHoldsOf(actor: Actor.Implementation): Promise<number> {
  let dropped = 0;
  for (const combat of game.combats) {
    for (const combatant of combat.combatants) {
      if (combatant.actor !== actor || !combatant.id) continue;
      const id = combatant.id;
      let onHold = false;
      try {
        onHold = encounterOf(combat).onHold.includes(id);
      } catch {
        continue;
      }
      if (!onHold) continue;
      const done = await runEncounterStep(combat, id, "holdLost", (e) => {
        if (!woundsStateOf(actor).shaken || !e.onHold.includes(id)) throw new RulesInputError("combat.invalid", "combatant", "no Hold to lose");
        return { encounter: setHold(e, id, false), line: text("FRAY.Wounds.Combat.Line.HoldLost", { name: combatant.name ?? actor.name }) };
      }).catch((error: unknown) => {
        if (error instanceof RulesInputError) return false;
        throw error;
      });
      if (done) dropped++;
    }
  }
  return dropped;
}

/** updateActor: only the active GM acts. */
export function onActorShaken(actor: Actor.Implementation, changes: unknown): void {
  if (!game.user.isActiveGM || !becameShaken(changes)) return;
  dropHoldsOf(actor).catch((error: unknown) => console.error("Fray | a lost Hold could not be recorded", error));
}
