/**
 * Keeps a wounds actor's token statuses in step with its `system.wounds`: one pass reads what the
 * core says the state shows (core/wounds/bars.ts woundsStatuses), deletes the managed effects that
 * should go in one call and creates the missing ones in another. Passes for one actor run one
 * after another, so quick successive updates never create a status twice; while a pass runs, the
 * effect hooks ignore the statuses it writes (no loop back into the state).
 */
import { woundsStatuses } from "../../../core/wounds";
import { isFrayActor } from "../../data/actor/actor-system";
import { woundsStateOf } from "../actor-state";
import { type WoundsStatus, managedStatusIds, statusIdOf } from "./statuses";

const queues = new Map<string, Promise<void>>();
const running = new Map<string, ReadonlySet<string>>();

export function isSyncing(actor: Actor.Implementation, statusId: string): boolean {
  return running.get(actor.uuid)?.has(statusId) ?? false;
}

/** The status effect ids the actor's wounds state shows; none for a state the core refuses. */
export function wantedStatusIds(actor: Actor.Implementation): string[] {
  let shown: string[];
  try {
    shown = woundsStatuses(woundsStateOf(actor));
  } catch {
    return [];
  }
  return shown.flatMap((status) => statusIdOf(status as WoundsStatus) ?? []);
}

export interface StatusPlan {
  readonly remove: { readonly effectId: string; readonly statusId: string }[];
  readonly add: string[];
}

/** Only single-status effects Fray manages are deleted (as core's toggleStatusEffect does). */
export function planStatuses(actor: Actor.Implementation): StatusPlan {
  const managed = managedStatusIds();
  const wanted = new Set(wantedStatusIds(actor));
  const remove: StatusPlan["remove"] = [];
  for (const effect of actor.effects) {
    const [only] = effect.statuses;
    if (effect.statuses.size === 1 && only !== undefined && managed.has(only) && !wanted.has(only) && effect.id) remove.push({ effectId: effect.id, statusId: only });
  }
  return { remove, add: [...wanted].filter((id) => !actor.statuses.has(id)) };
}

async function effectData(id: string): Promise<ActiveEffect.CreateData> {
  const effect = await ActiveEffect.implementation.fromStatusEffect(id);
  if (id === statusIdOf("dead")) effect.updateSource({ flags: { core: { overlay: true } } });
  return effect.toObject();
}

async function pass(actor: Actor.Implementation, catchUp: boolean): Promise<void> {
  if (!isFrayActor(actor)) return;
  const plan = planStatuses(actor);
  const remove = catchUp ? [] : plan.remove;
  const { add } = plan;
  if (remove.length === 0 && add.length === 0) return;
  running.set(actor.uuid, new Set([...add, ...remove.map((r) => r.statusId)]));
  try {
    if (remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", remove.map((r) => r.effectId));
    if (add.length) await actor.createEmbeddedDocuments("ActiveEffect", await Promise.all(add.map(effectData)), { keepId: true });
  } finally {
    running.delete(actor.uuid);
  }
}

/**
 * Brings the statuses in step; resolves when this pass is done. A catch-up pass (a world's first
 * load) only adds: a status the wounds state does not show may be another ruleset's.
 */
export function syncWoundsStatuses(actor: Actor.Implementation, options: { catchUp?: boolean } = {}): Promise<void> {
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
