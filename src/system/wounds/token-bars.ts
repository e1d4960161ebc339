/**
 * Wounds' token bar (docs/rules/wounds.md §7): Wounds out of the capacity, derived under
 * `system.bars.wounds`; `health` is the same bar. Setting it writes the Wounds, clamped by the core.
 */
import { woundsRuleset } from "../../core/wounds";
import type { BarValue, RulesetTokenBars } from "../ruleset-adapter";
import { woundsSourceOf, woundsStateOf } from "./actor-state";

function barOf(system: Readonly<Record<string, unknown>>): BarValue {
  const state = woundsRuleset.actor.validate(woundsSourceOf(system)["wounds"], "system.wounds");
  const bar = woundsRuleset.bars.read(state)["wounds"];
  return bar === undefined ? { value: 0, max: 0 } : { ...bar };
}

export const woundsTokenBars: RulesetTokenBars = {
  trackable: { bar: ["bars.wounds"], value: ["wounds.bennies"] },
  health: (system) => barOf(system),
  derived: (system) => ({ wounds: barOf(system) }),
  barUpdate(actor, attribute, value, isDelta, isActive) {
    if (attribute !== "bars.wounds" && !(attribute === "health" && isActive)) return null;
    const state = woundsStateOf(actor);
    const wanted = isDelta ? state.wounds + value : value;
    return { system: { wounds: woundsRuleset.bars.set(state, "wounds", wanted) } };
  },
};
