/**
 * Fray's TokenDocument. Fray's bars are derived from each ruleset's state, not schema fields, so
 * Foundry would show them read-only in the token HUD (TokenDocument#getBarAttribute marks a bar
 * editable only when `<attribute>.value` is a schema field; foundry-v13.md §9). Every bar a
 * ruleset tracks is editable: the edit reaches FrayActor#modifyTokenAttribute, which writes it
 * the ruleset's way.
 */
import { allAdapters } from "../rulesets";

/** `health` and every bar or value a registered ruleset offers to tokens. */
export function isFrayBar(attribute: string): boolean {
  return attribute === "health" || allAdapters().some(({ tokenBars: { trackable } }) => trackable.bar.includes(attribute) || trackable.value.includes(attribute));
}

export class FrayTokenDocument extends TokenDocument {
  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions): TokenDocument.GetBarAttributeReturn {
    const bar = super.getBarAttribute(barName, options);
    return bar !== null && isFrayBar(bar.attribute) ? { ...bar, editable: true } : bar;
  }
}
