/** The armor rows' equip button, shared by every ruleset's actor sheet. */
import { ArmorModel } from "../data/item/item-models";
import { plainSystem } from "./document-data";
import { type ItemHandler, itemOf } from "./item-actions";

/**
 * Puts armor on or takes it off in one ruleset: each keeps its own `system.<slice>.equipped`
 * (the ruleset's sheet names its slice, so this file knows none).
 */
export function equipToggle(slice: string): ItemHandler {
  return async function (_event, target) {
    const item = itemOf(this, target);
    if (!(item?.system instanceof ArmorModel)) return;
    const part = plainSystem(item.system)[slice];
    const equipped = typeof part === "object" && part !== null && "equipped" in part ? part.equipped : undefined;
    await item.update({ system: { [slice]: { equipped: equipped === false } } });
  };
}
