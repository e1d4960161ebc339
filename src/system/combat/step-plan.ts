/**
 * What applying a policy's CombatStep means in documents, decided without Foundry: the actor
 * patches (one batched update), the combatant changes (one embedded update), the new
 * encounter state, the events to print and the prompts to post. The runner only executes it.
 */
import { type Patch, applyPatch, isEmptyPatch } from "../../core/patch";
import type { CombatEvent, CombatPrompt, CombatStep, CombatView } from "../../core/ruleset";

/** One Combatant's changed fields, as `updateEmbeddedDocuments("Combatant", …)` takes them. */
export interface CombatantChange {
  _id: string;
  defeated?: boolean;
  initiative?: number;
}

export interface StepPlan<A, E> {
  readonly actorPatches: readonly { readonly combatantId: string; readonly patch: Patch<A> }[];
  readonly combatantChanges: readonly CombatantChange[];
  /** The encounter state after the step (the same object when the step did not touch it). */
  readonly encounter: E;
  readonly encounterChanged: boolean;
  readonly events: readonly CombatEvent[];
  readonly prompts: readonly CombatPrompt[];
}

/**
 * Plans a step against the view it was computed from. Patches and changes for combatants not
 * in the view are dropped (a policy cannot reach outside the combat), empty patches are
 * skipped, and a defeated flag or initiative equal to the current one is not rewritten.
 */
export function planStep<A, E>(step: CombatStep<A, E>, view: CombatView<A, E>): StepPlan<A, E> {
  const byId = new Map(view.combatants.map((c) => [c.id, c]));
  const actorPatches = Object.entries(step.actorPatches)
    .filter(([id, patch]) => byId.has(id) && !isEmptyPatch(patch))
    .map(([combatantId, patch]) => ({ combatantId, patch }));

  const changes = new Map<string, CombatantChange>();
  const change = (id: string): CombatantChange => {
    const known = changes.get(id);
    if (known) return known;
    const created: CombatantChange = { _id: id };
    changes.set(id, created);
    return created;
  };
  for (const [id, defeated] of Object.entries(step.defeated ?? {})) {
    if (byId.has(id) && byId.get(id)?.defeated !== defeated) change(id).defeated = defeated;
  }
  for (const [id, initiative] of Object.entries(step.initiative ?? {})) {
    if (byId.has(id) && Number.isFinite(initiative) && byId.get(id)?.initiative !== initiative) change(id).initiative = initiative;
  }

  const patch = step.encounterPatch;
  const encounterChanged = patch !== undefined && !isEmptyPatch(patch);
  return {
    actorPatches,
    combatantChanges: [...changes.values()],
    encounter: encounterChanged ? applyPatch(view.encounter, patch) : view.encounter,
    encounterChanged,
    events: step.events,
    prompts: step.prompts.filter((p) => byId.has(p.combatantId)),
  };
}

/** Events split by who may read them: those about hidden combatants go to the GMs only. */
export function partitionEvents(events: readonly CombatEvent[], hiddenIds: ReadonlySet<string>): { public: CombatEvent[]; gm: CombatEvent[] } {
  const out = { public: [] as CombatEvent[], gm: [] as CombatEvent[] };
  for (const e of events) (e.combatantId !== undefined && hiddenIds.has(e.combatantId) ? out.gm : out.public).push(e);
  return out;
}
