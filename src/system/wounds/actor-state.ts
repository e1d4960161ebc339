/**
 * An Actor document as the wounds core sees it: its `system.wounds` source (Foundry's nulls for
 * an injury's missing parts dropped) and the armor items it wears, through core/wounds/document.ts.
 */
import type { WoundsActor, WoundsWeapon } from "../../core/wounds";
import { woundsActorFromDocument, woundsWeaponFromItem } from "../../core/wounds";
import { actorSystem } from "../data/actor/actor-system";

function plainSystem(system: unknown): Record<string, unknown> {
  return system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};
}

function itemSource(item: Item.Implementation): { name: string; type: string; system: Record<string, unknown> } {
  return { name: item.name, type: item.type, system: plainSystem(item.system) };
}

/** Foundry stores an absent optional as null; the core reads it as absent. */
function withoutNullParts(slice: unknown): unknown {
  if (typeof slice !== "object" || slice === null || Array.isArray(slice)) return slice;
  const s = slice as Record<string, unknown>;
  const injuries = s["injuries"];
  if (!Array.isArray(injuries)) return slice;
  const clean = injuries.map((i: unknown) => (typeof i === "object" && i !== null ? Object.fromEntries(Object.entries(i).filter(([, v]) => v !== null)) : i));
  return { ...s, injuries: clean };
}

/** The system source with its wounds slice ready for the core. */
export function woundsSourceOf(system: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return system["wounds"] === undefined ? { ...system } : { ...system, wounds: withoutNullParts(system["wounds"]) };
}

export function woundsStateOf(actor: Actor.Implementation): WoundsActor {
  const system = actorSystem(actor).toObject() as Record<string, unknown>;
  return woundsActorFromDocument({ type: actor.type, system: woundsSourceOf(system), items: actor.items.map(itemSource) }, `Actor.${actor.id ?? actor.name}`);
}

export function woundsWeaponOf(item: Item.Implementation): WoundsWeapon {
  return woundsWeaponFromItem(itemSource(item), `Item.${item.id ?? item.name}`);
}
