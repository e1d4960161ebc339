/**
 * Slots' statuses follow `system.slots` (the state is the truth) through the shared status sync
 * (system/statuses/status-sync.ts); the counted ones are named with their count ("Bleeding 3"),
 * since v13's token icons draw no counter, and renamed as the count changes.
 */
import type { SlotsActor, SlotsStatus } from "../../../core/slots";
import { slotsStatuses, statusCounter } from "../../../core/slots/statuses";
import { followRulesetState } from "../../statuses/follow-state";
import { statusSync } from "../../statuses/status-sync";
import { slotsStateOf } from "../actor-state";
import { managedSlotsStatusIds, registerSlotsStatusEffects, slotsStatusIdOf, statusNameKey } from "./statuses";

/** What a status effect is called on this actor: its name, and its counter when it has one. */
export function statusLabel(state: SlotsActor, status: SlotsStatus): string {
  const name = game.i18n.localize(statusNameKey(status));
  const n = statusCounter(state, status);
  return n === null ? name : game.i18n.format("FRAY.Slots.Tracker.Counted", { status: name, n: String(n) });
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

export const slotsStatusSync = statusSync({ wanted: (actor) => wanted(slotsStateOf(actor)), managed: managedSlotsStatusIds, overlay: () => slotsStatusIdOf("dead") });

export function registerSlotsStatuses(): void {
  registerSlotsStatusEffects();
  followRulesetState("slots", slotsStatusSync);
}
