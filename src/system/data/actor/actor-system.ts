import { CharacterModel } from "./actor-model";

/**
 * An actor's Fray system data. `actor.type === "character"` does not narrow `actor.system` in
 * the v13 types (toolchain.md trap 3), so narrow by the model class; NPCs share it.
 */
export function actorSystem(actor: Actor.Implementation): CharacterModel {
  const system = actor.system;
  if (system instanceof CharacterModel) return system;
  throw new Error(`Fray | ${actor.name} (${actor.type}) is not a Fray character or NPC`);
}

export function isFrayActor(actor: Actor.Implementation): boolean {
  return actor.system instanceof CharacterModel;
}
