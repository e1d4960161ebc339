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
import { woundsStatusSync } from "./statuses-sync";
import { followRulesetState } from "../../statuses/follow-state";

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
  if (id === undefined || status === null || woundsStatusSync.isSyncing(actor, id)) return;
  const patch = status === "shaken" || status === "dead" ? togglePatch(actor, status, active) : null;
  if (patch !== null && isSettableWoundsStatus(status)) {
    await applyActorPatches([{ actor, ruleset: "wounds", patch }]);
    return;
  }
  ui.notifications?.info(game.i18n.format("FRAY.Wounds.Sheet.StatusFollowsState", { status: game.i18n.localize(statusNameKey(status)) }));
  await woundsStatusSync.sync(actor);
}

export function registerWoundsStatuses(): void {
  registerWoundsStatusEffects();
  followRulesetState("wounds", woundsStatusSync, onStatusToggled);
}
