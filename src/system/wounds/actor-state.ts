/**
 * An Actor document as the wounds core sees it: its `system.wounds` source (Foundry's nulls for
 * an injury's missing parts dropped) and the armor items it wears, through core/wounds/document.ts.
 */
import type { WoundsActor, WoundsWeapon } from "../../core/wounds";
import { woundsActorFromDocument, woundsWeaponFromItem } from "../../core/wounds";
import { actorSystem } from "../data/actor/actor-system";
import { woundsSourceOf } from "../../view/wounds/source";

function plainSystem(system: unknown): Record<string, unknown> {
  return system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};
}

function itemSource(item: Item.Implementation): { name: string; type: string; system: Record<string, unknown> } {
  return { name: item.name, type: item.type, system: plainSystem(item.system) };
}

export { woundsSourceOf } from "../../view/wounds/source";

export function woundsStateOf(actor: Actor.Implementation): WoundsActor {
  const system = actorSystem(actor).toObject() as Record<string, unknown>;
  return woundsActorFromDocument({ type: actor.type, system: woundsSourceOf(system), items: actor.items.map(itemSource) }, `Actor.${actor.id ?? actor.name}`);
}

export function woundsWeaponOf(item: Item.Implementation): WoundsWeapon {
  return woundsWeaponFromItem(itemSource(item), `Item.${item.id ?? item.name}`);
}
