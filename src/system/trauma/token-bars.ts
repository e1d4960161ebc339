/**
 * Trauma's token bar (rules/trauma.md §3.1): `health` is Life Support out of Max Vim. Setting it
 * moves the difference to or from Clot, as the Vim tracker does.
 */
import { setLifeSupport } from "../../core/trauma";
import { applyActorPatches } from "../documents/apply-patches";
import type { BarValue, RulesetTokenBars } from "../ruleset-adapter";
import { traumaStateOf } from "./actor-state";

type TraumaSlice = { trauma?: { vim?: { lifeSupport?: number }; maxVim?: number } };

export const traumaTokenBars = {
  trackable: { bar: [], value: ["trauma.vim.clot", "trauma.maxVim"] },
  health(system): BarValue {
    const trauma = (system as TraumaSlice).trauma;
    return { value: trauma?.vim?.lifeSupport ?? 0, max: trauma?.maxVim ?? 0 };
  },
  async modify(actor, attribute, value, isDelta, isActive) {
    if (attribute !== "health" || !isActive) return false;
    const state = traumaStateOf(actor);
    const wanted = isDelta ? state.vim.lifeSupport + value : value;
    const { patch } = setLifeSupport(state, wanted);
    await applyActorPatches([{ actor, ruleset: "trauma", patch }]);
    return true;
  },
} satisfies RulesetTokenBars;
