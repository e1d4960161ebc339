/**
 * Keeps an actor's token statuses in step with its ruleset's state (every ruleset's statuses
 * follow the data, docs/rules/README.md): one pass reads the statuses the state shows, deletes
 * the Fray-managed effects that should go in one call, renames those whose shown name changed
 * (a counter, "Bleeding 3") in one, and creates the missing ones in one. Passes for one actor run
 * one after another, each reading the state as it then is, so quick successive updates never
 * create a status twice; while a pass runs, `isSyncing` tells the effect hooks that the statuses
 * it writes are its own, not a hand toggle (no loop back into the data).
 */
import { isFrayActor } from "../data/actor/actor-system";

export interface StatusSyncSpec {
  /**
   * The status ids the actor's state shows, each with the name its effect should show (null: the
   * status's own name); empty for a state the rules cannot read.
   */
  wanted(actor: Actor.Implementation): ReadonlyMap<string, string | null>;
  /** The status ids this ruleset manages (a status no ruleset manages is never deleted). */
  managed(): ReadonlySet<string>;
  /** The status drawn over the whole token (Dead), or null (read when an effect is made: status ids are configured at init). */
  overlay(): string | null;
}

export interface StatusPlan {
  /** Effects to delete: managed single-status effects the state no longer shows. */
  readonly remove: readonly { readonly effectId: string; readonly statusId: string }[];
  readonly add: readonly { readonly id: string; readonly name: string | null }[];
  readonly rename: readonly { readonly _id: string; readonly name: string }[];
}

export interface StatusSync {
  /**
   * What a pass would change. Only single-status effects are Fray's to delete (as core's
   * toggleStatusEffect does); a status some other effect also grants is left alone. A catch-up
   * plan (a world's first load, after a switch of rulesets) only adds: a status this ruleset's
   * state does not show may be another ruleset's, and switching rulesets never deletes it.
   */
  plan(actor: Actor.Implementation, catchUp?: boolean): StatusPlan;
  /** True while a pass for this actor is writing this status (its own write, not a hand toggle). */
  isSyncing(actor: Actor.Implementation, statusId: string): boolean;
  /** Brings the actor's statuses in step; resolves when this pass is done. */
  sync(actor: Actor.Implementation, options?: { catchUp?: boolean }): Promise<void>;
}

export function statusSync(spec: StatusSyncSpec): StatusSync {
  const queues = new Map<string, Promise<void>>();
  const running = new Map<string, ReadonlySet<string>>();

  function plan(actor: Actor.Implementation, catchUp = false): StatusPlan {
    const managed = spec.managed();
    const wanted = spec.wanted(actor);
    const remove: { effectId: string; statusId: string }[] = [];
    const rename: { _id: string; name: string }[] = [];
    for (const effect of actor.effects) {
      const [only] = effect.statuses;
      if (effect.statuses.size !== 1 || only === undefined || !managed.has(only) || !effect.id) continue;
      const name = wanted.get(only);
      if (name === undefined) {
        if (!catchUp) remove.push({ effectId: effect.id, statusId: only });
      } else if (name !== null && effect.name !== name) rename.push({ _id: effect.id, name });
    }
    const add = [...wanted].filter(([id]) => !actor.statuses.has(id)).map(([id, name]) => ({ id, name }));
    return { remove, add, rename };
  }

  async function effectData({ id, name }: { id: string; name: string | null }): Promise<ActiveEffect.CreateData> {
    const effect = await ActiveEffect.implementation.fromStatusEffect(id);
    if (name !== null) effect.updateSource({ name });
    // The skull covers the token, as the tracker's Defeated toggle draws it.
    if (id === spec.overlay()) effect.updateSource({ flags: { core: { overlay: true } } });
    return effect.toObject();
  }

  async function pass(actor: Actor.Implementation, catchUp: boolean): Promise<void> {
    if (!isFrayActor(actor)) return;
    const { remove, add, rename } = plan(actor, catchUp);
    if (remove.length === 0 && add.length === 0 && rename.length === 0) return;
    running.set(actor.uuid, new Set([...add.map((a) => a.id), ...remove.map((r) => r.statusId)]));
    try {
      if (remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", remove.map((r) => r.effectId));
      if (rename.length) await actor.updateEmbeddedDocuments("ActiveEffect", [...rename]);
      if (add.length) await actor.createEmbeddedDocuments("ActiveEffect", await Promise.all(add.map(effectData)), { keepId: true });
    } finally {
      running.delete(actor.uuid);
    }
  }

  function sync(actor: Actor.Implementation, options: { catchUp?: boolean } = {}): Promise<void> {
    const key = actor.uuid;
    const next = (queues.get(key) ?? Promise.resolve())
      .then(() => pass(actor, options.catchUp === true))
      .catch((error: unknown) => console.error(`fray | statuses of ${actor.name} could not be updated`, error));
    queues.set(key, next);
    void next.then(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
    return next;
  }

  return { plan, isSyncing: (actor, statusId) => running.get(actor.uuid)?.has(statusId) ?? false, sync };
}
