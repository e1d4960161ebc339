/**
 * Banks statuses in a banks world (docs/rules/banks.md §8): registered at init, then kept in step
 * both ways. A change to `system.banks` makes the token statuses follow; a status switched on the
 * token HUD (or by the tracker's Defeated toggle) writes the matching `system.banks` field.
 * Nothing here is registered in any other ruleset's world (the ruleset needs a reload to change).
 *
 * Which client acts on each change: system/statuses/follow-state.ts.
 */
import { type BanksStatus, statusToggle } from "../../../core/banks";
import { isEmptyPatch } from "../../../core/patch";
import { isFrayActor } from "../../data/actor/actor-system";
import { applyActorPatches } from "../../documents/apply-patches";
import { banksStatusOf, registerBanksStatusEffects, statusNameKey } from "./statuses";
import { banksStatusSync, statusSourceOf } from "./statuses-sync";
import { followRulesetState } from "../../statuses/follow-state";

export { followsUpHere } from "../../statuses/follow-state";

/** A status effect switched by this client's user: write what it means to system.banks. */
export async function onStatusToggled(effect: ActiveEffect.Implementation, active: boolean, userId: string): Promise<void> {
  const actor = effect.parent;
  if (userId !== game.user.id || !(actor instanceof Actor) || !isFrayActor(actor) || effect.statuses.size !== 1) return;
  const [id] = effect.statuses;
  const status = id === undefined ? null : banksStatusOf(id);
  if (id === undefined || status === null || banksStatusSync.isSyncing(actor, id)) return;
  const result = statusToggle(statusSourceOf(actor), status, active);
  if (result.settable && !isEmptyPatch(result.patch)) {
    // The update's own hook then brings every other status in step (cover is one choice).
    await applyActorPatches([{ actor, ruleset: "banks", patch: result.patch }]);
    return;
  }
  if (!result.settable) notifyDerived(status);
  await banksStatusSync.sync(actor);
}

function notifyDerived(status: BanksStatus): void {
  ui.notifications?.info(game.i18n.format("FRAY.Banks.Status.FollowsState", { status: game.i18n.localize(statusNameKey(status)) }));
}

export function registerBanksStatuses(): void {
  registerBanksStatusEffects();
  followRulesetState("banks", banksStatusSync, onStatusToggled);
}
