import type { Ruleset } from "../ruleset";
import { TRACK_BARS, trackStatuses } from "./bars";
import { type TrackEncounter, trackCombat } from "./combat";
import { trackActorFromSource } from "./document";
import { type TrackArmor, type TrackWeapon, defaultTrackArmor, defaultTrackWeapon, validateTrackArmor, validateTrackWeapon } from "./items";
import { trackScenarioRules, trackStepOdds } from "./scenario";
import { type TrackActor, defaultTrackActor } from "./state";
import { validateTrackActor } from "./state-validation";

/** What an item carries under `system.track`, by item kind. */
export type TrackItem = TrackWeapon | TrackArmor;

/** After Sundown (rules/track.md): the ten-box condition monitor, soak, wound severities, Dying. */
export const trackRuleset: Ruleset<TrackActor, TrackItem, TrackEncounter> = {
  id: "track",
  label: "FRAY.Track.Name",
  actor: {
    defaults: () => defaultTrackActor(),
    validate: (value, path) => validateTrackActor(value, path),
  },
  fromSource: (doc, path) => trackActorFromSource(doc, path),
  bars: TRACK_BARS,
  statuses: (state) => trackStatuses(state),
  items: {
    weapon: { defaults: () => defaultTrackWeapon(), validate: (value, path) => validateTrackWeapon(value, path) },
    armor: { defaults: () => defaultTrackArmor(), validate: (value, path) => validateTrackArmor(value, path) },
  },
  combat: trackCombat,
  scenario: trackScenarioRules,
  odds: (scenario, stepIndex) => trackStepOdds(scenario, stepIndex),
};
