/**
 * The actors a world-time step ticks: every world actor, plus the unlinked token actors of the
 * combats (their state lives in the token), each once, read by the ruleset. An actor the rules
 * cannot read is passed over — its sheet and tracker row already say why — never ticked from a
 * guess.
 */
import { isFrayActor } from "../data/actor/actor-system";

export interface ReadActor<S> {
  readonly actor: Actor.Implementation;
  readonly state: S;
}

export function readableActors<S>(read: (actor: Actor.Implementation) => S): ReadActor<S>[] {
  const seen = new Set<string>();
  const out: ReadActor<S>[] = [];
  const add = (actor: Actor.Implementation | null | undefined): void => {
    if (!actor || seen.has(actor.uuid) || !isFrayActor(actor)) return;
    seen.add(actor.uuid);
    try {
      out.push({ actor, state: read(actor) });
    } catch {
      // Unreadable: passed over (see above).
    }
  };
  for (const actor of game.actors) add(actor);
  for (const combat of game.combats) for (const combatant of combat.combatants) add(combatant.actor);
  return out;
}
