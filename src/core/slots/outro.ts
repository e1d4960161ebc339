/**
 * The encounter outro (docs/rules/slots.md §5.14). All Resolve ends every combat effect at once and
 * clears the board; Slow Burn keeps running Full Rounds and Upkeeps (the combat policy as it is),
 * where the healing over time still to come can be summed ahead.
 */
import { LIMITS, type SlotsActor, type SlotsActorPatch, roundsLeft } from "./state";
import { validateSlotsActor } from "./state-validation";
import { requireWhole } from "./shape";

/**
 * All Resolve on trusted input: counters, slots, Slow, Stun debt, Agony and timed effects end;
 * what outlasts combat stays (HP, maims and their bleed-out, burnouts, Unconscious, death).
 */
export function allResolveOf(_actor: SlotsActor): SlotsActorPatch {
  return { actionSlots: 0, reservedSlots: 0, phase: "waiting", stunDebt: 0, slow: null, bleed: 0, hemorrhage: 0, agony: false, effects: [], multiRound: null };
}

export function allResolve(actor: unknown): SlotsActorPatch {
  return allResolveOf(validateSlotsActor(actor, "actor"));
}

/** Slow Burn: the healing every timed effect will still give from the Upkeep of round `round` on. */
export function healingAheadOf(actor: SlotsActor, round: number): number {
  return actor.effects.reduce((sum, e) => sum + e.hot * (roundsLeft(e, round) + (round <= e.startRound + e.rounds ? 1 : 0)), 0);
}

export function healingAhead(actor: unknown, round: unknown): number {
  return healingAheadOf(validateSlotsActor(actor, "actor"), requireWhole(round, "round", "state.outOfRange", { min: 0, max: LIMITS.round }));
}
