/**
 * Clicking a box of the condition monitor (rules/track.md §7): the box cycles blank → `/` → `X`
 * → Aggravated → blank. The click edits the three counts (DECISION: never an inconsistent box):
 * every stroke the box's new mark holds reaches at least that box, every other stroke stops
 * before it, so an ordered track (`bar ≤ back ≤ slash`) stays ordered.
 */
import { RulesInputError } from "../errors";
import { BOXES, type Strokes, type TrackActor, type TrackActorPatch, boxMarks } from "./state";
import { validateTrackActor } from "./state-validation";
import { requireWhole } from "./whole";

/** 0 blank, 1 `/`, 2 `X`, 3 Aggravated; a box left by healing counts as its heaviest stroke. */
export function boxLevel(s: Strokes, box: number): 0 | 1 | 2 | 3 {
  const m = boxMarks(s, box); // checks the counts and the box
  return m.bar ? 3 : m.back ? 2 : m.slash ? 1 : 0;
}

/** The counts after a click on box `box` (1–10). */
export function cycleBox(state: TrackActor, box: number): { result: Strokes; patch: TrackActorPatch } {
  validateTrackActor(state, "state");
  requireWhole(box, "box", "track.outOfRange", { min: 1, max: BOXES });
  if (state.dead) throw new RulesInputError("actor.dead", "state.dead", "the monitor of a dead actor is not edited by clicks");
  return setBoxLevel(state, box, ((boxLevel(state, box) + 1) % 4) as 0 | 1 | 2 | 3);
}

export function setBoxLevel(s: Strokes, box: number, level: 0 | 1 | 2 | 3): { result: Strokes; patch: TrackActorPatch } {
  const to = (count: number, holds: boolean): number => (holds ? Math.max(count, box) : Math.min(count, box - 1));
  const result = { slash: to(s.slash, level >= 1), back: to(s.back, level >= 2), bar: to(s.bar, level >= 3) };
  return { result, patch: { ...result } };
}
