/**
 * Damage over time and the passing of time (rules/track.md §5.7, §5.9): the Dying timer runs
 * down, and each source of damage over time adds a one-box wound of its type every interval,
 * counted as a Petty wound (DECISION §8.6). One procedure for the tracker, the world clock and
 * the CLI, so time is counted once.
 */
import { requireDamageType } from "./checks";
import { MAX_TICK_SECONDS, computeTickDying } from "./dying";
import { type Dot, MAX_DOT_DELAY, type TrackActor, type TrackActorPatch } from "./state";
import { validateTrackActor } from "./state-validation";
import { computeWound } from "./wound";
import { requireWhole } from "./whole";

/** §5.9: delay 0–8 as listed; 9 is four hours and each further point doubles. */
const DELAY_SECONDS = [3, 12, 24, 60, 120, 300, 900, 1800, 3600, 14400] as const;

export function dotInterval(delay: number): number {
  requireWhole(delay, "delay", "input.invalid", { min: 0, max: MAX_DOT_DELAY });
  const listed = DELAY_SECONDS[delay];
  if (listed !== undefined) return listed;
  return 14400 * 2 ** (delay - 9);
}

/** §5.9: on application the victim's Resistance hits are added to the delay. */
export function newDot(damageType: Dot["damageType"], delay: number, resistanceHits: number): Dot {
  requireDamageType(damageType, "damageType");
  requireWhole(delay, "delay", "input.invalid", { min: 0, max: MAX_DOT_DELAY });
  requireWhole(resistanceHits, "resistanceHits", "input.invalid", { min: 0, max: MAX_DOT_DELAY });
  // Past the longest delay a source is as good as harmless; the cap keeps intervals finite.
  return { damageType, delay: Math.min(MAX_DOT_DELAY, delay + resistanceHits), elapsedSeconds: 0 };
}

export type TimeResult = {
  seconds: number;
  /** One entry per box a source of damage over time added, in order. */
  dotBoxes: { damageType: Dot["damageType"]; deathCountAfter: number }[];
  dying: { secondsLeft: number } | null;
  needsFinalHealingTest: boolean;
  dead: boolean;
};

/**
 * `seconds` of world time pass for one actor: the Dying timer ticks first, then each source of
 * damage over time adds the boxes that fell due, oldest source first. Repeated boxes stop once
 * one changes nothing (every later one would change nothing either) or the actor dies.
 */
export function passTime(state: TrackActor, seconds: number): { result: TimeResult; patch: TrackActorPatch } {
  validateTrackActor(state, "state");
  requireWhole(seconds, "seconds", "input.invalid", { min: 0, max: MAX_TICK_SECONDS });
  return computePassTime(state, seconds);
}

export function computePassTime(state: TrackActor, seconds: number): { result: TimeResult; patch: TrackActorPatch } {
  const tick = computeTickDying(state, seconds);
  let now: TrackActor = { ...state, ...(tick.patch.dying === undefined ? {} : { dying: tick.patch.dying }) };
  const dotBoxes: TimeResult["dotBoxes"] = [];
  const dots = state.dots.map((dot) => ({ ...dot, elapsedSeconds: dot.elapsedSeconds + seconds }));
  for (const [i, dot] of state.dots.entries()) {
    const interval = dotInterval(dot.delay);
    let due = Math.floor((dot.elapsedSeconds + seconds) / interval) - Math.floor(dot.elapsedSeconds / interval);
    while (due > 0 && !now.dead) {
      due--;
      const { patch } = computeWound(now, "petty", dot.damageType);
      const next: TrackActor = { ...now, ...patch } as TrackActor;
      dotBoxes.push({ damageType: dot.damageType, deathCountAfter: next.deathCount });
      if (sameTrack(now, next)) break;
      now = next;
    }
    // Keep the remainder only, so a long-running source never grows past one interval.
    const kept = dots[i];
    if (kept) kept.elapsedSeconds = (dot.elapsedSeconds + seconds) % interval;
  }
  const patch: TrackActorPatch = seconds === 0 ? {} : { slash: now.slash, back: now.back, bar: now.bar, dying: now.dying, deathCount: now.deathCount, dead: now.dead, dots };
  const needsFinalHealingTest = now.dying !== null && now.dying.secondsLeft === 0 && !now.dead;
  return { result: { seconds, dotBoxes, dying: now.dying, needsFinalHealingTest, dead: now.dead }, patch };
}

function sameTrack(a: TrackActor, b: TrackActor): boolean {
  return a.slash === b.slash && a.back === b.back && a.bar === b.bar && a.deathCount === b.deathCount && a.dead === b.dead && a.dying?.secondsLeft === b.dying?.secondsLeft;
}
