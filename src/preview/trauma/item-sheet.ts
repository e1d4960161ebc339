/**
 * The context Fray's item sheets hand their templates (src/system/trauma/apps/item-sheets.ts
 * `_prepareContext`): the document, editability, the type label, the description, and the
 * worded view-model of the item's type. The stored `system.trauma` is read through the core's
 * validators, standing in for the DataModel that guarantees its shape in Foundry.
 */
import { traumaWeaponFromItem, validateBehavior, validateTraumaArmor } from "../../core/trauma";
import { type ArmorSheetView, type BehaviorSheetView, type WeaponSheetView, armorSheetView, behaviorSheetView, weaponSheetView } from "../../view/trauma/item-sheet";
import { type Worded, localizeKey, worded } from "../i18n";
import type { PackDocument } from "../documents";

export interface ItemSheetContext {
  readonly document: { readonly uuid: string; readonly name: string; readonly img: string };
  readonly editable: boolean;
  readonly rootId: string;
  readonly typeLabel: string;
  readonly description: { readonly source: string; readonly enriched: string };
  readonly weapon?: Worded<WeaponSheetView>;
  readonly armor?: Worded<ArmorSheetView>;
  readonly behavior?: Worded<BehaviorSheetView>;
}

function typeView(item: PackDocument): Pick<ItemSheetContext, "weapon" | "armor" | "behavior"> {
  const path = `Item.${item._id}.system.trauma`;
  const trauma = item.system["trauma"];
  switch (item.type) {
    case "weapon":
      return { weapon: worded(weaponSheetView(traumaWeaponFromItem(item, path), null)) };
    case "armor":
      return { armor: worded(armorSheetView(validateTraumaArmor(trauma, path), null)) };
    case "behavior":
      return { behavior: worded(behaviorSheetView(validateBehavior(trauma, path))) };
    default:
      return {};
  }
}

export function itemSheetContext(item: PackDocument, editable: boolean): ItemSheetContext {
  const description = typeof item.system["description"] === "string" ? item.system["description"] : "";
  return {
    document: { uuid: `Item.${item._id}`, name: item.name, img: item.img },
    editable,
    rootId: `fray-item-${item._id}`,
    typeLabel: localizeKey(`FRAY.Common.Item.Type.${item.type}`),
    description: { source: description, enriched: description },
    ...typeView(item),
  };
}
