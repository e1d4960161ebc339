/**
 * The item buttons every Fray actor sheet shares: create an item of a type,
 * open its sheet, delete it after asking, and put armor on or take it off. Each reads the item
 * from the row the button sits in (`data-item-id`).
 */
import { ArmorModel } from "../data/item/item-models";
import { formatText } from "../i18n";
import { plainSystem } from "./document-data";

interface ActorSheetLike {
  readonly actor: Actor.Implementation;
}

type ItemHandler = (this: ActorSheetLike, event: PointerEvent, target: HTMLElement) => Promise<void>;

export function itemOf(sheet: ActorSheetLike, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
  return id === undefined ? undefined : sheet.actor.items.get(id);
}

const ITEM_TYPES = ["weapon", "armor", "behavior"] as const;

export const createItem: ItemHandler = async function (_event, target) {
  const type = ITEM_TYPES.find((t) => t === target.dataset["type"]);
  if (type === undefined) return;
  const name = formatText({ key: `FRAY.Sheet.Item.NewName.${type}` });
  const created = await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
  await created?.[0]?.sheet?.render(true);
};

export const editItem: ItemHandler = async function (_event, target) {
  await itemOf(this, target)?.sheet?.render(true);
};

export const deleteItem: ItemHandler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item === undefined) return;
  const confirmed = await foundry.applications.api.DialogV2.confirm({
    window: { title: formatText({ key: "FRAY.Sheet.Item.DeleteTitle" }) },
    content: `<p>${foundry.utils.escapeHTML(formatText({ key: "FRAY.Sheet.Item.DeleteConfirm", data: { name: item.name } }))}</p>`,
    rejectClose: false,
  });
  if (confirmed === true) await item.delete();
};

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
