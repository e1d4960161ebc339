/**
 * Keeps a slots actor's token statuses in step with its `system.slots` (the state is the truth):
 * one pass deletes the Fray-managed effects the state no longer shows, creates the missing ones
 * and renames the counted ones ("Bleeding 3"), since v13's token icons draw no counter. Passes
 * for the same actor run one after another, so quick successive updates never create a status
 * twice. Exactly one client runs a pass: the user who changed the actor if they own it, else the
 * active GM (followsUpHere).
 */
import type { SlotsActor, SlotsStatus } from "../../../core/slots";
import { slotsStatuses, statusCounter } from "../../../core/slots/statuses";
import { isFrayActor } from "../../data/actor/actor-system";
import { slotsStateOf } from "../actor-state";
import { managedSlotsStatusIds, registerSlotsStatusEffects, slotsStatusIdOf, statusNameKey } from "./statuses";

const queues = new Map<string, Promise<void>>();

/** What a status effect is called on this actor: its name, and its counter when it has one. */
export function statusLabel(state: SlotsActor, status: SlotsStatus): string {
  const name = game.i18n.localize(statusNameKey(status));
  const n = statusCounter(state, status);
  return n === null ? name : game.i18n.format("FRAY.Slots.Tracker.Counted", { status: name, n: String(n) });
}

export interface SlotsStatusPlan {
  readonly remove: string[];
  readonly add: { readonly id: string; readonly name: string }[];
  readonly rename: { readonly _id: string; readonly name: string }[];
}

/** The status id each shown status uses, by id, with the name it should carry. */
function wanted(state: SlotsActor): Map<string, string> {
  const shown = new Map<string, string>();
  for (const status of slotsStatuses(state)) {
    const id = slotsStatusIdOf(status);
    if (id !== null) shown.set(id, statusLabel(state, status));
  }
  return shown;
}

export function planSlotsStatuses(actor: Actor.Implementation, state: SlotsActor, catchUp: boolean): SlotsStatusPlan {
  const managed = managedSlotsStatusIds();
  const shown = wanted(state);
  const remove: string[] = [];
  const rename: { _id: string; name: string }[] = [];
  for (const effect of actor.effects) {
    const [only] = effect.statuses;
    if (effect.statuses.size !== 1 || only === undefined || !managed.has(only) || !effect.id) continue;
    const name = shown.get(only);
    if (name === undefined) {
      if (!catchUp) remove.push(effect.id);
    } else if (effect.name !== name) rename.push({ _id: effect.id, name });
  }
  const add = [...shown].filter(([id]) => !actor.statuses.has(id)).map(([id, name]) => ({ id, name }));
  return { remove, add, rename };
}

async function effectData(id: string, name: string): Promise<ActiveEffect.CreateData> {
  const effect = await ActiveEffect.implementation.fromStatusEffect(id);
  effect.updateSource({ name });
  if (id === slotsStatusIdOf("dead")) effect.updateSource({ flags: { core: { overlay: true } } });
  return effect.toObject();
}

async function pass(actor: Actor.Implementation, catchUp: boolean): Promise<void> {
  if (!isFrayActor(actor)) return;
  const plan = planSlotsStatuses(actor, slotsStateOf(actor), catchUp);
  if (plan.remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", plan.remove);
  if (plan.rename.length) await actor.updateEmbeddedDocuments("ActiveEffect", plan.rename);
  if (plan.add.length) await actor.createEmbeddedDocuments("ActiveEffect", await Promise.all(plan.add.map((a) => effectData(a.id, a.name))), { keepId: true });
}

/** Brings the actor's statuses in step; a catch-up pass (first load) only adds and renames. */
export function syncSlotsStatuses(actor: Actor.Implementation, options: { catchUp?: boolean } = {}): Promise<void> {
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

/** Whether this client is the one that follows up a change `userId` made to `actor`. */
export function followsUpHere(actor: Actor.Implementation, userId: string): boolean {
  const author = game.users.get(userId);
  if (author?.active && actor.testUserPermission(author, "OWNER")) return author.isSelf;
  return game.user.isActiveGM;
}

type SlotsChange = { system?: { slots?: unknown } };

export function registerSlotsStatuses(): void {
  registerSlotsStatusEffects();
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if ((changes as SlotsChange).system?.slots !== undefined && followsUpHere(actor, userId)) void syncSlotsStatuses(actor);
  });
  Hooks.on("updateToken", (token, changes, _options, userId) => {
    const actor = token.actor;
    if (actor && (changes as { delta?: SlotsChange }).delta?.system?.slots !== undefined && followsUpHere(actor, userId)) void syncSlotsStatuses(actor);
  });
  Hooks.once("ready", () => {
    if (game.user.isActiveGM) for (const actor of game.actors) void syncSlotsStatuses(actor, { catchUp: true });
  });
}

