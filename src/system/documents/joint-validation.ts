/**
 * The schema and the core agree (issue 10): the schema checks each field alone (types, ranges);
 * what only the whole slice can say — a Lead's abilities capped lower than a bioform's, Vim that
 * must add up to Max Vim, a banks attribute above its cap — is the core's to judge. An update
 * that would turn an actor the core reads into one it refuses is refused before it is written,
 * with the core's reason; an actor that is already unreadable may be edited freely, so it can be
 * mended step by step (its sheet says what is wrong: apps/unreadable.ts).
 *
 * Why not Foundry's `validateJoint`: it also runs when a world loads, and a stored actor failing
 * it would be set aside as invalid (gone from the sidebar) instead of shown with its problem.
 */
import { RulesInputError } from "../../core/errors";
import type { ActorLike } from "../../core/document-source";
import { activeAdapter } from "../active-ruleset";
import { plainSystem } from "../apps/document-data";

function sourceOf(actor: Actor.Implementation, system: unknown): ActorLike {
  return {
    type: actor.type,
    system: (system ?? {}) as Record<string, unknown>,
    items: actor.items.map((item) => ({ name: item.name, type: item.type, system: plainSystem(item.system) })),
  };
}

function problemIn(read: () => unknown): RulesInputError | null {
  try {
    read();
    return null;
  } catch (error) {
    if (error instanceof RulesInputError) return error;
    throw error;
  }
}

/** The core's reason to refuse this update of the actor's system data, or null to let it through. */
export function jointRefusal(actor: Actor.Implementation, changes: { system?: unknown }): RulesInputError | null {
  if (changes.system === undefined) return null;
  const core = activeAdapter().core;
  const path = `Actor.${actor.id ?? actor.name}`;
  const before = actor.toObject().system;
  if (problemIn(() => core.fromSource(sourceOf(actor, before), path)) !== null) return null;
  const after = foundry.utils.mergeObject(foundry.utils.deepClone(before), changes.system as object, { inplace: false, performDeletions: true });
  return problemIn(() => core.fromSource(sourceOf(actor, after), path));
}
