/**
 * Slots' token bars (docs/rules/slots.md §7): HP out of max HP is `health`; setting it (or a
 * Stress track's value) goes through the core, which clamps it.
 */
import { type SlotsActor, slotsRuleset } from "../../core/slots";
import type { BarValue, RulesetTokenBars } from "../ruleset-adapter";
import { slotsStateOf } from "./actor-state";

/** The attribute Foundry names for `health` and token bars, and the core bar each one is. */
const BAR_NAMES: Readonly<Record<string, string>> = {
  "slots.hp": "hp",
  "slots.stress.physical": "physical",
  "slots.stress.mental": "mental",
  "slots.stress.vocal": "vocal",
};

const NONE: BarValue = { value: 0, max: 0 };

function hpOf(system: Readonly<Record<string, unknown>>): BarValue {
  try {
    return { ...(slotsRuleset.bars.read(system["slots"] as SlotsActor)["hp"] ?? NONE) };
  } catch {
    // An actor whose slots slice is mid-migration still draws (its sheet names the problem).
    return NONE;
  }
}

/**
 * No derived bars: every ruleset's derived bars are computed for every actor in every world, and
 * HP is already `health` (primaryTokenAttribute) in a slots world. Stress tracks and counters
 * are plain values a token may show.
 */
export const slotsTokenBars: RulesetTokenBars = {
  trackable: { bar: [], value: ["slots.stress.physical", "slots.stress.mental", "slots.stress.vocal", "slots.actionSlots", "slots.reservedSlots", "slots.bleed", "slots.hemorrhage"] },
  health: (system) => hpOf(system),
  barUpdate(actor, attribute, value, isDelta, isActive) {
    const bar = attribute === "health" && isActive ? "hp" : BAR_NAMES[attribute];
    if (bar === undefined) return null;
    const state = slotsStateOf(actor);
    const current = slotsRuleset.bars.read(state)[bar];
    if (current === undefined) return null;
    const wanted = isDelta ? current.value + value : value;
    return { system: { slots: slotsRuleset.bars.set(state, bar, wanted) } };
  },
};
