/**
 * Wounds' token bar (docs/rules/wounds.md §7): Wounds out of the capacity, derived under
 * `system.bars.wounds`; `health` is the same bar. Setting it writes the Wounds, clamped by the core.
 */
import { woundsRuleset } from "../../core/wounds";
import type { BarValue, RulesetTokenBars } from "../ruleset-adapter";
import { woundsSourceOf, woundsStateOf } from "./actor-state";

/** A slice the core refuses (or a system without one) draws an empty bar: prepareDerivedData must not throw. */
function barOf(system: Readonly<Record<string, unknown>>): BarValue {
  try {
    const state = woundsRuleset.actor.validate(woundsSourceOf(system)["wounds"], "system.wounds");
    const bar = woundsRuleset.bars.read(state)["wounds"];
    return bar === undefined ? { value: 0, max: 0 } : { ...bar };
  } catch {
    return { value: 0, max: 0 };
  }
}

export const woundsTokenBars: RulesetTokenBars = {
  trackable: { bar: ["bars.wounds"], value: ["wounds.bennies"] },
  health: (system) => barOf(system),
  // A system without a wounds slice (another ruleset's test double, an old source) has no bar to add.
  derived: (system) => (system["wounds"] === undefined ? {} : { wounds: barOf(system) }),
  barUpdate(actor, attribute, value, isDelta, isActive) {
    if (attribute !== "bars.wounds" && !(attribute === "health" && isActive)) return null;
    const state = woundsStateOf(actor);
    const wanted = isDelta ? state.wounds + value : value;
    return { system: { wounds: woundsRuleset.bars.set(state, "wounds", wanted) } };
  },
};
