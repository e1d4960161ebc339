import { describe, expect, test } from "vitest";
import { text } from "../../../src/view/i18n";
import {
  armorSheetView,
  behaviorKeyFor,
  behaviorSheetView,
  parseSpreadInput,
  traumaTypeGroups,
  weaponSheetView,
} from "../../../src/view/trauma/item-sheet";
import { DEFAULT_TRAUMA_REGISTRY } from "../../../src/core/trauma";
import { qulia, weaponNamed } from "./fixtures";

describe("spreads typed in the seed's notation (docs/rules/trauma.md §3.2)", () => {
  test("reads 100% > 60%, 10% | 75% | 90% and 10, 75, 90", () => {
    expect(parseSpreadInput("100% > 60%")).toEqual({ spread: [100, 60] });
    expect(parseSpreadInput("10% | 75% | 90%")).toEqual({ spread: [10, 75, 90] });
    expect(parseSpreadInput("10, 75, 90")).toEqual({ spread: [10, 75, 90] });
  });

  test("refuses bad input with a lang-key error naming what was typed", () => {
    for (const bad of ["", "lots", "120%", "50% > -5%"]) {
      expect(parseSpreadInput(bad)).toEqual({ error: text("FRAY.Trauma.Item.Spread.Invalid", { input: bad }) });
    }
  });
});

describe("weapon sheet", () => {
  test("the Grimgrin Paralyzer: Operate(Correl), Biotic in the Molecular family, resisted with Will(Focal)", () => {
    const view = weaponSheetView(weaponNamed(qulia(), "Grimgrin Paralyzer 272").weapon, null);
    expect(view.abilityOptions.find((o) => o.selected)?.value).toBe("operate");
    expect(view.lobeOptions.find((o) => o.selected)?.value).toBe("correl");
    expect(view.lobeOptions[0]).toMatchObject({ value: "", label: text("FRAY.Trauma.Item.Weapon.NoLobe") });
    expect(view.family).toBe("Molecular");
    expect(view.resistance).toEqual(
      text("FRAY.Trauma.Item.Weapon.Resisted", {
        family: "Molecular",
        traits: text("FRAY.Trauma.Sheet.Weapon.Traits", { ability: text("FRAY.Trauma.Ability.will"), lobe: text("FRAY.Trauma.Lobe.focal") }),
      }),
    );
    expect(view.spread).toMatchObject({ text: "100%, 60%", error: null });
    expect(view.spread.steps.map((s) => s.percent)).toEqual([100, 60]);
    expect(view.spread.beyond).toEqual(text("FRAY.Trauma.Item.Spread.BeyondAttack", { margin: 2 }));
    expect(view.condition).toBe("Paralysis");
  });

  test("every registry type is offered once, grouped under its family", () => {
    const groups = traumaTypeGroups(DEFAULT_TRAUMA_REGISTRY, "Biotic");
    const offered = groups.flatMap((g) => g.options.map((o) => o.value));
    expect(offered.sort()).toEqual(Object.keys(DEFAULT_TRAUMA_REGISTRY.types).sort());
    expect(groups.flatMap((g) => g.options).filter((o) => o.selected).map((o) => o.value)).toEqual(["Biotic"]);
  });

  test("an unknown type stays selectable and is flagged", () => {
    const { weapon } = weaponNamed(qulia(), "Grimgrin Paralyzer 272");
    const view = weaponSheetView({ ...weapon, traumaType: "Plasma" }, null);
    expect(view.unknownType).toBe(true);
    expect(view.typeGroups.at(-1)?.options).toEqual([{ value: "Plasma", label: "Plasma", selected: true }]);
  });

  test("a refused spread is shown back with its reason while the stored one is kept", () => {
    const { weapon } = weaponNamed(qulia(), "Grimgrin Paralyzer 272");
    const draft = { text: "100 > lots", error: text("FRAY.Trauma.Item.Spread.Invalid", { input: "100 > lots" }) };
    const view = weaponSheetView(weapon, draft);
    expect(view.spread).toMatchObject({ text: "100 > lots", error: draft.error });
    expect(view.spread.steps.map((s) => s.percent)).toEqual([100, 60]);
  });
});

describe("armor and behavior sheets", () => {
  test("armor: the default spread read out step by step", () => {
    const view = armorSheetView({ spread: [10, 75, 90], equipped: true }, null);
    expect(view.spread.text).toBe("10%, 75%, 90%");
    expect(view.spread.steps[1]).toEqual({ label: text("FRAY.Trauma.Item.Spread.Short", { margin: 1 }), percent: 75 });
    expect(view.spread.beyond).toEqual(text("FRAY.Trauma.Item.Spread.BeyondArmor", { margin: 3 }));
  });

  test("behavior: family keys for family scope, type keys (with their family) for type scope", () => {
    const family = behaviorSheetView({ scope: "family", key: "Mental", percent: 0 });
    expect(family.keyOptions.map((o) => o.value)).toEqual(["Chemical", "Mental", "Molecular", "Physical"]);
    expect(family.summary).toEqual(text("FRAY.Trauma.Behavior.Summary.Immune", { key: "Mental" }));
    expect(family.covers).toEqual(text("FRAY.Trauma.Behavior.Covers", { types: "Emotion, Sanity, Slumber" }));
    expect(family.presets.map((p) => [p.percent, p.active])).toEqual([[0, true], [50, false], [150, false]]);
    const type = behaviorSheetView({ scope: "type", key: "Blunt", percent: 120 });
    expect(type.keyOptions.find((o) => o.selected)?.label).toEqual(text("FRAY.Trauma.Item.Behavior.TypeOption", { type: "Blunt", family: "Physical" }));
    expect(type.summary).toEqual(text("FRAY.Trauma.Behavior.Summary.Percent", { key: "Blunt", percent: 120 }));
    expect(type.covers).toEqual(text("FRAY.Trauma.Behavior.InFamily", { family: "Physical" }));
  });

  test("switching scope keeps the key meaningful: Blunt → Physical, Mental → its first type", () => {
    expect(behaviorKeyFor("family", "Blunt")).toBe("Physical");
    expect(behaviorKeyFor("family", "Mental")).toBe("Mental");
    expect(behaviorKeyFor("type", "Mental")).toBe("Emotion");
    expect(behaviorKeyFor("type", "Blunt")).toBe("Blunt");
  });
});
