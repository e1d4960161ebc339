/**
 * Dying and stabilization (rules/track.md §5.7): the timer runs down, a Healing Test or First
 * Aid extends it or stabilizes, Edge stabilizes, and the last Healing Test when it runs out.
 */
import { RulesInputError } from "../errors";
import { MAX_DYING_SECONDS, type TrackActor, type TrackActorPatch } from "./state";
import { requireAlive, validateTrackActor } from "./state-validation";
import { requireWhole } from "./whole";

/** §5.7: 1 hit adds 20 minutes, 2 hits an hour, 3+ stabilize. */
export const ONE_HIT_SECONDS = 1200;
export const TWO_HIT_SECONDS = 3600;
export const FIRST_AID_THRESHOLD = 3;
/** DECISION: hits beyond 60 are a typo (no pool gets there). */
export const MAX_TEST_HITS = 60;
/** DECISION: a single tick of more than ten years is a typo. */
export const MAX_TICK_SECONDS = 10 * 365 * 24 * 3600;

export type DyingResult = { dying: { secondsLeft: number } | null; stabilized: boolean; dead: boolean; needsFinalHealingTest: boolean };

function checked(state: TrackActor, hits: unknown, what: string): number {
  validateTrackActor(state, "state");
  requireAlive(state, "state", what);
  return requireWhole(hits, "hits", "damage.negative", { min: 0, max: MAX_TEST_HITS });
}

function requireDying(state: TrackActor, what: string): { secondsLeft: number } {
  if (state.dying === null) throw new RulesInputError("dying.none", "state.dying", `only a Dying character can ${what}`);
  return state.dying;
}

function resultOf(dying: { secondsLeft: number } | null, stabilized: boolean, dead: boolean): DyingResult {
  return { dying, stabilized, dead, needsFinalHealingTest: dying !== null && dying.secondsLeft === 0 && !dead };
}

/** §5.7: the timer runs down; at 0 the character is owed a final Healing Test, not dead yet. */
export function tickDying(state: TrackActor, seconds: number): { result: DyingResult; patch: TrackActorPatch } {
  validateTrackActor(state, "state");
  requireWhole(seconds, "seconds", "input.invalid", { min: 0, max: MAX_TICK_SECONDS });
  return computeTickDying(state, seconds);
}

export function computeTickDying(state: TrackActor, seconds: number): { result: DyingResult; patch: TrackActorPatch } {
  if (state.dying === null || state.dead) return { result: resultOf(state.dying, false, state.dead), patch: {} };
  const dying = { secondsLeft: Math.max(0, state.dying.secondsLeft - seconds) };
  return { result: resultOf(dying, false, false), patch: { dying } };
}

/** The timer after a Healing Test or First Aid of 1–2 hits, or null for 3+ (stabilized); 0 hits leave it. */
function extended(dying: { secondsLeft: number }, hits: number): { secondsLeft: number } | null {
  if (hits >= 3) return null;
  const add = hits === 2 ? TWO_HIT_SECONDS : hits === 1 ? ONE_HIT_SECONDS : 0;
  return { secondsLeft: Math.min(MAX_DYING_SECONDS, dying.secondsLeft + add) };
}

/** §5.7: 1 hit +20 min, 2 hits +1 h, 3+ stabilized, 0 no change. */
export function healingTestOnDying(state: TrackActor, hits: number): { result: DyingResult; patch: TrackActorPatch } {
  const h = checked(state, hits, "take a Healing Test");
  const dying = extended(requireDying(state, "take a Healing Test against Dying"), h);
  return { result: resultOf(dying, dying === null, false), patch: { dying } };
}

/** §5.7, DECISION §8.7: the last test when the timer has run out: 0 hits kills, 1–2 extend, 3+ stabilize. */
export function finalHealingTest(state: TrackActor, hits: number): { result: DyingResult; patch: TrackActorPatch } {
  const h = checked(state, hits, "take a Healing Test");
  const now = requireDying(state, "take a final Healing Test");
  if (h === 0) return { result: resultOf(null, false, true), patch: { dying: null, dead: true } };
  const dying = extended(now, h);
  return { result: resultOf(dying, dying === null, false), patch: { dying } };
}

/** §5.7: First Aid on the Dying, threshold 3: success stabilizes and each net hit removes one stroke of each kind. */
export function firstAidOnDying(state: TrackActor, hits: number): { result: DyingResult & { strokesRemoved: number }; patch: TrackActorPatch } {
  const h = checked(state, hits, "receive First Aid");
  const now = requireDying(state, "be stabilized by First Aid");
  if (h < FIRST_AID_THRESHOLD) {
    const dying = extended(now, h);
    return { result: { ...resultOf(dying, false, false), strokesRemoved: 0 }, patch: { dying } };
  }
  const net = h - FIRST_AID_THRESHOLD;
  const patch: TrackActorPatch = { dying: null, slash: Math.max(0, state.slash - net), back: Math.max(0, state.back - net), bar: Math.max(0, state.bar - net) };
  return { result: { ...resultOf(null, true, false), strokesRemoved: net }, patch };
}

/** §5.7: one point of Edge stabilizes (`edge.none` when none is left). */
export function spendEdgeToStabilize(state: TrackActor): { result: DyingResult; patch: TrackActorPatch } {
  validateTrackActor(state, "state");
  requireAlive(state, "state", "spend Edge");
  requireDying(state, "be stabilized with Edge");
  if (state.edgeSpent >= state.edge) throw new RulesInputError("edge.none", "state.edgeSpent", "no Edge is left to spend this chronicle");
  return { result: resultOf(null, true, false), patch: { dying: null, edgeSpent: state.edgeSpent + 1 } };
}
