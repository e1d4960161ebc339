/**
 * The token bar and statuses of a track actor (rules/track.md §7): the bar shows the filled
 * boxes out of ten; the statuses are Incapacitated, Dying and Dead.
 */
import { RulesInputError } from "../errors";
import type { BarsSpec } from "../ruleset";
import { BOXES, type TrackActor, filledBoxes, isIncapacitated, strokesOf } from "./state";
import { setBoxLevel } from "./clicks";
import { requireWhole } from "./whole";

/** §7: `track` = filled boxes of 10. Setting it fills with Normal marks or clears from the right (as clicks do). */
export const TRACK_BARS: BarsSpec<TrackActor> = {
  main: "track",
  read: (state) => ({ track: { value: Math.max(0, Math.min(BOXES, filledBoxes(state))), max: BOXES } }),
  set(state, name, value) {
    strokesOf(state);
    requireWhole(value, "value", "bar.invalid", { min: Number.MIN_SAFE_INTEGER });
    if (name !== "track") throw new RulesInputError("bar.unknown", "bar", `a track actor has the bar track, not ${typeof name === "string" ? name : "that"}`);
    const wanted = Math.max(0, Math.min(BOXES, value));
    const cleared = { slash: Math.min(state.slash, wanted), back: Math.min(state.back, wanted), bar: Math.min(state.bar, wanted) };
    if (wanted === 0) return cleared;
    const filled = setBoxLevel(cleared, wanted, Math.max(1, levelAt(cleared, wanted)) as 1 | 2 | 3).result;
    return { ...filled };
  },
};

function levelAt(s: { slash: number; back: number; bar: number }, box: number): number {
  return box <= s.bar ? 3 : box <= s.back ? 2 : box <= s.slash ? 1 : 0;
}

export const TRACK_STATUSES = ["incapacitated", "dying", "dead"] as const;

/** The statuses a state shows, in a stable order. */
export function trackStatuses(state: TrackActor): string[] {
  const incapacitated = isIncapacitated(state); // checks the counts
  if (state.dead === true) return ["dead"];
  const out: string[] = [];
  if (incapacitated) out.push("incapacitated");
  if (typeof state.dying === "object" && state.dying !== null) out.push("dying");
  return out;
}
