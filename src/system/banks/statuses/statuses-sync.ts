/**
 * Keeps a banks actor's token statuses in step with its `system.banks`: one pass reads the
 * statuses the state shows (core/banks/statuses.ts), then deletes the effects that should go in
 * one call and creates the missing ones in another. Passes for the same actor run one after
 * another, each reading the state as it then is, so quick successive updates never create a
 * status twice. While a pass runs, the effect hooks ignore the statuses it is writing
 * (statuses-hooks.ts), so its own effects are never read back as hand toggles: no loop.
 */
import { type StatusSource, banksStatuses } from "../../../core/banks";
import { actorSystem, isFrayActor } from "../../data/actor/actor-system";
import { managedStatusIds, statusIdOf } from "./statuses";

const queues = new Map<string, Promise<void>>();
/** Per actor, the status ids a running pass is adding or removing. */
const running = new Map<string, ReadonlySet<string>>();

const keyOf = (actor: Actor.Implementation): string => actor.uuid;

/** True while a pass for this actor is adding or removing this status (its own write, not a hand toggle). */
export function isSyncing(actor: Actor.Implementation, statusId: string): boolean {
  return running.get(keyOf(actor))?.has(statusId) ?? false;
}

/**
 * What the statuses read from the actor's stored `system.banks`. The v13 types see a nullable
 * SchemaField (the grapple) as `{}`, so its role is read as what it is at runtime.
 */
export function statusSourceOf(actor: Actor.Implementation): StatusSource {
  const banks = actorSystem(actor).banks;
  const grapple = banks.grapple as { role?: unknown } | null;
  return { ...banks, grapple: grapple && typeof grapple.role === "string" ? { role: grapple.role } : null };
}

/** The status effect ids the actor's banks state shows. */
export function wantedStatusIds(actor: Actor.Implementation): string[] {
  return banksStatuses(statusSourceOf(actor)).flatMap((status) => statusIdOf(status) ?? []);
}

export interface StatusPlan {
  /** Effects to delete: Fray-managed single-status effects the state no longer shows. */
  readonly remove: { readonly effectId: string; readonly statusId: string }[];
  /** Status ids to create. */
  readonly add: string[];
}

/**
 * What a pass would change. Only single-status effects are Fray's to delete (as core's
 * toggleStatusEffect does); a status some other effect also grants is left alone.
 */
export function planStatuses(actor: Actor.Implementation): StatusPlan {
  const managed = managedStatusIds();
  const wanted = new Set(wantedStatusIds(actor));
  const remove: StatusPlan["remove"] = [];
  for (const effect of actor.effects) {
    const [only] = effect.statuses;
    if (effect.statuses.size === 1 && only !== undefined && managed.has(only) && !wanted.has(only) && effect.id) remove.push({ effectId: effect.id, statusId: only });
  }
  const add = [...wanted].filter((id) => !actor.statuses.has(id));
  return { remove, add };
}

async function effectData(id: string): Promise<ActiveEffect.CreateData> {
  const effect = await ActiveEffect.implementation.fromStatusEffect(id);
  // The skull covers the token, as the tracker's Defeated toggle draws it.
  if (id === statusIdOf("dead")) effect.updateSource({ flags: { core: { overlay: true } } });
  return effect.toObject();
}

/** `catchUp`: only add what the state shows, never remove (see syncBanksStatuses). */
async function pass(actor: Actor.Implementation, catchUp: boolean): Promise<void> {
  if (!isFrayActor(actor)) return;
  const plan = planStatuses(actor);
  const { add } = plan;
  const remove = catchUp ? [] : plan.remove;
  if (remove.length === 0 && add.length === 0) return;
  running.set(keyOf(actor), new Set([...add, ...remove.map((r) => r.statusId)]));
  try {
    if (remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", remove.map((r) => r.effectId));
    if (add.length) await actor.createEmbeddedDocuments("ActiveEffect", await Promise.all(add.map(effectData)), { keepId: true });
  } finally {
    running.delete(keyOf(actor));
  }
}

/**
 * Brings the actor's statuses in step with its banks state; resolves when this pass is done.
 * A catch-up pass (a world's first load, after a switch of rulesets) only adds: a status the
 * banks state does not show may be another ruleset's (trauma's Dead), and switching rulesets
 * never deletes it. A pass after a banks change removes what that change ended.
 */
export function syncBanksStatuses(actor: Actor.Implementation, options: { catchUp?: boolean } = {}): Promise<void> {
  const key = keyOf(actor);
  const next = (queues.get(key) ?? Promise.resolve())
    .then(() => pass(actor, options.catchUp === true))
    .catch((error: unknown) => console.error(`fray | statuses of ${actor.name} could not be updated`, error));
  queues.set(key, next);
  void next.then(() => {
    if (queues.get(key) === next) queues.delete(key);
  });
  return next;
}
