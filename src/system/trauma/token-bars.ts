/**
 * Trauma's token bar (docs/rules/trauma.md §3.1): `health` is Life Support out of Max Vim. Setting it
 * moves the difference to or from Clot, as the Vim tracker does.
 */
import { traumaRuleset } from "../../core/trauma";
import type { BarValue, RulesetTokenBars } from "../ruleset-adapter";
import { traumaStateOf } from "./actor-state";

type TraumaSlice = { trauma?: { vim?: { lifeSupport?: number }; maxVim?: number } };

export const traumaTokenBars: RulesetTokenBars = {
  trackable: { bar: [], value: ["trauma.vim.clot", "trauma.maxVim"] },
  health(system): BarValue {
    const trauma = (system as TraumaSlice).trauma;
    return { value: trauma?.vim?.lifeSupport ?? 0, max: trauma?.maxVim ?? 0 };
  },
  barUpdate(actor, attribute, value, isDelta, isActive) {
    if (attribute !== "health" || !isActive) return null;
    const state = traumaStateOf(actor);
    const wanted = isDelta ? state.vim.lifeSupport + value : value;
    return { system: { trauma: traumaRuleset.bars.set(state, "health", wanted) } };
  },
};
