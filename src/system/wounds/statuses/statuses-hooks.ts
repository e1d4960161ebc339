/**
 * Wounds statuses in a wounds world (docs/rules/wounds.md §7): registered at init, then kept in
 * step both ways. A change to `system.wounds` makes the token statuses follow; Shaken or Dead
 * switched on the token HUD (or the tracker's Defeated toggle) writes `system.wounds`. Exactly one
 * client follows up each change: its author if they own the actor, otherwise the active GM.
 */
import { woundsRuleset } from "../../../core/wounds";
import { isFrayActor } from "../../data/actor/actor-system";
import { applyActorPatches } from "../../documents/apply-patches";
import { woundsStateOf } from "../actor-state";
import { isSettableWoundsStatus, registerWoundsStatusEffects, statusNameKey, woundsStatusOf } from "./statuses";
import { isSyncing, syncWoundsStatuses } from "./statuses-sync";

type WoundsChange = { system?: { wounds?: unknown } };

export function followsUpHere(actor: Actor.Implementation, userId: string): boolean {
  const author = game.users.get(userId);
  if (author?.active && actor.testUserPermission(author, "OWNER")) return author.isSelf;
  return game.user.isActiveGM;
}

/** The `system.wounds` patch a hand toggle means, or null when the state refuses it. */
export function togglePatch(actor: Actor.Implementation, status: "shaken" | "dead", active: boolean): object | null {
  try {
    const state = woundsStateOf(actor);
    if (state[status] === active) return null;
    const patch = { [status]: active };
    woundsRuleset.actor.validate({ ...state, ...patch }, "system.wounds");
    return patch;
  } catch {
    return null;
  }
}

export async function onStatusToggled(effect: ActiveEffect.Implementation, active: boolean, userId: string): Promise<void> {
  const actor = effect.parent;
  if (userId !== game.user.id || !(actor instanceof Actor) || !isFrayActor(actor) || effect.statuses.size !== 1) return;
  const [id] = effect.statuses;
  const status = id === undefined ? null : woundsStatusOf(id);
  if (id === undefined || status === null || isSyncing(actor, id)) return;
  const patch = status === "shaken" || status === "dead" ? togglePatch(actor, status, active) : null;
  if (patch !== null && isSettableWoundsStatus(status)) {
    await applyActorPatches([{ actor, ruleset: "wounds", patch }]);
    return;
  }
  ui.notifications?.info(game.i18n.format("FRAY.Wounds.Sheet.StatusFollowsState", { status: game.i18n.localize(statusNameKey(status)) }));
  await syncWoundsStatuses(actor);
}

export function registerWoundsStatuses(): void {
  registerWoundsStatusEffects();
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if ((changes as WoundsChange).system?.wounds !== undefined && followsUpHere(actor, userId)) void syncWoundsStatuses(actor);
  });
  Hooks.on("updateToken", (token, changes, _options, userId) => {
    const actor = token.actor;
    if (actor && (changes as { delta?: WoundsChange }).delta?.system?.wounds !== undefined && followsUpHere(actor, userId)) void syncWoundsStatuses(actor);
  });
  const toggled = (effect: ActiveEffect.Implementation, active: boolean, userId: string): void => {
    onStatusToggled(effect, active, userId).catch((error: unknown) => console.error("fray | a status toggle could not be written", error));
  };
  Hooks.on("createActiveEffect", (effect, _options, userId) => toggled(effect, true, userId));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => toggled(effect, false, userId));
  Hooks.once("ready", () => {
    if (game.user.isActiveGM) for (const actor of game.actors) void syncWoundsStatuses(actor, { catchUp: true });
  });
}
