/**
 * The trauma preview's sample world, straight from the compendium sources: Qulia and the
 * Ashmite (packs/trauma), a suit of armor for the armor sheet, and the seed scene's seed and
 * scripted cards (examples/trauma/qulia-vs-ashmite.json, the scene `fray run` plays).
 * A world is a value; a rename returns a new one, as a document update would.
 */
import seedScene from "../../../examples/trauma/qulia-vs-ashmite.json";
import longcoat from "../../../packs/trauma/armor/couriers-longcoat.json";
import ashmite from "../../../packs/trauma/antagonists/ashmite.json";
import qulia from "../../../packs/trauma/protagonists/qulia.json";
import { type Scenario, readScenario } from "../../core/encounter";
import { type PackDocument, documentIn, itemIn, renamedIn, withSystemPart } from "../documents";

export type { PackDocument } from "../documents";

export interface PreviewWorld {
  readonly actors: readonly PackDocument[];
  /** World items (not owned by an actor), shown on their own sheets. */
  readonly items: readonly PackDocument[];
  readonly seed: number | string;
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

export function sampleWorld(): PreviewWorld {
  return { actors: [qulia, ashmite], items: [longcoat], seed: seedScene.seed };
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
  return documentIn(world.actors, id, "actor");
}

/** An item anywhere in the world (owned or not), with its owner when it has one. */
export function itemOf(world: PreviewWorld, id: string): { item: PackDocument; owner: PackDocument | null } {
  return itemIn(world.actors, world.items, id);
}

export function renameItem(world: PreviewWorld, id: string, name: string): PreviewWorld {
  return { ...world, actors: renamedIn(world.actors, id, name), items: renamedIn(world.items, id, name) };
}

/** The actor's source perk hand as card notations; the encounter table takes them from the Perk Deck. */
export function givePerkHand(world: PreviewWorld, actorId: string, notations: readonly string[]): PreviewWorld {
  return { ...world, actors: withSystemPart(world.actors, actorId, "trauma", { perkHand: [...notations] }) };
}
