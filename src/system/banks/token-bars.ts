/**
 * Banks' token bars (docs/rules/banks.md §8): Stun and Physical, each what is left of its damage bank,
 * derived under `system.bars`; `health` is Physical. Setting a bar writes the damage that leaves
 * it where it was set.
 */
import { banksBars, banksRuleset } from "../../core/banks";
import type { BarValue, RulesetTokenBars } from "../ruleset-adapter";
import { banksStateOf } from "./actor-state";

const BARS: Readonly<Record<string, "stun" | "physical">> = { "bars.stun": "stun", "bars.physical": "physical" };

function barsOf(system: Readonly<Record<string, unknown>>): { stun: BarValue; physical: BarValue } {
  const bars = banksBars(system["banks"] as Parameters<typeof banksBars>[0]);
  return { stun: { ...bars.stun }, physical: { ...bars.physical } };
}

export const banksTokenBars: RulesetTokenBars = {
  trackable: { bar: ["bars.stun", "bars.physical"], value: ["banks.ip"] },
  health: (system) => barsOf(system).physical,
  derived: (system) => barsOf(system),
  barUpdate(actor, attribute, value, isDelta, isActive) {
    const bank = attribute === "health" && isActive ? "physical" : BARS[attribute];
    if (bank === undefined) return null;
    // The core reads and sets the bar (core/banks/bars.ts), as the CLI and the sheet do.
    const state = banksStateOf(actor);
    const bar = banksRuleset.bars.read(state)[bank];
    if (bar === undefined) return null;
    const wanted = isDelta ? bar.value + value : value;
    return { system: { banks: banksRuleset.bars.set(state, bank, wanted) } };
  },
};
