/**
 * The token bars of a slots actor (docs/rules/slots.md §7): `hp` out of max HP, and the three
 * Stress tracks out of 10 ("tracked in the same column as Hit Points", SEED).
 */
import { RulesInputError } from "../errors";
import type { BarsSpec } from "../ruleset";
import { LIMITS, STRESS_TRACKS, type SlotsActor, type StressTrack, maxHpOf } from "./state";
import { field, requireRecord, requireWhole } from "./shape";

const BAR_NAMES = ["hp", ...STRESS_TRACKS] as const;

/** Wide enough for any actor mid-edit, narrow enough that no sum of them overflows. */
const LOOSE = { min: -10_000_000, max: 10_000_000 };

/** The fields the bars read, checked for type only (and sane size), so a token of an actor mid-edit still draws. */
function barSource(value: unknown): SlotsActor {
  const s = requireRecord(value, "state", "actor.invalid");
  for (const key of ["strength", "vitality", "hpBonus", "hp"]) requireWhole(field(s, key), `state.${key}`, "actor.invalid", LOOSE);
  const stress = requireRecord(field(s, "stress"), "state.stress", "actor.invalid");
  for (const track of STRESS_TRACKS) requireWhole(field(stress, track), `state.stress.${track}`, "actor.invalid", LOOSE);
  return value as SlotsActor;
}

const clamp = (value: number, max: number): number => Math.max(0, Math.min(max, value));

export const SLOTS_BARS: BarsSpec<SlotsActor> = {
  main: "hp",
  read: (value) => {
    const state = barSource(value);
    const max = maxHpOf(state);
    return {
      hp: { value: clamp(state.hp, max), max },
      physical: { value: clamp(state.stress.physical, LIMITS.stress), max: LIMITS.stress },
      mental: { value: clamp(state.stress.mental, LIMITS.stress), max: LIMITS.stress },
      vocal: { value: clamp(state.stress.vocal, LIMITS.stress), max: LIMITS.stress },
    };
  },
  set(source, bar, value) {
    const state = barSource(source);
    const wanted = requireWhole(value, "value", "bar.invalid", { min: Number.MIN_SAFE_INTEGER });
    if (typeof bar !== "string" || !(BAR_NAMES as readonly string[]).includes(bar)) throw new RulesInputError("bar.unknown", "bar", `a slots actor has the bars ${BAR_NAMES.join(", ")}`);
    if (bar === "hp") return { hp: clamp(wanted, maxHpOf(state)) };
    return { stress: { ...state.stress, [bar as StressTrack]: clamp(wanted, LIMITS.stress) } };
  },
};
