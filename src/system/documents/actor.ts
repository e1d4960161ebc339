/**
 * Fray's Actor. Its token bars are derived (src/system/data/actor/actor-model.ts): `health`,
 * the active ruleset's main resource, and `bars.stun` / `bars.physical` for banks. Editing a bar
 * sets the stored value the ruleset's way — for trauma, Life Support with the difference moved
 * to or from Clot; for banks, the damage bank that leaves the bar where it was set.
 */
import { takenFor } from "../../core/banks";
import { setLifeSupport } from "../../core/trauma";
import { actorSystem, isFrayActor } from "../data/actor/actor-system";
import { activeRulesetId } from "../settings";
import { traumaStateOf } from "../trauma/actor-state";
import { applyActorPatches } from "./apply-patches";

const BANK_BARS: Readonly<Record<string, "stun" | "physical">> = { "bars.stun": "stun", "bars.physical": "physical" };

export class FrayActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    if (!isFrayActor(this)) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const bank = attribute === "health" && activeRulesetId() === "banks" ? "physical" : BANK_BARS[attribute];
    if (bank) {
      const system = actorSystem(this);
      const bar = system.bars[bank];
      const wanted = isDelta ? bar.value + value : value;
      await applyActorPatches([{ actor: this, ruleset: "banks", patch: { [bank]: takenFor(bar.max, wanted) } }]);
      return this;
    }
    if (attribute !== "health") return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const state = traumaStateOf(this);
    const wanted = isDelta ? state.vim.lifeSupport + value : value;
    const { patch } = setLifeSupport(state, wanted);
    await applyActorPatches([{ actor: this, ruleset: "trauma", patch }]);
    return this;
  }
}
