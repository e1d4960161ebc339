/**
 * The item buttons every Fray actor sheet shares: create an item of a type,
 * open its sheet, and delete it after asking. Each reads the item from the row the button sits
 * in (`data-item-id`). They import nothing that reaches the adapter registry, so the base sheet
 * that declares them loads before any ruleset's sheet extends it.
 */
import { renderApp } from "../compat";
import { formatText } from "../i18n";

interface ActorSheetLike {
  readonly actor: Actor.Implementation;
}

export type ItemHandler = (this: ActorSheetLike, event: PointerEvent, target: HTMLElement) => Promise<void>;

export function itemOf(sheet: ActorSheetLike, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
  return id === undefined ? undefined : sheet.actor.items.get(id);
}

const ITEM_TYPES = ["weapon", "armor", "behavior"] as const;

export const createItem: ItemHandler = async function (_event, target) {
  const type = ITEM_TYPES.find((t) => t === target.dataset["type"]);
  if (type === undefined) return;
  const name = formatText({ key: `FRAY.Common.Sheet.Item.NewName.${type}` });
  const created = await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
  await renderApp(created?.[0]?.sheet);
};

export const editItem: ItemHandler = async function (_event, target) {
  await renderApp(itemOf(this, target)?.sheet);
};

export const deleteItem: ItemHandler = async function (_event, target) {
  const item = itemOf(this, target);
  if (item === undefined) return;
  const confirmed = await foundry.applications.api.DialogV2.confirm({
    window: { title: formatText({ key: "FRAY.Common.Sheet.Item.DeleteTitle" }) },
    content: `<p>${foundry.utils.escapeHTML(formatText({ key: "FRAY.Common.Sheet.Item.DeleteConfirm", data: { name: item.name } }))}</p>`,
    rejectClose: false,
  });
  if (confirmed === true) await item.delete();
};
