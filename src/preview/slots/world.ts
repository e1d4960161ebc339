/**
 * The slots preview's sample world, straight from the compendium sources (packs/slots): Seraphine
 * Vell and Odo Brannock, the Thorn Hound and the Clockwork Warden (a construct). A world is a
 * value; a change returns a new one, as a document update would.
 */
import seraphine from "../../../packs/slots/slots-characters/seraphine-vell.json";
import odo from "../../../packs/slots/slots-characters/odo-brannock.json";
import hound from "../../../packs/slots/slots-npcs/thorn-hound.json";
import warden from "../../../packs/slots/slots-npcs/clockwork-warden.json";
import frostBind from "../../../packs/slots/slots-abilities/frost-bind.json";
import { type PackDocument, documentIn, itemIn, renamedIn, withSystemPart } from "../documents";

export interface SlotsWorld {
  readonly actors: readonly PackDocument[];
  readonly items: readonly PackDocument[];
}

export const SERAPHINE_ID = seraphine._id;
export const ODO_ID = odo._id;
export const HOUND_ID = hound._id;
export const WARDEN_ID = warden._id;
export const FROST_BIND_ID = frostBind._id;
/** Seraphine's own Gladius: renamed by the URL's itemName, so her sheet and card show a hostile name too. */
export const SERAPHINE_GLADIUS_ID = seraphine.items.find((i) => i.name === "Gladius")?._id ?? "";

export function slotsSampleWorld(): SlotsWorld {
  return { actors: [seraphine, odo, hound, warden], items: [frostBind] };
}

export function slotsActorOf(world: SlotsWorld, id: string): PackDocument {
  return documentIn(world.actors, id, "slots actor");
}

export function slotsItemOf(world: SlotsWorld, id: string): PackDocument {
  return itemIn(world.actors, world.items, id).item;
}

export function renameSlotsItem(world: SlotsWorld, id: string, name: string): SlotsWorld {
  return { actors: renamedIn(world.actors, id, name), items: renamedIn(world.items, id, name) };
}

/** A slots actor with some of its `system.slots` changed (a moment of a fight). */
export function withSlotsState(world: SlotsWorld, id: string, slots: Readonly<Record<string, unknown>>): SlotsWorld {
  return { ...world, actors: withSystemPart(world.actors, id, "slots", slots) };
}
