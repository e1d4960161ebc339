/**
 * What passes by world time rather than by Full Rounds (docs/rules/slots.md §5.10–§5.12): relaxing
 * Stress an hour at a time, Unconscious regeneration and waking, Near Mute hours, Strained days,
 * and an awake character's regeneration out of combat.
 */
import { field, optionalBool, requireList, requireOneOf, requireRecord, requireWhole } from "./shape";
import { LIMITS, STRESS_TRACKS, type SlotsActor, type SlotsActorPatch, type StressTrack, maxHpOf } from "./state";
import { validateSlotsActor } from "./state-validation";

/** A burnt-out track does not relax until its burnout is over (§5.10). */
function inBurnout(actor: SlotsActor, track: StressTrack): boolean {
  const b = actor.burnout;
  if (track === "physical") return b.strainedDays > 0;
  if (track === "mental") return b.seizure !== null || b.mindFog !== null;
  return b.mute !== null;
}

/** DECISION §8.15: an unconscious character regains 10 % of max HP an hour, floor, at least 1. */
export function unconsciousRegenOf(actor: Pick<SlotsActor, "strength" | "vitality" | "hpBonus">): number {
  return Math.max(1, Math.floor((maxHpOf(actor) * 10) / 100));
}

export interface HoursResult {
  readonly hours: number;
  readonly relaxed: Readonly<Record<StressTrack, number>>;
  readonly healed: number;
  readonly woke: boolean;
  /** Hours it took to wake, or null if still out. */
  readonly wokeAfter: number | null;
}

/**
 * §5.10–§5.12 on trusted input: `hours` whole hours pass in which the tracks in `used` were used.
 * `resting` (out of combat, not damaged) adds an awake character's 25 % per quarter hour (SOURCE Vitality).
 */
export function hoursOf(actor: SlotsActor, hours: number, used: readonly StressTrack[], resting: boolean): { result: HoursResult; patch: SlotsActorPatch } {
  const relaxed = { physical: 0, mental: 0, vocal: 0 };
  const stress = { ...actor.stress };
  for (const track of STRESS_TRACKS) {
    if (used.includes(track) || inBurnout(actor, track)) continue;
    relaxed[track] = Math.min(stress[track], hours);
    stress[track] -= relaxed[track];
  }
  const max = maxHpOf(actor);
  let hp = actor.hp;
  let unconscious = actor.unconscious;
  let wokeAfter: number | null = null;
  if (!actor.dead && unconscious !== null) {
    const perHour = unconsciousRegenOf(actor);
    // DECISION §5.12: wakes at full HP or when a knockout's hours run out, whichever is first.
    const toFull = max <= hp ? 0 : Math.ceil((max - hp) / perHour);
    const wake = Math.min(toFull, unconscious.hoursLeft);
    if (wake <= hours) {
      wokeAfter = wake;
      hp = Math.min(max, hp + perHour * wake);
      unconscious = null;
    } else {
      hp = Math.min(max, hp + perHour * hours);
      unconscious = { hoursLeft: unconscious.hoursLeft - hours };
    }
  }
  if (!actor.dead && unconscious === null && resting) {
    const awakeHours = wokeAfter === null ? hours : hours - wokeAfter;
    hp = Math.min(max, hp + Math.floor((max * 25) / 100) * 4 * Math.min(awakeHours, 4));
  }
  const healed = hp - actor.hp;
  const nearMuteHours = Math.max(0, actor.burnout.nearMuteHours - hours);
  return {
    result: { hours, relaxed, healed, woke: actor.unconscious !== null && unconscious === null, wokeAfter },
    patch: { stress, hp, unconscious, burnout: { nearMuteHours } },
  };
}

/** SOURCE Vitality (§5.12): an awake character out of combat regains 25 % of max HP per 15 minutes (floor). */
export function awakeRegenOf(actor: Pick<SlotsActor, "strength" | "vitality" | "hpBonus">): number {
  return Math.floor((maxHpOf(actor) * 25) / 100);
}

/**
 * §5.12 on trusted input: `quarters` quarter hours of rest pass for an awake, living character
 * (the caller decides it took no damage meanwhile); the unconscious regenerate by the hour instead.
 */
export function restQuartersOf(actor: SlotsActor, quarters: number): SlotsActorPatch {
  if (actor.dead || actor.unconscious !== null || quarters <= 0) return {};
  const hp = Math.min(maxHpOf(actor), actor.hp + awakeRegenOf(actor) * quarters);
  return hp === actor.hp ? {} : { hp };
}

/** Checked: `{ actor, hours, used?, resting? }`. */
export function passHours(input: unknown): { result: HoursResult; patch: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  const actor = validateSlotsActor(field(i, "actor"), "actor");
  const hours = requireWhole(field(i, "hours"), "hours", "state.outOfRange", { min: 0, max: LIMITS.hours });
  const rawUsed = field(i, "used");
  const used = rawUsed === undefined ? [] : requireList(rawUsed, "used", "input.invalid", 3).map((t, k) => requireOneOf(t, STRESS_TRACKS, `used[${k}]`, "input.invalid"));
  return hoursOf(actor, hours, used, optionalBool(field(i, "resting"), "resting", "input.invalid"));
}

/** §5.11: each day ends a day of Strained; Physical Stress may relax again once it is over. */
export function passDays(actor: unknown, days: unknown): SlotsActorPatch {
  const a = validateSlotsActor(actor, "actor");
  const n = requireWhole(days, "days", "state.outOfRange", { min: 0, max: LIMITS.days });
  return { burnout: { strainedDays: Math.max(0, a.burnout.strainedDays - n) } };
}
