/**
 * The track ruleset's token bar (docs/rules/track.md §7): `health` is the filled boxes out of
 * ten, read and set through the core's bars (core/track/bars.ts), as the CLI and the sheet do.
 * Setting it fills with Normal marks or clears from the right.
 */
import { trackRuleset } from "../../core/track";
import type { TrackActor } from "../../core/track";
import type { BarValue, RulesetTokenBars } from "../ruleset-adapter";
import { trackStateOf } from "./actor-state";

function trackBar(system: Readonly<Record<string, unknown>>): BarValue {
  try {
    const bar = trackRuleset.bars.read(system["track"] as TrackActor)["track"];
    return bar === undefined ? { value: 0, max: 10 } : { value: bar.value, max: bar.max };
  } catch {
    // An actor mid-edit or from another world: an empty bar, never a broken token.
    return { value: 0, max: 10 };
  }
}

export const trackTokenBars: RulesetTokenBars = {
  trackable: { bar: ["bars.track"], value: [] },
  health: (system) => trackBar(system),
  derived: (system) => ({ track: trackBar(system) }),
  barUpdate(actor, attribute, value, isDelta, isActive) {
    if (attribute !== "bars.track" && !(attribute === "health" && isActive)) return null;
    const state = trackStateOf(actor);
    const bar = trackRuleset.bars.read(state)["track"];
    if (bar === undefined) return null;
    const wanted = isDelta ? bar.value + value : value;
    return { system: { track: trackRuleset.bars.set(state, "track", wanted) } };
  },
};
