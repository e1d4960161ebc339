/**
 * The wounds statuses (docs/rules/wounds.md §7): Foundry's own Dead and Unconscious ids where they
 * exist, Fray's Shaken and Bleeding Out, only Shaken and Dead settable from the token HUD; and
 * which statuses a state shows, through the core.
 */
import "../../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { woundsDefaultsFor, woundsStatuses } from "../../../../src/core/wounds";
import { createWorld } from "../../../sim";
import type * as StatusesFile from "../../../../src/system/wounds/statuses/statuses";

let statuses: typeof StatusesFile;
let config: { statusEffects: { id: string; hud?: boolean; name?: string }[] };

beforeAll(async () => {
  const world = createWorld();
  world.focus(world.open("gm"));
  config = CONFIG as unknown as typeof config;
  config.statusEffects = [{ id: "dead" }, { id: "unconscious" }];
  statuses = await import("../../../../src/system/wounds/statuses/statuses");
  statuses.registerWoundsStatusEffects();
});

describe("wounds status effects", () => {
  test("Dead and Incapacitated use Foundry's ids; Shaken and Bleeding Out are Fray's, Bleeding Out off the HUD", () => {
    expect(["shaken", "incapacitated", "bleedingOut", "dead"].map((s) => statuses.statusIdOf(s as StatusesFile.WoundsStatus))).toEqual(["fray-shaken", "unconscious", "fray-bleeding-out", "dead"]);
    expect(config.statusEffects.find((e) => e.id === "fray-shaken")).toMatchObject({ hud: true, name: "FRAY.Wounds.Status.shaken" });
    expect(config.statusEffects.find((e) => e.id === "fray-bleeding-out")).toMatchObject({ hud: false });
    expect(statuses.woundsStatusOf("unconscious")).toBe("incapacitated");
    expect(statuses.woundsStatusOf("prone")).toBeNull();
    expect([...statuses.managedStatusIds()].sort()).toEqual(["dead", "fray-bleeding-out", "fray-shaken", "unconscious"]);
    expect(["shaken", "dead", "incapacitated", "bleedingOut"].map((s) => statuses.isSettableWoundsStatus(s as StatusesFile.WoundsStatus))).toEqual([true, true, false, false]);
  });

  test("registering twice adds nothing twice", () => {
    const before = config.statusEffects.length;
    statuses.registerWoundsStatusEffects();
    expect(config.statusEffects.length).toBe(before);
  });

  test("a state shows its conditions; the dead show Dead alone", () => {
    const red = woundsDefaultsFor("character");
    expect(woundsStatuses({ ...red, shaken: true })).toEqual(["shaken"]);
    expect(woundsStatuses({ ...red, wounds: 3, incapacitated: true, bleedingOut: true })).toEqual(["incapacitated", "bleedingOut"]);
    expect(woundsStatuses({ ...red, wounds: 3, incapacitated: true, dead: true })).toEqual(["dead"]);
  });
});
