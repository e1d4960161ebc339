/**
 * An Actor document as the track core sees it: its `system.track` source and the armor items it
 * wears, through the pure mapping in core/track/document.ts. The sheet, the tracker and the GM
 * steps read actors with this, so a bad slice is reported by path.
 */
import { type TrackActor, type TrackWeapon, trackActorFromSource, trackWeaponFromSource } from "../../core/track";
import { actorSystem } from "../data/actor/actor-system";

/** An item's system data as plain source, whatever its type (unknown module types give {}). */
function plainSystem(system: unknown): Record<string, unknown> {
  return system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};
}

export function itemSource(item: Item.Implementation): { name: string; type: string; system: Record<string, unknown> } {
  return { name: item.name, type: item.type, system: plainSystem(item.system) };
}

/** The actor's `system.track` exactly as stored (no worn armor merged): what patches are built over. */
export function storedTrackOf(actor: Actor.Implementation): Record<string, unknown> {
  return (actorSystem(actor).toObject() as { track?: Record<string, unknown> }).track ?? {};
}

/**
 * The actor's track state. Its `armor` is the best of its own rating and its worn armor, so a
 * patch built from this state must not write `armor` back (no track procedure's patch does).
 */
export function trackStateOf(actor: Actor.Implementation): TrackActor {
  return trackActorFromSource(
    { type: actor.type, system: actorSystem(actor).toObject() as Record<string, unknown>, items: actor.items.map(itemSource) },
    `Actor.${actor.id ?? actor.name}`,
  );
}

export function trackWeaponOf(item: Item.Implementation): TrackWeapon {
  return trackWeaponFromSource(itemSource(item), `Item.${item.id ?? item.name}`);
}
