import "../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { BOXES, MAX_ATTRIBUTE, defaultTrackActor, defaultTrackArmor, defaultTrackWeapon, trackRuleset } from "../../../src/core/track";
import { createWorld } from "../../sim";
import type { DataField } from "../../sim/data/fields";

/**
 * The `system.track` schemas as Foundry's data fields build them (the simulation's): a new document stores exactly the core's
 * defaults, the core's limits are in the schema, and the token bar is the filled boxes of ten.
 */
const { registerSettings } = await import("../../../src/system/settings");
const { registerDataModels } = await import("../../../src/system/data/register");

type ModelClass = { defineSchema(): Record<string, DataField> };
type Config = { Actor: { dataModels: Record<string, ModelClass> }; Item: { dataModels: Record<string, ModelClass> } };
type Field = DataField & { fields: Record<string, Field>; element: Field };

/** What Foundry stores for a field of a new document. */
const initialOf = (field: DataField): unknown => field.getInitialValue();

let config: Config;
beforeAll(() => {
  const world = createWorld();
  const gm = world.open("gm");
  world.inTabSync(gm, () => {
    registerSettings();
    registerDataModels();
  });
  config = gm.config as unknown as Config;
});

describe("system.track schemas", () => {
  const trackOf = (document: "Actor" | "Item", type: string): Field => config[document].dataModels[type]!.defineSchema()["track"]! as Field;

  test.each(["character", "npc"] as const)("a new %s starts with the core's defaults", (kind) => {
    expect(initialOf(trackOf("Actor", kind))).toEqual(defaultTrackActor());
  });

  test("a new weapon and armor start with the core's defaults (armor worn)", () => {
    expect(initialOf(trackOf("Item", "weapon"))).toEqual(defaultTrackWeapon());
    expect(initialOf(trackOf("Item", "armor"))).toEqual({ ...defaultTrackArmor(), equipped: true });
  });

  test("the stroke counts are 0–10 and attributes carry the core's cap", () => {
    const fields = trackOf("Actor", "character").fields;
    for (const key of ["slash", "back", "bar"]) expect(fields[key]!.options).toMatchObject({ min: 0, max: BOXES, integer: true });
    expect(fields["strength"]!.options).toMatchObject({ min: 0, max: MAX_ATTRIBUTE });
    expect(trackOf("Item", "weapon").fields["damageType"]!.options["choices"]).toEqual({ normal: "FRAY.Track.DamageType.Normal", lethal: "FRAY.Track.DamageType.Lethal", aggravated: "FRAY.Track.DamageType.Aggravated" });
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
