/**
 * The item buttons every Fray actor sheet shares (trauma and banks): create an item of a type,
 * open its sheet, delete it after asking, and put armor on or take it off. Each reads the item
 * from the row the button sits in (`data-item-id`).
 */
import { ArmorModel } from "../data/item/item-models";
import { formatText } from "../i18n";
import type { RegisteredRulesetId } from "../rulesets";

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
  const name = formatText({ key: `FRAY.Common.Sheet.Item.NewName.${type}` });
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
    window: { title: formatText({ key: "FRAY.Common.Sheet.Item.DeleteTitle" }) },
    content: `<p>${foundry.utils.escapeHTML(formatText({ key: "FRAY.Common.Sheet.Item.DeleteConfirm", data: { name: item.name } }))}</p>`,
    rejectClose: false,
  });
  if (confirmed === true) await item.delete();
};

/** Puts armor on or takes it off in one ruleset: each keeps its own `system.<ruleset>.equipped`. */
export function equipToggle(ruleset: RegisteredRulesetId): ItemHandler {
  return async function (_event, target) {
    const item = itemOf(this, target);
    if (!(item?.system instanceof ArmorModel)) return;
    const slice = (item.system as unknown as Partial<Record<string, { equipped?: boolean }>>)[ruleset];
    if (slice === undefined) return;
    await item.update({ system: { [ruleset]: { equipped: slice.equipped === false } } });
  };
}
