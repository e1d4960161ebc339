import { describe, expect, test } from "vitest";
import { text } from "../../../src/view/i18n";
import { ratingDots } from "../../../src/view/sheet/dots";
import { actorSheetView } from "../../../src/view/trauma/actor-sheet";
import { armorRows, behaviorRows, weaponRows } from "../../../src/view/trauma/actor-sheet-items";
import { addedTraitRating, clampRating, traitsView } from "../../../src/view/trauma/actor-sheet-traits";
import { PERK_HAND, XSS, ashmite, packItem, qulia, sheetInput, sheetItems } from "./fixtures";

describe("rating dots (the seed's ⦿⦸)", () => {
  test("Qulia's Operate ⦿⦿⦿⦿⦸: four filled of five; clicking the top filled dot lowers it", () => {
    const row = ratingDots(text("FRAY.Trauma.Ability.operate"), 4, 5);
    expect(row.dots.map((d) => d.filled)).toEqual([true, true, true, true, false]);
    expect(row.dots.map((d) => d.value)).toEqual([1, 2, 3, 3, 5]);
    expect(row.summary).toEqual(text("FRAY.Common.Sheet.Dots.Rating", { trait: text("FRAY.Trauma.Ability.operate"), value: 4, max: 5 }));
  });

  test("a rating of 0 can be raised by its first dot; a bioform above the maximum shows every point", () => {
    expect(ratingDots(text("x"), 0, 3).dots.map((d) => d.value)).toEqual([1, 2, 3]);
    expect(ratingDots(text("x"), 7, 5).dots).toHaveLength(7);
  });
});

describe("abilities and lobes", () => {
  test("Qulia (a Lead) lists all eight abilities and four lobes, as on the seed's sheet", () => {
    const q = qulia().system.trauma;
    const view = traitsView(q.abilities, q.lobes, false, true);
    expect(view.abilities.map((r) => [r.key, r.value])).toEqual([
      ["communicate", 2], ["labor", 2], ["move", 2], ["operate", 4], ["sense", 3], ["surge", 2], ["think", 5], ["will", 2],
    ]);
    expect(view.lobes.map((r) => [r.key, r.value])).toEqual([["correl", 2], ["focal", 3], ["marvel", 0], ["natural", 0]]);
    expect(view.lobes[0]?.dots?.dots.map((d) => d.filled)).toEqual([true, true, false]);
  });

  test("the Ashmite (compact) lists only Labor, Move, Sense and Will; edit mode shows the missing ones as —", () => {
    const a = ashmite().system.trauma;
    const compact = traitsView(a.abilities, a.lobes, true, false);
    expect(compact.abilities.map((r) => r.key)).toEqual(["labor", "move", "sense", "will"]);
    expect(compact.lobes).toEqual([]);
    expect(compact.hiddenMissing).toBe(8);
    const full = traitsView(a.abilities, a.lobes, false, false);
    const operate = full.abilities.find((r) => r.key === "operate");
    expect(operate).toMatchObject({ value: null, dots: null, field: "system.trauma.abilities.operate", inputMax: 28 });
  });

  test("ratings are clamped to the schema's range; an added trait starts at 1 (ability) or 0 (lobe)", () => {
    expect(clampRating("abilities", 9, true)).toBe(5);
    expect(clampRating("abilities", 9, false)).toBe(9);
    expect(clampRating("lobes", 4, false)).toBe(3);
    expect(clampRating("lobes", -1, false)).toBe(0);
    expect(clampRating("abilities", Number.NaN, true)).toBe(0);
    expect([addedTraitRating("abilities"), addedTraitRating("lobes")]).toEqual([1, 0]);
  });
});

