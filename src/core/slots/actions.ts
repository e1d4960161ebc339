/**
 * Actions longer or wider than one payment (docs/rules/slots.md §5.5 steps 4–5, §7): multi-round
 * actions begun with this round's Action Slots and finished with the next's, combo actions that an
 * active character begins and partners finish with Reserved Slots, and the one-slot price of a
 * shared objective.
 */
import { RulesInputError } from "../errors";
import { field, requireList, requireRecord, requireText, requireWhole } from "./shape";
import { LIMITS, type SlotsActorPatch } from "./state";
import { requireAlive, validateSlotsActor } from "./state-validation";

export interface MultiRoundStart {
  readonly slotsSpent: number;
  readonly slotsNeeded: number;
  /** The whole price fitted in this round: an ordinary action. */
  readonly finishedNow: boolean;
}

/**
 * §5.5 step 4: an action whose AS price is above what the actor holds takes every Action Slot now;
 * the rest is paid when its next Active Phase begins (phase.ts), or the slots are lost.
 */
export function startMultiRound(input: { readonly actor: unknown; readonly actionId: unknown; readonly price: unknown; readonly round: unknown }): { result: MultiRoundStart; patch: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  const actor = validateSlotsActor(field(i, "actor"), "actor");
  const actionId = requireText(field(i, "actionId"), "actionId", "input.invalid", 80);
  const price = requireWhole(field(i, "price"), "price", "cost.invalid", { min: 1, max: LIMITS.slots });
  const round = requireWhole(field(i, "round"), "round", "state.outOfRange", { min: 1, max: LIMITS.round });
  requireAlive(actor, "actor");
  if (actor.phase !== "active") throw new RulesInputError("slots.notActivePhase", "actor.phase", "A multi-round action begins in the character's own Active Phase");
  if (actor.multiRound !== null) throw new RulesInputError("slots.insufficient", "actor.multiRound", "The character is already in the middle of a multi-round action");
  if (price <= actor.actionSlots) {
    return { result: { slotsSpent: price, slotsNeeded: price, finishedNow: true }, patch: { actionSlots: actor.actionSlots - price } };
  }
  const spent = actor.actionSlots;
  return { result: { slotsSpent: spent, slotsNeeded: price, finishedNow: false }, patch: { actionSlots: 0, multiRound: { actionId, slotsSpent: spent, slotsNeeded: price, startRound: round } } };
}

/** §5.5 step 4: anything that keeps the action from being finished loses the slots spent on it. */
export function abandonMultiRound(actor: unknown): { result: { lost: number }; patch: SlotsActorPatch } {
  const a = validateSlotsActor(actor, "actor");
  return { result: { lost: a.multiRound?.slotsSpent ?? 0 }, patch: { multiRound: null } };
}

export interface ComboShare {
  readonly actionSlots: number;
  readonly reservedSlots: number;
}

/**
 * §5.5 step 5: the initiator pays its AS share in its Active Phase, each partner its Reserved
 * Slots share; all or nothing, so one partner short refuses the whole combo.
 */
export function payCombo(input: { readonly initiator: unknown; readonly initiatorPrice: unknown; readonly partners: unknown }): { initiator: SlotsActorPatch; partners: SlotsActorPatch[] } {
  const i = requireRecord(input, "input", "input.invalid");
  const initiator = validateSlotsActor(field(i, "initiator"), "initiator");
  const price = requireWhole(field(i, "initiatorPrice"), "initiatorPrice", "cost.invalid", { min: 0, max: LIMITS.slots });
  const partners = requireList(field(i, "partners"), "partners", "input.invalid", LIMITS.listLength).map((p, k) => {
    const rec = requireRecord(p, `partners[${k}]`, "input.invalid");
    return { actor: validateSlotsActor(field(rec, "actor"), `partners[${k}].actor`), price: requireWhole(field(rec, "price"), `partners[${k}].price`, "cost.invalid", { min: 0, max: LIMITS.slots }) };
  });
  requireAlive(initiator, "initiator");
  if (initiator.phase !== "active") throw new RulesInputError("slots.notActivePhase", "initiator.phase", "A combo begins in the initiator's own Active Phase");
  if (price > initiator.actionSlots) throw new RulesInputError("slots.insufficient", "initiatorPrice", `The initiator holds ${initiator.actionSlots} Action Slots, not ${price}`);
  const patches = partners.map(({ actor, price: share }, k): SlotsActorPatch => {
    requireAlive(actor, `partners[${k}].actor`);
    if (share > actor.reservedSlots) throw new RulesInputError("slots.insufficient", `partners[${k}].price`, `Partner ${k + 1} holds ${actor.reservedSlots} Reserved Slots, not ${share}`);
    return { reservedSlots: actor.reservedSlots - share };
  });
  return { initiator: { actionSlots: initiator.actionSlots - price }, partners: patches };
}

/** §7 non-standard action lengths: a part of another action costs 1 AS once more than one character must work the objective. */
export function sharedObjectiveCost(characters: unknown): number {
  const n = requireWhole(characters, "characters", "input.invalid", { min: 0, max: LIMITS.slots });
  return n > 1 ? 1 : 0;
}

