/**
 * The preview's sample world, straight from the compendium sources: Qulia and the Ashmite
 * (packs/), a suit of armor for the armor sheet, and the seed scene's seed and scripted cards
 * (examples/trauma/qulia-vs-ashmite.json, the scene `fray run` plays); and for the banks
 * ruleset, Ines Caldera, the Hornet Sentry Drone, a grenade and a plate vest (packs/banks-…).
 * A world is a value; a rename returns a new one, as a document update would.
 */
import seedScene from "../../examples/trauma/qulia-vs-ashmite.json";
import longcoat from "../../packs/trauma/armor/couriers-longcoat.json";
import ashmite from "../../packs/trauma/antagonists/ashmite.json";
import plateVest from "../../packs/banks/banks-armor/ballistic-plate-vest.json";
import ines from "../../packs/banks/banks-characters/ines-caldera.json";
import hornet from "../../packs/banks/banks-drones/hornet-sentry-drone.json";
import grenade from "../../packs/banks/banks-weapons/fragmentation-grenade.json";
import qulia from "../../packs/trauma/protagonists/qulia.json";
import { type Scenario, readScenario } from "../core/encounter";

/** A document as the pack sources write it; the fields the sheets read. */
export interface PackDocument {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly img: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly items?: readonly PackDocument[];
}

export interface PreviewWorld {
  readonly actors: readonly PackDocument[];
  /** World items (not owned by an actor), shown on their own sheets. */
  readonly items: readonly PackDocument[];
  readonly seed: number | string;
  /** The banks ruleset's documents: kept apart, since the table plays the trauma scene. */
  readonly banksActors: readonly PackDocument[];
  readonly banksItems: readonly PackDocument[];
}

/** The cards the seed scene names for its attack: what the scripted flow draws. */
export interface ScriptedCards {
  readonly draw: readonly string[];
  readonly resist: readonly string[];
}

export const QULIA_ID = qulia._id;
export const ASHMITE_ID = ashmite._id;
export const GRIMGRIN_ID = "fray0qulia0grim1";
export const ARMOR_ID = longcoat._id;
export const BEHAVIOR_ID = "fray0ashmite0imm";
export const INES_ID = ines._id;
export const HORNET_ID = hornet._id;
export const BANKS_WEAPON_ID = grenade._id;
export const BANKS_ARMOR_ID = plateVest._id;
/** Ines's Needle Pistol: renamed with the Grimgrin by `itemName`, so the banks sheets show it too. */
export const NEEDLE_PISTOL_ID = "fray0bkines000i0";

export function sampleWorld(): PreviewWorld {
  return { actors: [qulia, ashmite], items: [longcoat], seed: seedScene.seed, banksActors: [ines, hornet], banksItems: [grenade, plateVest] };
}

export function seedCards(): ScriptedCards {
  const step = seedScene.steps[0];
  if (step === undefined) throw new Error("the seed scene has no attack step");
  return { draw: step.draw, resist: step.resist };
}

/** The world as a scenario the encounter engine reads (validated by the engine itself). */
export function worldScenario(world: PreviewWorld): Scenario {
  return readScenario({ title: seedScene.title, ruleset: "trauma", seed: world.seed, actors: world.actors, items: world.items, steps: [] });
}

export function actorOf(world: PreviewWorld, id: string): PackDocument {
  const actor = world.actors.find((a) => a._id === id);
  if (actor === undefined) throw new Error(`no actor ${id} in the preview world`);
  return actor;
}

/** An item anywhere in the world (owned or not), with its owner when it has one. */
export function itemOf(world: PreviewWorld, id: string): { item: PackDocument; owner: PackDocument | null } {
  for (const actor of world.actors) {
    const item = actor.items?.find((i) => i._id === id);
    if (item !== undefined) return { item, owner: actor };
  }
  const item = world.items.find((i) => i._id === id);
  if (item === undefined) throw new Error(`no item ${id} in the preview world`);
  return { item, owner: null };
}

export function renameItem(world: PreviewWorld, id: string, name: string): PreviewWorld {
  const rename = (doc: PackDocument): PackDocument => (doc._id === id ? { ...doc, name } : doc);
  const owners = (actors: readonly PackDocument[]) => actors.map((a) => ({ ...a, items: (a.items ?? []).map(rename) }));
  return {
    ...world,
    actors: owners(world.actors),
    items: world.items.map(rename),
    banksActors: owners(world.banksActors),
    banksItems: world.banksItems.map(rename),
  };
}

export function banksActorOf(world: PreviewWorld, id: string): PackDocument {
  const actor = world.banksActors.find((a) => a._id === id);
  if (actor === undefined) throw new Error(`no banks actor ${id} in the preview world`);
  return actor;
}

/** A banks item anywhere in the world: owned by a banks actor, or a world item. */
export function banksItemOf(world: PreviewWorld, id: string): PackDocument {
  const item = [...world.banksActors.flatMap((a) => a.items ?? []), ...world.banksItems].find((i) => i._id === id);
  if (item === undefined) throw new Error(`no banks item ${id} in the preview world`);
  return item;
}

/** A banks actor with some of its `system.banks` changed (a moment of a fight). */
export function withBanksState(world: PreviewWorld, id: string, banks: Readonly<Record<string, unknown>>): PreviewWorld {
  const change = (doc: PackDocument): PackDocument => {
    if (doc._id !== id) return doc;
    const current = doc.system["banks"];
    return { ...doc, system: { ...doc.system, banks: { ...(typeof current === "object" ? current : {}), ...banks } } };
  };
  return { ...world, banksActors: world.banksActors.map(change) };
}

/** The actor's source perk hand as card notations; the encounter table takes them from the Perk Deck. */
export function givePerkHand(world: PreviewWorld, actorId: string, notations: readonly string[]): PreviewWorld {
  const give = (doc: PackDocument): PackDocument => {
    if (doc._id !== actorId) return doc;
    const trauma = doc.system["trauma"];
    return { ...doc, system: { ...doc.system, trauma: { ...(typeof trauma === "object" ? trauma : {}), perkHand: [...notations] } } };
  };
  return { ...world, actors: world.actors.map(give) };
}
