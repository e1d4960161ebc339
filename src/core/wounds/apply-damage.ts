/**
 * One hit resolved completely (rules/wounds.md §5.4): the table, an optional Soak, then the
 * Wounds that remain — Incapacitation past the capacity (extra Wounds are not kept).
 */
import { RulesInputError } from "../errors";
import { type DamageOutcome, MAX_DAMAGE, damageOutcome } from "./damage-outcome";
import { type SoakInput, type SoakResult, soak } from "./soak";
import type { WoundsActor, WoundsActorPatch } from "./state";
import { validateWoundsActor } from "./state-validation";
import { requireWhole } from "./checks";

export interface ApplyDamageInput {
  readonly damage: number;
  readonly toughness: number;
  readonly soak?: SoakInput;
}

export interface ApplyDamageResult {
  readonly outcome: DamageOutcome;
  /** Wounds the hit caused before any Soak. */
  readonly pendingWounds: number;
  readonly soak: SoakResult | null;
  /** Wounds added to the track (capped at the capacity). */
  readonly woundsTaken: number;
  readonly becameIncapacitated: boolean;
  /** rules/wounds.md §5.6: a Wild Card taken out rolls Vigor at once (also when hit again while out, DECISION 4). */
  readonly needsIncapacitationRoll: boolean;
  readonly benniesSpent: number;
  /** The hit met a dead actor: nothing changes. */
  readonly ignored: boolean;
}

export function applyDamage(value: WoundsActor, input: ApplyDamageInput): { result: ApplyDamageResult; patch: WoundsActorPatch } {
  const state = validateWoundsActor(value, "state");
  if (typeof input !== "object" || input === null) throw new RulesInputError("input.invalid", "input", "input must be { damage, toughness }");
  requireWhole(input.damage, "damage", "input.invalid", { min: 0, max: MAX_DAMAGE });
  requireWhole(input.toughness, "toughness", "input.invalid", { min: -MAX_DAMAGE, max: MAX_DAMAGE });
  const outcome = damageOutcome(input.damage, input.toughness, state.shaken);
  const quiet = { outcome, pendingWounds: outcome.wounds, soak: null, woundsTaken: 0, becameIncapacitated: false, needsIncapacitationRoll: false, benniesSpent: 0, ignored: false };
  // Step 1: the dead take no more harm.
  if (state.dead) return { result: { ...quiet, ignored: true }, patch: {} };
  // Step 3: no Wound — Shaken or nothing; a plain Shaken cannot be soaked (§5.8: a Benny removes it).
  if (outcome.wounds === 0) {
    if (input.soak !== undefined) soak(state, 0, input.soak);
    const shaken = state.incapacitated ? state.shaken : outcome.shaken;
    return { result: quiet, patch: shaken === state.shaken ? {} : { shaken } };
  }
  // Step 4: the Soak.
  let pending = outcome.wounds;
  const soaked = input.soak === undefined ? null : soak(state, pending, input.soak);
  const benniesSpent = soaked?.benniesSpent ?? 0;
  const bennyPatch: WoundsActorPatch = soaked !== null && !soaked.fromGmPool ? { bennies: state.bennies - benniesSpent } : {};
  if (soaked !== null) pending = soaked.remaining;
  if (pending === 0) {
    return { result: { ...quiet, soak: soaked, benniesSpent }, patch: { ...bennyPatch, ...(state.shaken ? { shaken: false } : {}) } };
  }
  // Step 5: already out — Wounds stay; a Wild Card rolls again (DECISION 4), an Extra is unaffected.
  if (state.incapacitated) {
    return { result: { ...quiet, pendingWounds: outcome.wounds, soak: soaked, benniesSpent, needsIncapacitationRoll: state.isWildCard }, patch: bennyPatch };
  }
  // Steps 6–8.
  const total = state.wounds + pending;
  if (total > state.woundCapacity) {
    const patch: WoundsActorPatch = { ...bennyPatch, wounds: state.woundCapacity, incapacitated: true };
    if (state.shaken) patch.shaken = false;
    return {
      result: { ...quiet, soak: soaked, benniesSpent, woundsTaken: state.woundCapacity - state.wounds, becameIncapacitated: true, needsIncapacitationRoll: state.isWildCard },
      patch,
    };
  }
  const patch: WoundsActorPatch = { ...bennyPatch, wounds: total };
  if (!state.shaken) patch.shaken = true;
  return { result: { ...quiet, soak: soaked, benniesSpent, woundsTaken: pending }, patch };
}
