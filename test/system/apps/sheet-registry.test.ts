import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";

let foundry: FoundryDouble;
let staleDefaultSheets: (stored: unknown, active: "trauma" | "banks") => string[];
beforeAll(async () => {
  foundry = installFoundryDouble();
  vi.spyOn(console, "info").mockImplementation(() => {});
  const { allAdapters } = await import("../../../src/system/rulesets");
  for (const adapter of allAdapters()) adapter.registerAlways(false);
  ({ staleDefaultSheets } = await import("../../../src/system/apps/sheet-registry"));
});
afterAll(() => foundry.uninstall());

/** core.sheetClasses as Foundry stores a GM's "Configure Default Sheets": type → "scope.ClassName". */
describe("a stored default sheet of another ruleset is found (it beats makeDefault)", () => {
  test("in a trauma world, banks defaults are stale; trauma's and other systems' are not", () => {
    const stored = { Actor: { character: "fray.BanksCharacterSheet", npc: "fray.NpcSheet" }, Item: { weapon: "fray.BanksWeaponSheet", armor: "dnd5e.ItemSheet5e" } };
    expect(staleDefaultSheets(stored, "trauma")).toEqual(["Actor.character", "Item.weapon"]);
    expect(staleDefaultSheets(stored, "banks")).toEqual(["Actor.npc"]);
  });

  test("nothing stored, or junk, is nothing stale", () => {
    expect(staleDefaultSheets(undefined, "trauma")).toEqual([]);
    expect(staleDefaultSheets({ Actor: "x", Item: { weapon: 3 } }, "trauma")).toEqual([]);
  });
});
