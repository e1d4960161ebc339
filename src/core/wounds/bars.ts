/**
 * Wounds' token bar and statuses (rules/wounds.md §7): the bar is Wounds out of the capacity;
 * the token shows Dead, or Shaken, Incapacitated and Bleeding Out.
 */
import { RulesInputError } from "../errors";
import type { BarsSpec } from "../ruleset";
import type { WoundsActor } from "./state";
import { validateWoundsActor } from "./state-validation";
import { shown } from "./checks";
import { requireWhole } from "./checks";

export const WOUNDS_BARS: BarsSpec<WoundsActor> = {
  main: "wounds",
  read: (value) => {
    const state = validateWoundsActor(value, "state");
    return { wounds: { value: state.wounds, max: state.woundCapacity } };
  },
  set(value, bar, wanted) {
    const state = validateWoundsActor(value, "state");
    if (bar !== "wounds") throw new RulesInputError("bar.unknown", "bar", `a wounds actor has one bar, wounds, not ${shown(bar)}`);
    requireWhole(wanted, "value", "input.invalid");
    return { wounds: Math.max(0, Math.min(state.woundCapacity, wanted)) };
  },
};

export const WOUNDS_STATUSES = ["shaken", "incapacitated", "bleedingOut", "dead"] as const;

export function woundsStatuses(value: WoundsActor): string[] {
  const state = validateWoundsActor(value, "state");
  if (state.dead) return ["dead"];
  return WOUNDS_STATUSES.filter((s) => s !== "dead" && state[s]);
}
