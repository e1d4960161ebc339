/**
 * Fray's Actor. Its token bar is `health`, a derived value/max pair of the active ruleset's
 * main resource (src/system/data/actor/actor-model.ts); editing the bar sets that resource
 * the ruleset's way — for trauma, Life Support, with the difference moved to or from Clot.
 */
import { setLifeSupport } from "../../core/trauma";
import { applyActorPatches } from "./apply-patches";
import { traumaStateOf } from "../trauma/actor-state";
import { isFrayActor } from "../data/actor/actor-system";

export class FrayActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    if (attribute !== "health" || !isFrayActor(this)) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const state = traumaStateOf(this);
    const wanted = isDelta ? state.vim.lifeSupport + value : value;
    const { patch } = setLifeSupport(state, wanted);
    await applyActorPatches([{ actor: this, ruleset: "trauma", patch }]);
    return this;
  }
}
