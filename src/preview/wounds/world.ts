/**
 * The wounds preview's sample world, straight from the compendium sources (packs/wounds): Red,
 * the Bandit Chief and a Road Bandit. A world is a value; a change returns a new one, as a
 * document update would.
 */
import bandit from "../../../packs/wounds/wounds-extras/road-bandit.json";
import chief from "../../../packs/wounds/wounds-extras/bandit-chief.json";
import red from "../../../packs/wounds/wounds-characters/red.json";
import { type PackDocument, documentIn, renamedIn, withSystemPart } from "../documents";

export interface WoundsWorld {
  readonly actors: readonly PackDocument[];
}

export const RED_ID = red._id;
export const CHIEF_ID = chief._id;
export const BANDIT_ID = bandit._id;
/** The Chief's War Pick: renamed by the URL's itemName, so his sheet and the attack card show a hostile name too. */
export const WAR_PICK_ID = chief.items.find((i) => i.name === "War Pick")?._id ?? "";

export function woundsSampleWorld(): WoundsWorld {
  return { actors: [red, chief, bandit] as PackDocument[] };
}

export function woundsActorOf(world: WoundsWorld, id: string): PackDocument {
  return documentIn(world.actors, id, "wounds actor");
}

/** Renames an item carried by any actor (the preview's hostile-name check). */
export function renameWoundsItem(world: WoundsWorld, id: string, name: string): WoundsWorld {
  return { actors: renamedIn(world.actors, id, name) };
}

/** A wounds actor with some of its `system.wounds` changed (a moment of the fight). */
export function withWoundsState(world: WoundsWorld, id: string, wounds: Readonly<Record<string, unknown>>): WoundsWorld {
  return { actors: withSystemPart(world.actors, id, "wounds", wounds) };
}
