import "../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { type SimTab, type SimWorld, createWorld } from "../../sim";
import { boot } from "../../sim/boot";

let world: SimWorld;
let gm: SimTab;
let staleDefaultSheets: (stored: unknown, active: "trauma" | "banks") => string[];
beforeAll(async () => {
  world = createWorld();
  gm = world.open("gm");
  await boot(world, gm, { stopBeforeReady: true });
  world.focus(gm);
  ({ staleDefaultSheets } = await import("../../../src/system/apps/sheet-registry"));
});

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

describe("at ready, a stale stored default is reported", () => {
  test("a banks default stored in a trauma world: the GM is warned which type, a player is not", async () => {
    const stale = createWorld();
    stale.settings.world.set("core.sheetClasses", { Actor: { character: "fray.BanksCharacterSheet" }, Item: {} });
    const [gmTab, p1Tab] = [stale.open("gm"), stale.open("p1")];
    await boot(stale, gmTab);
    await boot(stale, p1Tab);
    await stale.settle();
    expect(gmTab.notifications.of("warning")).toEqual([expect.stringContaining("the default for: Character.")]);
    expect(p1Tab.notifications.shown).toEqual([]);
  });
});
