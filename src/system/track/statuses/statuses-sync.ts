/**
 * Keeps a track actor's token statuses in step with its monitor: the statuses the state shows
 * (core trackStatuses) are created, the managed ones it no longer shows are deleted. Passes for
 * one actor run one after another, so quick successive updates never create a status twice.
 * One client acts on each change: the author if they own the actor, otherwise the active GM.
 */
import { trackStatuses } from "../../../core/track";
import { isFrayActor } from "../../data/actor/actor-system";
import { trackStateOf } from "../actor-state";
import { type TrackStatus, managedTrackStatusIds, registerTrackStatusEffects, trackStatusId } from "./statuses";

const queues = new Map<string, Promise<void>>();

/** The status ids the actor's monitor shows; none for an actor the rules cannot read. */
export function wantedTrackStatusIds(actor: Actor.Implementation): string[] {
  try {
    return trackStatuses(trackStateOf(actor)).flatMap((status) => trackStatusId(status as TrackStatus) ?? []);
  } catch {
    return [];
  }
}

async function pass(actor: Actor.Implementation): Promise<void> {
  if (!isFrayActor(actor)) return;
  const managed = managedTrackStatusIds();
  const wanted = new Set(wantedTrackStatusIds(actor));
  const remove: string[] = [];
  for (const effect of actor.effects) {
    const [only] = effect.statuses;
    if (effect.statuses.size === 1 && only !== undefined && managed.has(only) && !wanted.has(only) && effect.id) remove.push(effect.id);
  }
  const add = [...wanted].filter((id) => !actor.statuses.has(id));
  if (remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", remove);
  if (add.length) {
    const data = await Promise.all(
      add.map(async (id) => {
        const effect = await ActiveEffect.implementation.fromStatusEffect(id);
        if (id === trackStatusId("dead")) effect.updateSource({ flags: { core: { overlay: true } } });
        return effect.toObject();
      }),
    );
    await actor.createEmbeddedDocuments("ActiveEffect", data, { keepId: true });
  }
}

export function syncTrackStatuses(actor: Actor.Implementation): Promise<void> {
  const key = actor.uuid;
  const next = (queues.get(key) ?? Promise.resolve()).then(() => pass(actor)).catch((error: unknown) => console.error(`fray | statuses of ${actor.name} could not be updated`, error));
  queues.set(key, next);
  return next;
}

function followsUpHere(actor: Actor.Implementation, userId: string): boolean {
  const author = game.users.get(userId);
  if (author?.active && actor.testUserPermission(author, "OWNER")) return author.isSelf;
  return game.user.isActiveGM;
}

type TrackChange = { system?: { track?: unknown } };

export function registerTrackStatuses(): void {
  registerTrackStatusEffects();
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if ((changes as TrackChange).system?.track !== undefined && followsUpHere(actor, userId)) void syncTrackStatuses(actor);
  });
  Hooks.on("updateToken", (token, changes, _options, userId) => {
    const actor = token.actor;
    if (actor && (changes as { delta?: TrackChange }).delta?.system?.track !== undefined && followsUpHere(actor, userId)) void syncTrackStatuses(actor);
  });
}
