// Shared test fixtures for the track core: actors from the stroke triples the worked examples write.
import { applyPatch } from "../../../src/core/patch";
import { type TrackActor, type TrackActorPatch, defaultTrackActor } from "../../../src/core/track";

/** Deeply frozen, so a procedure that writes to its input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** A frozen actor with the track `(slash, back, bar)`; Willpower 3 unless stated (rules/track.md §9). */
export function actor(track: [number, number, number] = [0, 0, 0], rest: Partial<TrackActor> = {}): TrackActor {
  const [slash, back, bar] = track;
  return deepFreeze(defaultTrackActor({ willpower: 3, slash, back, bar, ...rest }));
}

export function after(state: TrackActor, patch: TrackActorPatch): TrackActor {
  return deepFreeze(applyPatch(state, patch));
}

export const strokes = (s: TrackActor): [number, number, number] => [s.slash, s.back, s.bar];
