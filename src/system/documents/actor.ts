/**
 * Fray's Actor. Its token bars are derived (src/system/data/actor/actor-model.ts); editing one
 * sets the stored value the way the ruleset that owns the bar says (its adapter's tokenBars).
 */
import { activeAdapter } from "../active-ruleset";
import { isFrayActor } from "../data/actor/actor-system";
import { allAdapters } from "../rulesets";

export class FrayActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    if (!isFrayActor(this)) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const active = activeAdapter();
    // The world's ruleset first: `health` is its bar.
    for (const adapter of [active, ...allAdapters().filter((a) => a !== active)]) {
      if (await adapter.tokenBars.modify(this, attribute, value, isDelta, adapter === active)) return this;
    }
    return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
  }
}
