/**
 * What every ruleset's actor sheet shows of an item in its lists: identity, image, the labels of
 * its edit and delete buttons, and a warning when the rules reject its data (it still gets a row,
 * so a person can open and fix it); for armor, the equip toggle. The markup is the common
 * partials templates/common/parts/item-{image,controls,equip}.hbs.
 */
import { type Text, text } from "../i18n";
import type { SheetItem } from "./sheet-item";

export interface ItemRow {
  readonly id: string;
  readonly name: string;
  readonly img: string | null;
  readonly editLabel: Text;
  readonly deleteLabel: Text;
  /** Set when the rules reject the item's data. */
  readonly invalid: Text | null;
}

/** An item that can be put on and taken off (armor). */
export interface EquipToggle {
  readonly equipped: boolean;
  readonly toggleLabel: Text;
}

/** The row of `item`; `valid` false flags it. */
export function itemRow(item: SheetItem, valid: boolean): ItemRow {
  return {
    id: item.id,
    name: item.name,
    img: item.img,
    editLabel: text("FRAY.Common.Sheet.Item.Edit", { name: item.name }),
    deleteLabel: text("FRAY.Common.Sheet.Item.Delete", { name: item.name }),
    invalid: valid ? null : text("FRAY.Common.Sheet.Item.Invalid", { name: item.name }),
  };
}

export function equipToggle(item: SheetItem, equipped: boolean): EquipToggle {
  return { equipped, toggleLabel: text("FRAY.Common.Sheet.Armor.Toggle", { name: item.name }) };
}