describe("item lists", () => {
  test("Qulia's weapons read as the seed writes them, with the plain chance of a complete success", () => {
    const q = qulia();
    const rows = weaponRows(sheetItems(q.items), q.system.trauma.abilities, q.system.trauma.lobes);
    const grim = rows.find((r) => r.name === "Grimgrin Paralyzer 272");
    expect(grim).toMatchObject({ difficulty: 7, traumaType: "Biotic", family: "Molecular", spread: "100% → 60%", condition: "Paralysis", invalid: null });
    expect(grim?.traits).toEqual(text("FRAY.Trauma.Sheet.Weapon.Traits", { ability: text("FRAY.Trauma.Ability.operate"), lobe: text("FRAY.Trauma.Lobe.correl") }));
    // docs/rules/trauma.md §5.12: TD 7 − 2 = 5, four cards: P = 1 − C(16,4)/C(28,4) = 18655/20475.
    expect(grim?.success).toBe("91.1%");
  });

  test("a weapon the rules reject still gets a row, flagged", () => {
    const rows = weaponRows([{ id: "w", name: "Broken", img: null, type: "weapon", system: { trauma: { traumaType: "Nope" } } }], {}, {});
    expect(rows[0]).toMatchObject({ name: "Broken", invalid: text("FRAY.Common.Sheet.Item.Invalid", { name: "Broken" }), spread: null, success: null });
  });

  test("the Ashmite's behaviors in the seed's words", () => {
    const rows = behaviorRows(sheetItems(ashmite().items));
    expect(rows.map((r) => r.summary)).toEqual([
      text("FRAY.Trauma.Behavior.Summary.Immune", { key: "Mental" }),
      text("FRAY.Trauma.Behavior.Summary.Weak", { key: "Blunt" }),
    ]);
    expect(rows[0]?.scope).toEqual(text("FRAY.Trauma.Behavior.Scope.family"));
  });

  test("the first equipped armor is worn; without any, the default spread 10% → 75% → 90% applies", () => {
    const coat = packItem("packs/trauma/armor/couriers-longcoat.json");
    const plate = packItem("packs/trauma/armor/riveted-salvage-plate.json");
    const { rows, summary } = armorRows(sheetItems([coat, plate]));
    expect(rows.map((r) => [r.name, r.equipped, r.worn])).toEqual([[coat.name, true, true], [plate.name, true, false]]);
    expect(summary).toEqual(text("FRAY.Trauma.Sheet.Armor.Worn", { name: coat.name, spread: "10% → 60% → 80%" }));
    expect(armorRows([]).summary).toEqual(text("FRAY.Trauma.Sheet.Armor.Unarmored", { spread: "10% → 75% → 90%" }));
  });
});

describe("the whole sheet", () => {
  test("Qulia: Lead, Max Vim 17, Life Support full, perk cards shown face up", () => {
    const view = actorSheetView(sheetInput(qulia(), { perkHand: PERK_HAND }));
    expect(view).toMatchObject({ name: "Qulia", isLead: true, maxVim: 17, health: { value: 17, max: 17, width: "100%" }, badges: [] });
    expect(view.perks.cards.map((c) => [c.label, c.img, c.face])).toEqual([
      ["K♥", "systems/fray/assets/cards/KH.svg", true],
      ["8♣", "systems/fray/assets/cards/8C.svg", false],
    ]);
    expect(view.perks.empty).toBeNull();
  });

  test("no perk cards, or no hand at all, each say so", () => {
    expect(actorSheetView(sheetInput(qulia())).perks.empty).toEqual(text("FRAY.Trauma.Sheet.Perk.None"));
    expect(actorSheetView(sheetInput(qulia(), { perkHand: null })).perks.empty).toEqual(text("FRAY.Trauma.Sheet.Perk.NoHand"));
  });

  test("Overkill and death show as badges and a warning", () => {
    const q = qulia();
    const trauma = { ...q.system.trauma, clotDeficit: 3, status: { unconscious: false, dead: true }, vim: { ...q.system.trauma.vim, lifeSupport: 0, clot: 17 } };
    const view = actorSheetView(sheetInput(q, { trauma }));
    expect(view.badges.map((b) => b.key)).toEqual(["dead", "overkill"]);
    expect(view.vim.overkill).toEqual(text("FRAY.Trauma.Sheet.Vim.Overkill", { deficit: 3 }));
    expect(view.health.width).toBe("0%");
    // A dead actor's Vim is locked: no button can move it.
    expect(view.vim.counters.every((c) => !c.canIncrease && !c.canDecrease)).toBe(true);
  });

  test("names typed by users pass through as data (templates escape them)", () => {
    const view = actorSheetView(sheetInput(qulia(), { name: XSS }));
    expect(view.name).toBe(XSS);
  });
});
