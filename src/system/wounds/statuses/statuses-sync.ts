/**
 * Wounds' statuses follow `system.wounds` through the shared status sync
 * (system/statuses/status-sync.ts): what the state shows is the core's woundsStatuses; a state
 * the core refuses shows none.
 */
import { woundsStatuses } from "../../../core/wounds";
import { statusSync } from "../../statuses/status-sync";
import { woundsStateOf } from "../actor-state";
import { type WoundsStatus, managedStatusIds, statusIdOf } from "./statuses";

function wanted(actor: Actor.Implementation): Map<string, null> {
  let shown: string[];
  try {
    shown = woundsStatuses(woundsStateOf(actor));
  } catch {
    return new Map();
  }
  return new Map(shown.flatMap((status) => statusIdOf(status as WoundsStatus) ?? []).map((id) => [id, null] as const));
}

export const woundsStatusSync = statusSync({ wanted, managed: managedStatusIds, overlay: () => statusIdOf("dead") });
