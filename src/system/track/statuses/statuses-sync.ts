/**
 * Track's statuses follow its monitor through the shared status sync
 * (system/statuses/status-sync.ts): the statuses the state shows (core trackStatuses); a state
 * the core refuses shows none.
 */
import { trackStatuses } from "../../../core/track";
import { followRulesetState } from "../../statuses/follow-state";
import { statusSync } from "../../statuses/status-sync";
import { trackStateOf } from "../actor-state";
import { type TrackStatus, managedTrackStatusIds, registerTrackStatusEffects, trackStatusId } from "./statuses";

export function wantedTrackStatusIds(actor: Actor.Implementation): string[] {
  try {
    return trackStatuses(trackStateOf(actor)).flatMap((status) => trackStatusId(status as TrackStatus) ?? []);
  } catch {
    return [];
  }
}

export const trackStatusSync = statusSync({
  wanted: (actor) => new Map(wantedTrackStatusIds(actor).map((id) => [id, null] as const)),
  managed: managedTrackStatusIds,
  overlay: () => trackStatusId("dead"),
});

export function registerTrackStatuses(): void {
  registerTrackStatusEffects();
  followRulesetState("track", trackStatusSync);
}
