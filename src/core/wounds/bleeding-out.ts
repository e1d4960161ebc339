/**
 * Bleeding Out (rules/wounds.md §5.9): a Vigor roll at the start of each turn. Failure (or a
 * critical failure) kills, a success buys another turn, a raise stabilises. A Healing roll by
 * someone else stabilises too; a stabilised character recovers with a daily Vigor roll.
 */
import { RulesInputError } from "../errors";
import { spendBennies } from "./bennies";
import { type RollDice, actorRolls } from "./rolls";
import type { WoundsActor, WoundsActorPatch } from "./state";
import { validateWoundsActor } from "./state-validation";
import { requireWhole } from "./checks";

export type BleedingOutcome = "dies" | "survives" | "stabilised";

export interface BleedingOutResult {
  readonly total: number;
  readonly raises: number;
  readonly criticalFailure: boolean;
  readonly outcome: BleedingOutcome;
  readonly benniesSpent: number;
}

/** `modifier`: anything beyond the wound penalty and the Bleeding Out bonus (a Joker's +2). */
export function bleedingOutRoll(value: WoundsActor, rolls: readonly RollDice[], modifier = 0): { result: BleedingOutResult; patch: WoundsActorPatch } {
  const state = validateWoundsActor(value, "state");
  if (!state.bleedingOut) throw new RulesInputError("input.invalid", "state.bleedingOut", "Only a character Bleeding Out makes this roll");
  const extra = requireWhole(modifier, "modifier", "input.invalid", { min: -20, max: 20 });
  const rolled = actorRolls(state, "vigor", rolls, state.bleedingOutBonus + extra, undefined, "rolls");
  const patch: WoundsActorPatch = rolled.rerolls > 0 ? spendBennies(state, rolled.rerolls) : {};
  const best = rolled.best;
  const outcome: BleedingOutcome = !best.success ? "dies" : best.raises === 0 ? "survives" : "stabilised";
  if (outcome === "dies") {
    patch.dead = true;
    patch.bleedingOut = false;
  }
  if (outcome === "stabilised") patch.bleedingOut = false;
  return { result: { total: best.total, raises: best.raises, criticalFailure: best.criticalFailure, outcome, benniesSpent: rolled.rerolls }, patch };
}

/** Another character's successful Healing roll stops the bleeding (still Incapacitated). */
export function stabilise(value: WoundsActor): WoundsActorPatch {
  const state = validateWoundsActor(value, "state");
  if (state.dead) throw new RulesInputError("actor.dead", "state.dead", "The dead cannot be stabilised");
  return state.bleedingOut ? { bleedingOut: false } : {};
}

/** Out of combat, a stabilised Incapacitated character rolls Vigor each day; a success ends Incapacitation (SEED). */
export function dailyRecoveryRoll(value: WoundsActor, rolls: readonly RollDice[]): { result: { total: number; success: boolean }; patch: WoundsActorPatch } {
  const state = validateWoundsActor(value, "state");
  if (!state.incapacitated || state.bleedingOut) throw new RulesInputError("input.invalid", "state", "Only a stabilised, Incapacitated character makes the daily roll");
  const rolled = actorRolls(state, "vigor", rolls, 0, undefined, "rolls");
  const patch: WoundsActorPatch = rolled.rerolls > 0 ? spendBennies(state, rolled.rerolls) : {};
  if (rolled.best.success) patch.incapacitated = false;
  return { result: { total: rolled.best.total, success: rolled.best.success }, patch };
}
