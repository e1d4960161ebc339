/**
 * The Active Phase (docs/rules/slots.md §5.2, §5.4, §5.6): how many Action Slots a character
 * gains, what Slow, Stun debt and a Seizure take from them, leftovers becoming Reserved Slots, and
 * Hesitation at the end of the Full Round. Checked entry points validate; `…Of` helpers do not.
 */
import { LIMITS, type SlotsActor, type SlotsActorPatch, type SlowFraction, holdsDuring } from "./state";
import { validateSlotsActor } from "./state-validation";
import { requireWhole } from "./shape";

/** §5.2: 5 + Agility + modifiers, never below 0 (2–12 for Agility −3…7). */
export function actionSlotsOf(actor: Pick<SlotsActor, "agility" | "slotBonus">): number {
  return Math.max(0, 5 + actor.agility + actor.slotBonus);
}

/** §5.2 checked: the Action Slots an actor gains at the start of its phase before Slow and Stun. */
export function actionSlots(actor: unknown): number {
  return actionSlotsOf(validateSlotsActor(actor, "actor"));
}

/** `a × n/d` rounded half up: floor((2·a·n + d) / (2·d)) (docs/rules/README.md convention 1). */
export function roundHalfUp(a: number, n: number, d: number): number {
  return Math.floor((2 * a * n + d) / (2 * d));
}

/** DECISION §5.4 step 3: Slow takes a quarter or a half, rounded half up (½ of 5 is 3). */
export function slowLoss(slots: number, fraction: SlowFraction): number {
  return fraction === "1/2" ? roundHalfUp(slots, 1, 2) : roundHalfUp(slots, 1, 4);
}

/** DECISION §5.4 step 1: the dead, the unconscious and the seizing gain no slots. */
export function gainsNoSlots(actor: SlotsActor, round: number): boolean {
  return actor.dead || actor.unconscious !== null || holdsDuring(actor.burnout.seizure, round);
}

export interface PhaseStart {
  readonly base: number;
  readonly slowLost: number;
  readonly stunPaid: number;
  /** A multi-round action finished with these slots, or lost because they did not suffice (§5.5 step 4). */
  readonly multiRound: { readonly actionId: string; readonly completed: boolean; readonly paid: number } | null;
  readonly actionSlots: number;
  readonly skipped: boolean;
}

/** §5.4 on trusted state (the combat policy validated it once). */
export function phaseStartOf(actor: SlotsActor, round: number): { result: PhaseStart; patch: SlotsActorPatch } {
  if (gainsNoSlots(actor, round)) {
    return { result: { base: 0, slowLost: 0, stunPaid: 0, multiRound: null, actionSlots: 0, skipped: true }, patch: { actionSlots: 0, phase: "done", multiRound: null } };
  }
  const base = actionSlotsOf(actor);
  let s = base;
  const slowLost = actor.slow !== null && holdsDuring(actor.slow, round) ? slowLoss(s, actor.slow.fraction) : 0;
  s -= slowLost;
  const stunPaid = Math.min(actor.stunDebt, s);
  s -= stunPaid;
  let multiRound: PhaseStart["multiRound"] = null;
  const pending = actor.multiRound;
  if (pending !== null) {
    // §5.5 step 4: finished with the next round's slots, or the slots spent are lost.
    const rest = pending.slotsNeeded - pending.slotsSpent;
    const completed = pending.startRound === round - 1 && rest <= s;
    if (completed) s -= rest;
    multiRound = { actionId: pending.actionId, completed, paid: completed ? rest : 0 };
  }
  const patch: SlotsActorPatch = { actionSlots: s, phase: "active", stunDebt: actor.stunDebt - stunPaid, ...(pending === null ? {} : { multiRound: null }) };
  return { result: { base, slowLost, stunPaid, multiRound, actionSlots: s, skipped: false }, patch };
}

/** §5.4 `beginActivePhase` for one member of the group, in Full Round `round`. */
export function beginActivePhase(actor: unknown, round: unknown): { result: PhaseStart; patch: SlotsActorPatch } {
  const a = validateSlotsActor(actor, "actor");
  return phaseStartOf(a, requireWhole(round, "round", "state.outOfRange", { min: 1, max: LIMITS.round }));
}

/** §5.6 on trusted state: leftover Action Slots become Reserved Slots. */
export function phaseEndOf(actor: SlotsActor): { result: { reserved: number }; patch: SlotsActorPatch } {
  const reserved = Math.min(LIMITS.slots, actor.reservedSlots + actor.actionSlots);
  return { result: { reserved }, patch: { reservedSlots: reserved, actionSlots: 0, phase: "done" } };
}

export function endActivePhase(actor: unknown): { result: { reserved: number }; patch: SlotsActorPatch } {
  return phaseEndOf(validateSlotsActor(actor, "actor"));
}

/** §5.6 Hesitation on trusted state: every slot still held is lost when the Full Round ends. */
export function hesitationOf(actor: SlotsActor): { result: { lost: number }; patch: SlotsActorPatch } {
  return { result: { lost: actor.reservedSlots + actor.actionSlots }, patch: { reservedSlots: 0, actionSlots: 0, phase: "waiting" } };
}

export function hesitation(actor: unknown): { result: { lost: number }; patch: SlotsActorPatch } {
  return hesitationOf(validateSlotsActor(actor, "actor"));
}
