/**
 * Applies ruleset patches to actors in as few database round trips as possible (design.md):
 * one `Actor.updateDocuments` for every world actor, and one `Scene#updateEmbeddedDocuments`
 * per scene for unlinked tokens, whose actors live in the token's delta.
 */
import type { RulesetId } from "../../core/ruleset-id";
import { forThisFoundry } from "../compat";

export interface ActorPatch {
  readonly actor: Actor.Implementation;
  readonly ruleset: RulesetId;
  /** The ruleset slice's patch, nested like `system.<ruleset>`. */
  readonly patch: object;
}

export interface PatchPlan {
  /** Updates for world actors: one call. */
  readonly actors: { _id: string; system: Record<string, object> }[];
  /** Token delta updates, by scene id: one call per scene. */
  readonly tokens: Map<string, { scene: Scene.Implementation; updates: { _id: string; delta: { system: Record<string, object> } }[] }>;
}

/** Groups the patches without touching the database (tested on its own). */
export function planPatches(patches: readonly ActorPatch[]): PatchPlan {
  const actors: PatchPlan["actors"] = [];
  const tokens: PatchPlan["tokens"] = new Map();
  for (const { actor, ruleset, patch } of patches) {
    const system = { [ruleset]: patch };
    const token = actor.isToken ? actor.token : null;
    const scene = token?.parent ?? null;
    if (token && scene && token.id) {
      const entry = tokens.get(scene.id ?? "") ?? { scene, updates: [] };
      entry.updates.push({ _id: token.id, delta: { system } });
      tokens.set(scene.id ?? "", entry);
    } else if (actor.id) {
      actors.push({ _id: actor.id, system });
    }
  }
  return { actors, tokens };
}

export async function applyActorPatches(patches: readonly ActorPatch[]): Promise<void> {
  const plan = planPatches(patches);
  const calls: Promise<unknown>[] = [];
  if (plan.actors.length) calls.push(Actor.implementation.updateDocuments(forThisFoundry(plan.actors)));
  for (const { scene, updates } of plan.tokens.values()) calls.push(scene.updateEmbeddedDocuments("Token", forThisFoundry(updates)));
  await Promise.all(calls);
}
