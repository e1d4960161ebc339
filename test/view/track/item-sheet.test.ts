/**
 * The track item sheets (docs/rules/track.md §3.3): the view-model of every compendium weapon and
 * armor, rendered strictly from the real templates, editable and not, with every control named.
 */
import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { trackItemSheetView } from "../../../src/view/track/item-sheet-view";
import { formatText } from "../../../src/view/i18n";
import { readJson } from "../../support/examples";
import { allElements, parseHtml, unnamedControls } from "../../templates/html";
import { createRenderer, en, worded } from "../../templates/render";

type ItemDoc = { _id: string; name: string; type: string; system: Record<string, unknown> & { description: string } };
const render = createRenderer();
const itemsIn = (pack: string): ItemDoc[] => readdirSync(`packs/track/${pack}`).filter((f) => f.endsWith(".json")).map((f) => readJson<ItemDoc>(`packs/track/${pack}/${f}`));
const weapons = itemsIn("track-weapons");
const armor = itemsIn("track-armor");

function html(doc: ItemDoc, editable: boolean): string {
  const context = { track: worded(trackItemSheetView(doc.system)), editable, rootId: `i-${doc._id}`, description: { source: doc.system.description, enriched: doc.system.description }, document: { uuid: `Item.${doc._id}` } };
  return render(`systems/fray/templates/track/item/${doc.type}.hbs`, context);
}

describe("the weapon sheet", () => {
  test("offers the three damage types and the three categories, the weapon's own selected", () => {
    const view = trackItemSheetView({ track: { damage: 2, damageType: "normal", category: "melee" } });
    expect(view.damageTypes.map((o) => [o.value, o.selected])).toEqual([["normal", true], ["lethal", false], ["aggravated", false]]);
    expect(view.categories.filter((o) => o.selected).map((o) => o.value)).toEqual(["melee"]);
    expect(view.damageTypes.map((o) => formatText(en, o.label as never))).toEqual(["Normal", "Lethal", "Aggravated"]);
  });

  test("a value the rules do not know is kept and shown, so opening the sheet changes nothing; a missing slice reads as empty", () => {
    expect(trackItemSheetView({ track: { damageType: "fire" } }).damageTypes.at(-1)).toEqual({ value: "fire", label: "fire", selected: true });
    expect(trackItemSheetView({}).values).toEqual({});
  });

  test.each(weapons.map((w) => [w.name, w] as const))("%s renders with its damage and type, every control named, locked when not editable", (_name, doc) => {
    for (const editable of [true, false]) {
      const root = parseHtml(html(doc, editable));
      expect(unnamedControls(root)).toEqual([]);
      const damage = allElements(root).find((e) => e.attrs["name"] === "system.track.damage");
      expect(damage?.attrs["value"]).toBe(String((doc.system["track"] as { damage: number }).damage));
      expect("disabled" in (damage?.attrs ?? {})).toBe(!editable);
    }
    expect(html(doc, true)).not.toMatch(/FRAY\.[A-Za-z]/);
  });

  test("the compendium has weapons of all three damage types", () => {
    expect(new Set(weapons.map((w) => (w.system["track"] as { damageType: string }).damageType))).toEqual(new Set(["normal", "lethal", "aggravated"]));
  });
});

describe("the armor sheet", () => {
  test.each(armor.map((a) => [a.name, a] as const))("%s renders a rating per category and whether it is worn", (_name, doc) => {
    const root = parseHtml(html(doc, true));
    expect(unnamedControls(root)).toEqual([]);
    const names = allElements(root).map((e) => e.attrs["name"]).filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(["system.track.ballistics", "system.track.melee", "system.track.heat", "system.track.equipped"]));
    const track = doc.system["track"] as Record<string, number>;
    expect(allElements(root).find((e) => e.attrs["name"] === "system.track.ballistics")?.attrs["value"]).toBe(String(track["ballistics"]));
  });

  test("a name typed into a stored value is printed as text", () => {
    const out = html({ _id: "x", name: "x", type: "weapon", system: { description: "", track: { damage: `<img src=x onerror="alert(1)">`, damageType: "lethal", category: "melee" } } }, true);
    expect(out).not.toContain("<img src=x");
  });
});
