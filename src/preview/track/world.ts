/**
 * The track preview's sample world, straight from the compendium sources (packs/track): Mara
 * Okafor, the Night Stalker and a car door. A world is a value; a change returns a new one, as a
 * document update would.
 */
import pistol from "../../../packs/track/track-weapons/heavy-pistol.json";
import mara from "../../../packs/track/track-characters/mara-okafor.json";
import carDoor from "../../../packs/track/track-npcs/car-door.json";
import stalker from "../../../packs/track/track-npcs/night-stalker.json";
import { type PackDocument, documentIn, itemIn, renamedIn, withSystemPart } from "../documents";

export interface TrackWorld {
  readonly actors: readonly PackDocument[];
  readonly items: readonly PackDocument[];
}

export const MARA_ID = mara._id;
export const STALKER_ID = stalker._id;
export const CAR_DOOR_ID = carDoor._id;
export const TRACK_WEAPON_ID = pistol._id;
/** Mara's own Heavy Pistol: renamed by the URL's itemName, so her sheet shows a hostile name too. */
export const MARA_PISTOL_ID = mara.items[0]?._id ?? "";

export function trackSampleWorld(): TrackWorld {
  return { actors: [mara, stalker, carDoor], items: [pistol] };
}

export function trackActorOf(world: TrackWorld, id: string): PackDocument {
  return documentIn(world.actors, id, "track actor");
}

export function trackItemOf(world: TrackWorld, id: string): PackDocument {
  return itemIn(world.actors, world.items, id).item;
}

export function renameTrackItem(world: TrackWorld, id: string, name: string): TrackWorld {
  return { actors: renamedIn(world.actors, id, name), items: renamedIn(world.items, id, name) };
}

/** A track actor with some of its `system.track` changed (a moment of a fight). */
export function withTrackState(world: TrackWorld, id: string, track: Readonly<Record<string, unknown>>): TrackWorld {
  return { ...world, actors: withSystemPart(world.actors, id, "track", track) };
}
