/**
 * Fray's TokenDocument. Fray's bars are derived from each ruleset's state, not schema fields, so
 * Foundry would show them read-only in the token HUD (TokenDocument#getBarAttribute marks a bar
 * editable only when `<attribute>.value` is a schema field; foundry-v13.md §9). Every bar a
 * ruleset tracks is editable: the edit reaches FrayActor#modifyTokenAttribute, which writes it
 * the ruleset's way.
 *
 * Fray's batched writes reach unlinked tokens as one Token update per scene (apply-patches.ts);
 * Foundry then fires only `updateToken`, so the synthetic actor's own events are replayed here:
 * its `updateActor` hooks (status sync), its sheet and the tracker's resource.
 */
import { refreshTrackedResource } from "../combat/tracked-resource";
import { allAdapters } from "../rulesets";

/** `health` and every bar or value a registered ruleset offers to tokens. */
export function isFrayBar(attribute: string): boolean {
  return attribute === "health" || allAdapters().some(({ tokenBars: { trackable } }) => trackable.bar.includes(attribute) || trackable.value.includes(attribute));
}

export class FrayTokenDocument extends TokenDocument {
  protected override _onUpdate(changed: TokenDocument.UpdateData, options: TokenDocument.Database.OnUpdateOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    const delta = (changed as { delta?: { system?: object } }).delta;
    const actor = this.actor;
    if (!delta?.system || !actor || this.isLinked) return;
    Hooks.callAll("updateActor", actor, delta as Actor.UpdateData, options as unknown as Actor.Database.OnUpdateOperation, userId);
    void actor.sheet?.render();
    refreshTrackedResource(actor);
  }

  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions): TokenDocument.GetBarAttributeReturn {
    const bar = super.getBarAttribute(barName, options);
    return bar !== null && isFrayBar(bar.attribute) ? { ...bar, editable: true } : bar;
  }
}
