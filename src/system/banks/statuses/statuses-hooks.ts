/**
 * Banks statuses in a banks world (docs/rules/banks.md §8): registered at init, then kept in step
 * both ways. A change to `system.banks` makes the token statuses follow; a status switched on the
 * token HUD (or by the tracker's Defeated toggle) writes the matching `system.banks` field.
 * Nothing here is registered in any other ruleset's world (the ruleset needs a reload to change).
 *
 * Exactly one client acts on each change: the user who made it, if they own the actor (they may
 * write its effects and its data), otherwise the active GM.
 * ⚠ Unlinked tokens: core is said to fire updateActor for a synthetic actor whose delta changes;
 * the token's own update is watched as well, and the per-actor queue makes the second pass a
 * no-op, so either way the statuses follow once.
 */
import { type BanksStatus, statusToggle } from "../../../core/banks";
import { isEmptyPatch } from "../../../core/patch";
import { isFrayActor } from "../../data/actor/actor-system";
import { applyActorPatches } from "../../documents/apply-patches";
import { banksStatusOf, registerBanksStatusEffects, statusNameKey } from "./statuses";
import { isSyncing, statusSourceOf, syncBanksStatuses } from "./statuses-sync";

type BanksChange = { system?: { banks?: unknown } };

/** Whether this client is the one that follows up a change `userId` made to `actor`. */
export function followsUpHere(actor: Actor.Implementation, userId: string): boolean {
  const author = game.users.get(userId);
  if (author?.active && actor.testUserPermission(author, "OWNER")) return author.isSelf;
  return game.user.isActiveGM;
}

/** A status effect switched by this client's user: write what it means to system.banks. */
export async function onStatusToggled(effect: ActiveEffect.Implementation, active: boolean, userId: string): Promise<void> {
  const actor = effect.parent;
  if (userId !== game.user.id || !(actor instanceof Actor) || !isFrayActor(actor) || effect.statuses.size !== 1) return;
  const [id] = effect.statuses;
  const status = id === undefined ? null : banksStatusOf(id);
  if (id === undefined || status === null || isSyncing(actor, id)) return;
  const result = statusToggle(statusSourceOf(actor), status, active);
  if (result.settable && !isEmptyPatch(result.patch)) {
    // The update's own hook then brings every other status in step (cover is one choice).
    await applyActorPatches([{ actor, ruleset: "banks", patch: result.patch }]);
    return;
  }
  if (!result.settable) notifyDerived(status);
  await syncBanksStatuses(actor);
}

function notifyDerived(status: BanksStatus): void {
  ui.notifications?.info(game.i18n.format("FRAY.Banks.Status.FollowsState", { status: game.i18n.localize(statusNameKey(status)) }));
}

export function registerBanksStatuses(): void {
  registerBanksStatusEffects();
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if ((changes as BanksChange).system?.banks !== undefined && followsUpHere(actor, userId)) void syncBanksStatuses(actor);
  });
  Hooks.on("updateToken", (token, changes, _options, userId) => {
    const actor = token.actor;
    if (actor && (changes as { delta?: BanksChange }).delta?.system?.banks !== undefined && followsUpHere(actor, userId)) void syncBanksStatuses(actor);
  });
  const toggled = (effect: ActiveEffect.Implementation, active: boolean, userId: string): void => {
    onStatusToggled(effect, active, userId).catch((error: unknown) => console.error("fray | a status toggle could not be written", error));
  };
  Hooks.on("createActiveEffect", (effect, _options, userId) => toggled(effect, true, userId));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => toggled(effect, false, userId));
  // Actors that were in another ruleset's world, or imported, catch up once per session.
  Hooks.once("ready", () => {
    if (game.user.isActiveGM) for (const actor of game.actors) void syncBanksStatuses(actor, { catchUp: true });
  });
}
