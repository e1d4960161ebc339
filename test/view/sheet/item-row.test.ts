/** The item row both rulesets' sheets list: the same identity and labels, whatever the ruleset. */
import { describe, expect, test } from "vitest";
import { armorRows, behaviorRows } from "../../../src/view/trauma/actor-sheet-items";
import { armorView, weaponRows } from "../../../src/view/banks/sheet/gear";
import { equipToggle, itemRow } from "../../../src/view/sheet/item-row";
import type { SheetItem } from "../../../src/view/sheet/sheet-item";
import { text } from "../../../src/view/i18n";
import type { BanksActor } from "../../../src/core/banks";

const item = (over: Partial<SheetItem> = {}): SheetItem => ({ id: "i1", name: "Coat <b>", img: null, type: "armor", system: {}, ...over });

describe("itemRow", () => {
  test("names the item in its edit and delete labels; a valid item has no warning", () => {
    expect(itemRow(item({ img: "a.webp" }), true)).toEqual({
      id: "i1",
      name: "Coat <b>",
      img: "a.webp",
      editLabel: text("FRAY.Common.Sheet.Item.Edit", { name: "Coat <b>" }),
      deleteLabel: text("FRAY.Common.Sheet.Item.Delete", { name: "Coat <b>" }),
      invalid: null,
    });
  });

  test("an item the rules reject is flagged by name", () => {
    expect(itemRow(item(), false).invalid).toEqual(text("FRAY.Common.Sheet.Item.Invalid", { name: "Coat <b>" }));
  });

  test("equipToggle labels the button by the item's name", () => {
    expect(equipToggle(item(), true)).toEqual({ equipped: true, toggleLabel: text("FRAY.Common.Sheet.Armor.Toggle", { name: "Coat <b>" }) });
  });
});

describe("both rulesets build their rows on the shared one", () => {
  /** The shared row's fields of a ruleset's row. */
  const pick = (row: object) => Object.fromEntries(Object.keys(itemRow(item(), true)).map((k) => [k, (row as Record<string, unknown>)[k]]));

  test("trauma armor and behaviors with unreadable data: the shared row, flagged", () => {
    expect(pick(armorRows([item()]).rows[0]!)).toEqual(itemRow(item(), false));
    expect(pick(behaviorRows([item({ type: "behavior" })])[0]!)).toEqual(itemRow(item({ type: "behavior" }), false));
  });

  test("banks weapons and armor with unreadable data: the shared row, flagged", () => {
    expect(pick(weaponRows([item({ type: "weapon", system: { banks: { code: "nonsense" } } })])[0]!)).toEqual(itemRow(item({ type: "weapon" }), false));
    // armorView reads only the actor's effective ratings.
    const actor = { armor: {} } as unknown as BanksActor;
    const row = armorView(actor, [item({ system: { banks: { ratings: "x" } } })], {}).rows[0]!;
    expect(pick(row)).toEqual(itemRow(item(), false));
  });
});
