/**
 * The banks profile on the item sheets: damage codes read by the core parser (a bad one comes
 * back with a reason, never stored), qualities as a list, ratings where empty means none.
 */
import { describe, expect, test } from "vitest";
import { banksArmorFromSource, banksWeaponFromSource, parseDamageCode } from "../../../../src/core/banks";
import { banksArmorSheetView, banksWeaponSheetView, parseCodeInput, parseQualities } from "../../../../src/view/banks/sheet/item-sheet";
import { codeMeaning, ratingsEdit } from "../../../../src/view/banks/sheet/ratings";
import { packItem } from "./fixtures";

describe("damage codes as typed", () => {
  test("accepted codes are normalised the way the core reads them", () => {
    expect(parseCodeInput(" 6p   3i ", false)).toEqual({ code: "6P 3I" });
    expect(parseCodeInput("6IE", false)).toEqual({ code: "6IE" });
    expect(parseDamageCode("6P 3I")).toHaveLength(2);
  });

  test.each(["6Q", "I6", "", "6 P"])("B-35: %j is refused with the reason", (input) => {
    const parsed = parseCodeInput(input, false);
    expect(parsed).toEqual({ error: { key: "FRAY.Banks.Sheet.Code.Invalid", data: { input: input.trim(), letters: "I P C A F R H X E S" } } });
  });

  test("an empty splash code means none", () => {
    expect(parseCodeInput("  ", true)).toEqual({ code: null });
    expect(parseCodeInput("3x", true)).toEqual({ code: "3X" });
  });

  test("what a code deals, in order (B-5: 6IE is 6 Impact then 6 Electrical)", () => {
    const letter = (l: string) => ({ key: `FRAY.Banks.Sheet.Letter.${l}` });
    const part = (amount: number, l: string) => ({ key: "FRAY.Banks.Sheet.Code.Component", data: { amount, letter: letter(l) } });
    expect(codeMeaning("6IE")).toEqual({ key: "FRAY.Banks.Sheet.Code.Then", data: { first: part(6, "I"), next: part(6, "E") } });
    expect(codeMeaning("6Q")).toBeNull();
  });
});

describe("weapon sheet", () => {
  test("the grenade's code, splash and numbers", () => {
    const view = banksWeaponSheetView(banksWeaponFromSource(packItem("packs/banks/banks-weapons/fragmentation-grenade.json")), null);
    expect(view.code).toMatchObject({ text: "6X", error: null });
    expect(view.splash).toMatchObject({ text: "3X", error: null });
    expect(view.numbers.map((n) => n.key)).toEqual(["recoil", "bracing", "auto", "reach", "design", "designMax", "gr"]);
    expect(view.numbers.find((n) => n.key === "auto")?.min).toBe(1);
    expect(view.numbers.find((n) => n.key === "design")?.min).toBeNull();
  });

  test("a draft shows in its own field only, with the stored code kept elsewhere", () => {
    const weapon = banksWeaponFromSource(packItem("packs/banks/banks-weapons/slug-pistol.json"));
    const error = { key: "FRAY.Banks.Sheet.Code.Invalid" };
    const view = banksWeaponSheetView(weapon, { field: "splashCode", text: "2Z", error });
    expect(view.splash).toEqual({ text: "2Z", error, meaning: null });
    expect(view.code).toMatchObject({ text: "4P 2I", error: null });
  });

  test("qualities as a comma list", () => {
    expect(parseQualities(" Concealable, Silenced,, Concealable ")).toEqual(["Concealable", "Silenced"]);
    expect(parseQualities("")).toEqual([]);
  });
});

describe("armor ratings", () => {
  test("one field per letter and all, empty where the armor states none", () => {
    const view = banksArmorSheetView(banksArmorFromSource(packItem("packs/banks/banks-armor/ballistic-plate-vest.json")), true);
    expect(view.fields.map((f) => [f.key, f.value])).toEqual([
      ["all", 1],
      ["I", 3],
      ["P", 4],
      ["C", null],
      ["A", null],
      ["F", null],
      ["R", null],
      ["H", null],
      ["X", null],
      ["E", null],
      ["S", null],
    ]);
    expect(view.fields[2]?.field).toBe("system.banks.ratings.P");
  });

  test("submitted ratings: numbers set, empty inputs delete, unknown keys are dropped", () => {
    expect(ratingsEdit({ all: 2, P: null, I: 3, Q: 5 })).toEqual({ set: { all: 2, I: 3 }, removed: ["P"] });
  });
});
