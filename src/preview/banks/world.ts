/**
 * The banks preview's sample world, straight from the compendium sources (packs/banks): Ines
 * Caldera, the Hornet Sentry Drone, a grenade and a plate vest. A world is a value; a change
 * returns a new one, as a document update would.
 */
import plateVest from "../../../packs/banks/banks-armor/ballistic-plate-vest.json";
import ines from "../../../packs/banks/banks-characters/ines-caldera.json";
import hornet from "../../../packs/banks/banks-drones/hornet-sentry-drone.json";
import grenade from "../../../packs/banks/banks-weapons/fragmentation-grenade.json";
import { type PackDocument, documentIn, itemIn, renamedIn, withSystemPart } from "../documents";

export interface BanksWorld {
  readonly actors: readonly PackDocument[];
  readonly items: readonly PackDocument[];
}

export const INES_ID = ines._id;
export const HORNET_ID = hornet._id;
export const BANKS_WEAPON_ID = grenade._id;
export const BANKS_ARMOR_ID = plateVest._id;
/** Ines's Needle Pistol: renamed by the URL's itemName, so the banks sheets show a hostile name too. */
export const NEEDLE_PISTOL_ID = "fray0bkines000i0";

export function banksSampleWorld(): BanksWorld {
  return { actors: [ines, hornet], items: [grenade, plateVest] };
}

export function banksActorOf(world: BanksWorld, id: string): PackDocument {
  return documentIn(world.actors, id, "banks actor");
}

/** A banks item anywhere in the world: owned by a banks actor, or a world item. */
export function banksItemOf(world: BanksWorld, id: string): PackDocument {
  return itemIn(world.actors, world.items, id).item;
}

export function renameBanksItem(world: BanksWorld, id: string, name: string): BanksWorld {
  return { actors: renamedIn(world.actors, id, name), items: renamedIn(world.items, id, name) };
}

/** A banks actor with some of its `system.banks` changed (a moment of a fight). */
export function withBanksState(world: BanksWorld, id: string, banks: Readonly<Record<string, unknown>>): BanksWorld {
  return { ...world, actors: withSystemPart(world.actors, id, "banks", banks) };
}
