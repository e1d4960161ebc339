/**
 * Healing (rules/wounds.md §7, "Healing"): a success removes one Wound, a raise two. Injuries
 * that last "until all Wounds are healed" end when the last Wound goes; the 24-hour kind also
 * ends when its hours run out. Healing a Wound (or a successful roll on someone Incapacitated)
 * ends Incapacitation and stops any bleeding.
 */
import { type TraitRollInput, traitRoll } from "../dice";
import { RulesInputError } from "../errors";
import type { Injury, WoundsActor, WoundsActorPatch } from "./state";
import { validateWoundsActor } from "./state-validation";
import { requireWhole } from "./checks";

export interface HealResult {
  readonly total: number;
  readonly success: boolean;
  readonly raises: number;
  readonly healed: number;
  readonly injuriesEnded: number;
}

/** Injuries left once every Wound is healed: only the permanent ones. */
function lasting(injuries: readonly Injury[], woundsLeft: number): Injury[] {
  return woundsLeft > 0 ? [...injuries] : injuries.filter((i) => i.duration === "permanent");
}

/** `roll`: the healer's trait roll (Healing skill, or the patient's natural Vigor roll). */
export function heal(value: WoundsActor, roll: TraitRollInput): { result: HealResult; patch: WoundsActorPatch } {
  const state = validateWoundsActor(value, "state");
  if (state.dead) throw new RulesInputError("actor.dead", "state.dead", "The dead are not healed");
  if (typeof roll !== "object" || roll === null) throw new RulesInputError("input.invalid", "roll", "roll must be a trait roll");
  const r = traitRoll(roll, "roll");
  const healed = r.success ? Math.min(state.wounds, r.raises >= 1 ? 2 : 1) : 0;
  const wounds = state.wounds - healed;
  const injuries = healed > 0 ? lasting(state.injuries, wounds) : [...state.injuries];
  const patch: WoundsActorPatch = {};
  if (healed > 0) patch.wounds = wounds;
  if (injuries.length !== state.injuries.length) patch.injuries = injuries;
  if (r.success && state.incapacitated) patch.incapacitated = false;
  if (r.success && state.bleedingOut) patch.bleedingOut = false;
  return { result: { total: r.total, success: r.success, raises: r.raises, healed, injuriesEnded: state.injuries.length - injuries.length }, patch };
}

/** World time passes: the 24-hour injuries count down and end at 0. */
export function passHours(value: WoundsActor, hours: number): WoundsActorPatch {
  const state = validateWoundsActor(value, "state");
  requireWhole(hours, "hours", "input.invalid", { min: 0, max: 100_000 });
  if (hours === 0 || !state.injuries.some((i) => i.hoursLeft !== undefined)) return {};
  const injuries = state.injuries.flatMap((i): Injury[] => {
    if (i.hoursLeft === undefined) return [i];
    const left = i.hoursLeft - Math.min(hours, i.hoursLeft);
    return left === 0 ? [] : [{ ...i, hoursLeft: left }];
  });
  return { injuries };
}
