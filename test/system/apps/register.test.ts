/**
 * Which sheets a world opens by default follows its ruleset (read once at init; changing the
 * setting reloads the world): the banks sheets in a banks world, the trauma sheets otherwise,
 * and every sheet stays registered so a person can still pick another.
 */
import "../../sim/install";
import { describe, expect, test } from "vitest";
import { createWorld } from "../../sim";
import type { AppRecord } from "../../sim/applications";
import { boot } from "../../sim/boot";

type Sheets = AppRecord["sheets"];

/** The sheets a GM's client registered at init in a world whose stored ruleset is `ruleset` (null: never set). */
async function registeredIn(ruleset: string | null): Promise<Sheets> {
  const world = createWorld();
  if (ruleset !== null) world.settings.world.set("fray.ruleset", ruleset);
  const gm = world.open("gm");
  await boot(world, gm, { stopBeforeReady: true });
  return gm.apps.sheets;
}

const defaults = (sheets: Sheets) =>
  Object.fromEntries(sheets.filter((s) => s.options["makeDefault"] === true).map((s) => [(s.options["types"] as string[])[0], s.sheet]));

describe("sheet registration by the world's ruleset", () => {
  test("a banks world opens the banks sheets for characters, NPCs, weapons and armor", async () => {
    expect(defaults(await registeredIn("banks"))).toEqual({
      character: "BanksCharacterSheet",
      npc: "BanksNpcSheet",
      weapon: "BanksWeaponSheet",
      armor: "BanksArmorSheet",
      behavior: "BehaviorSheet",
    });
  });

  test("a wounds world opens the wounds sheets for characters, NPCs, weapons and armor", async () => {
    expect(defaults(await registeredIn("wounds"))).toEqual({
      character: "WoundsCharacterSheet",
      npc: "WoundsNpcSheet",
      weapon: "WoundsWeaponSheet",
      armor: "WoundsArmorSheet",
      behavior: "BehaviorSheet",
    });
  });

  test("a slots world opens the slots sheets for characters, NPCs and abilities (weapons); slots has no armor item (armor is the actor's durability)", async () => {
    expect(defaults(await registeredIn("slots"))).toEqual({
      character: "SlotsCharacterSheet",
      npc: "SlotsNpcSheet",
      weapon: "SlotsWeaponSheet",
      behavior: "BehaviorSheet",
    });
  });

  test.each(["trauma", "chess", null])("a %s world opens the trauma sheets (a ruleset not playable yet falls back to trauma)", async (ruleset) => {
    expect(defaults(await registeredIn(ruleset))).toEqual({
      character: "CharacterSheet",
      npc: "NpcSheet",
      weapon: "WeaponSheet",
      armor: "ArmorSheet",
      behavior: "BehaviorSheet",
    });
  });

  test("every set stays registered, each with its own label", async () => {
    const sheets = await registeredIn("banks");
    expect(sheets.map((s) => [s.sheet, s.options["label"]])).toEqual(
      expect.arrayContaining([
        ["CharacterSheet", "FRAY.Trauma.Sheet.Label.character"],
        ["BanksCharacterSheet", "FRAY.Banks.Sheet.Label.character"],
        ["BanksNpcSheet", "FRAY.Banks.Sheet.Label.npc"],
        ["WeaponSheet", "FRAY.Trauma.Sheet.Label.weapon"],
        ["BanksArmorSheet", "FRAY.Banks.Sheet.Label.armor"],
        ["WoundsCharacterSheet", "FRAY.Wounds.Sheet.Label.character"],
      ]),
    );
    // One character sheet per ruleset adapter.
    const { allAdapters } = await import("../../../src/system/rulesets");
    expect(sheets.filter((s) => (s.options["types"] as string[])[0] === "character")).toHaveLength(allAdapters().length);
  });
});
