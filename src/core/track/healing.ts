/**
 * Healing outside combat (rules/track.md §5.8): each kind of stroke heals on its own, two at a
 * time; a failed Healing Test lets the wound fester into the next kind. First Aid once, within
 * the golden hour.
 */
import { requireBoolean, requireDamageType } from "./checks";
import { MAX_TEST_HITS } from "./dying";
import { BOXES, filledBoxes, type DamageType, type Strokes, type TrackActor, type TrackActorPatch } from "./state";
import { requireAlive, validateTrackActor } from "./state-validation";
import { requireWhole } from "./whole";

/** §5.8: the interval of one healing step, in seconds, by kind; longer while the whole track is filled. */
export const HEALING_INTERVAL: Readonly<Record<DamageType, { usual: number; full: number }>> = {
  normal: { usual: 20 * 60, full: 3600 },
  lethal: { usual: 24 * 3600, full: 3 * 24 * 3600 },
  aggravated: { usual: 3 * 24 * 3600, full: 7 * 24 * 3600 },
};

/** §5.8: one healing step of one kind of stroke. */
export function healStep(state: TrackActor, type: DamageType, healingTestSucceeded: boolean): { result: Strokes; patch: TrackActorPatch } {
  validateTrackActor(state, "state");
  requireDamageType(type, "type");
  requireBoolean(healingTestSucceeded, "healingTestSucceeded", "input.invalid");
  requireAlive(state, "state", "heal");
  const s: Strokes = { slash: state.slash, back: state.back, bar: state.bar };
  if (type === "normal") {
    s.slash = Math.max(0, s.slash - 2);
    if (!healingTestSucceeded) s.back = Math.min(BOXES, s.back + 1);
  } else if (type === "lethal") {
    s.back = Math.max(0, s.back - 2);
    if (!healingTestSucceeded) s.bar = Math.min(BOXES, s.bar + 1);
  } else {
    s.bar = Math.max(0, s.bar - (healingTestSucceeded ? 2 : 1));
  }
  return { result: s, patch: { ...s } };
}

/** The interval of the next step of `type` (§5.8). */
export function healingInterval(state: Strokes, type: DamageType): number {
  requireDamageType(type, "type");
  const full = filledBoxes(state) === BOXES;
  return full ? HEALING_INTERVAL[type].full : HEALING_INTERVAL[type].usual;
}

/** §5.8: First Aid: 1 hit heals two `/`, 2 hits two `\` too, 3 hits two bars too, each hit past 3 one more of each. */
export function firstAid(state: TrackActor, hits: number): { result: Strokes; patch: TrackActorPatch } {
  validateTrackActor(state, "state");
  requireAlive(state, "state", "receive First Aid");
  const h = requireWhole(hits, "hits", "damage.negative", { min: 0, max: MAX_TEST_HITS });
  const more = Math.max(0, h - 3);
  const s: Strokes = {
    slash: h >= 1 ? Math.max(0, state.slash - 2 - more) : state.slash,
    back: h >= 2 ? Math.max(0, state.back - 2 - more) : state.back,
    bar: h >= 3 ? Math.max(0, state.bar - 2 - more) : state.bar,
  };
  return { result: s, patch: { ...s } };
}
