/**
 * Fray's Actor. Its token bars are derived (src/system/data/actor/actor-model.ts); editing one
 * (the token HUD, a module) writes what the ruleset that owns the bar says (its adapter's
 * barUpdate), through Foundry's `modifyTokenAttribute` hook as Foundry's own method does, so a
 * module that intercepts bar edits still can. A change to a ruleset's slice re-draws the combat
 * tracker, whose tracked resource may be one of these derived bars.
 */
import { activeAdapter } from "../active-ruleset";
import { refreshTrackedResource } from "../combat/tracked-resource";
import { isFrayActor } from "../data/actor/actor-system";
import { allAdapters } from "../rulesets";
import { jointRefusal } from "./joint-validation";

export class FrayActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    if (!isFrayActor(this)) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const active = activeAdapter();
    // The world's ruleset first: `health` is its bar.
    for (const adapter of [active, ...allAdapters().filter((a) => a !== active)]) {
      const updates = adapter.tokenBars.barUpdate(this, attribute, value, isDelta, adapter === active);
      if (updates === null) continue;
      // Foundry's hook hands modules the flat update it is about to write (v13 declares it as path → number).
      const flat = foundry.utils.flattenObject(updates) as Record<string, number>;
      const allowed = Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, flat);
      // Through the actor (a token's synthetic actor included), so its update events fire.
      if (allowed !== false) await this.update(foundry.utils.expandObject(flat) as Actor.UpdateData);
      return this;
    }
    return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
  }

  /** An update the rules would refuse is not written (joint-validation.ts): the user is told why. */
  protected override async _preUpdate(changes: Actor.UpdateData, options: Actor.Database.PreUpdateOptions, user: User.Implementation): Promise<boolean | undefined> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    if (!isFrayActor(this)) return undefined;
    const refusal = jointRefusal(this, changes as { system?: unknown });
    if (refusal === null) return undefined;
    ui.notifications.warn(game.i18n.format("FRAY.Common.Sheet.Refused", { error: refusal.message }));
    return false;
  }

  protected override _onUpdate(changed: Actor.UpdateData, options: Actor.Database.OnUpdateOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    const system = (changed as { system?: Record<string, unknown> }).system;
    if (system && this.inCombat && allAdapters().some((a) => Object.hasOwn(system, a.id))) refreshTrackedResource(this);
  }
}
