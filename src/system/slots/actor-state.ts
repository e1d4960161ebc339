/**
 * An Actor or Item document as the slots core sees it: its `system.slots` source through the pure
 * mapping in core/slots/document.ts. The combat tracker reads every combatant with this, so a
 * bad slice is reported there by path.
 */
import type { SlotsActor, SlotsItem } from "../../core/slots";
import { slotsActorFromSource, slotsItemFromSource } from "../../core/slots/document";
import { actorSystem } from "../data/actor/actor-system";

/** An item's system data as plain source, whatever its type (unknown module types give {}). */
function plainSystem(system: unknown): Record<string, unknown> {
  return system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};
}

export function slotsStateOf(actor: Actor.Implementation): SlotsActor {
  return slotsActorFromSource({ type: actor.type, system: actorSystem(actor).toObject() as Record<string, unknown>, items: [] }, `Actor.${actor.id ?? actor.name}`);
}

/** An ability's or weapon's slots profile, for whoever builds an action from it. */
export function slotsItemOf(item: Item.Implementation): SlotsItem {
  return slotsItemFromSource({ name: item.name, type: item.type, system: plainSystem(item.system) }, `Item.${item.id ?? item.name}`);
}
