/**
 * The token bars of a slots actor (docs/rules/slots.md §7): `hp` out of max HP, and the three
 * Stress tracks out of 10 ("tracked in the same column as Hit Points", SEED).
 */
import { RulesInputError } from "../errors";
import type { BarsSpec } from "../ruleset";
import { LIMITS, STRESS_TRACKS, type SlotsActor, type StressTrack, maxHpOf } from "./state";
import { requireWhole } from "./shape";

const BAR_NAMES = ["hp", ...STRESS_TRACKS] as const;

const clamp = (value: number, max: number): number => Math.max(0, Math.min(max, value));

export const SLOTS_BARS: BarsSpec<SlotsActor> = {
  main: "hp",
  read: (state) => {
    const max = maxHpOf(state);
    return {
      hp: { value: clamp(state.hp, max), max },
      physical: { value: clamp(state.stress.physical, LIMITS.stress), max: LIMITS.stress },
      mental: { value: clamp(state.stress.mental, LIMITS.stress), max: LIMITS.stress },
      vocal: { value: clamp(state.stress.vocal, LIMITS.stress), max: LIMITS.stress },
    };
  },
  set(state, bar, value) {
    const wanted = requireWhole(value, "value", "bar.invalid", { min: Number.MIN_SAFE_INTEGER });
    if (!(BAR_NAMES as readonly string[]).includes(bar)) throw new RulesInputError("bar.unknown", "bar", `a slots actor has the bars ${BAR_NAMES.join(", ")}, not ${bar}`);
    if (bar === "hp") return { hp: clamp(wanted, maxHpOf(state)) };
    return { stress: { ...state.stress, [bar as StressTrack]: clamp(wanted, LIMITS.stress) } };
  },
};
