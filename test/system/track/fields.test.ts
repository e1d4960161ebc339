import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BOXES, MAX_ATTRIBUTE, defaultTrackActor, defaultTrackArmor, defaultTrackWeapon, trackRuleset } from "../../../src/core/track";
import { type FieldDouble, type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";
import { type DataModelsConfig, initialOf, optionsOf } from "../../support/schema-fields";

/**
 * The `system.track` schemas against the Foundry double: a new document stores exactly the core's
 * defaults, the core's limits are in the schema, and the token bar is the filled boxes of ten.
 */
type Config = DataModelsConfig;

let foundry: FoundryDouble;
let config: Config;
beforeAll(async () => {
  foundry = installFoundryDouble();
  const { registerDataModels } = await import("../../../src/system/data/register");
  registerDataModels();
  config = (globalThis as unknown as { CONFIG: Config }).CONFIG;
});
afterAll(() => foundry.uninstall());

describe("system.track schemas", () => {
  const trackOf = (document: "Actor" | "Item", type: string): FieldDouble => config[document].dataModels[type]!.defineSchema()["track"]!;

  test.each(["character", "npc"] as const)("a new %s starts with the core's defaults", (kind) => {
    expect(initialOf(trackOf("Actor", kind))).toEqual(defaultTrackActor());
  });

  test("a new weapon and armor start with the core's defaults (armor worn)", () => {
    expect(initialOf(trackOf("Item", "weapon"))).toEqual(defaultTrackWeapon());
    expect(initialOf(trackOf("Item", "armor"))).toEqual({ ...defaultTrackArmor(), equipped: true });
  });

  test("the stroke counts are 0–10 and attributes carry the core's cap", () => {
    const fields = trackOf("Actor", "character").fields;
    for (const key of ["slash", "back", "bar"]) expect(optionsOf(fields[key]!)).toMatchObject({ min: 0, max: BOXES, integer: true });
    expect(optionsOf(fields["strength"]!)).toMatchObject({ min: 0, max: MAX_ATTRIBUTE });
    expect(optionsOf(trackOf("Item", "weapon").fields["damageType"]!)["choices"]).toEqual({ normal: "FRAY.Track.DamageType.Normal", lethal: "FRAY.Track.DamageType.Lethal", aggravated: "FRAY.Track.DamageType.Aggravated" });
  });
});

describe("the track token bar", () => {
  test("is the filled boxes of ten, and an unreadable slice draws empty", async () => {
    const { trackTokenBars } = await import("../../../src/system/track/token-bars");
    expect(trackTokenBars.health({ track: defaultTrackActor({ slash: 6, back: 6 }) })).toEqual({ value: 6, max: 10 });
    expect(trackTokenBars.derived?.({ track: defaultTrackActor({ slash: 10, back: 3, bar: 1 }) })).toEqual({ track: { value: 10, max: 10 } });
    expect(trackTokenBars.health({ track: { slash: 99 } })).toEqual({ value: 0, max: 10 });
    expect(trackRuleset.bars.main).toBe("track");
  });
});
