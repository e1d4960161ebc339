import "../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { slotsRuleset } from "../../../src/core/slots";
import { defaultSlotsItem } from "../../../src/core/slots/item";
import { createWorld } from "../../sim";
import type { DataField } from "../../sim/data/fields";

/**
 * The `system.slots` schemas as Foundry's data fields build them (the simulation's): what Foundry would store for a new
 * document is exactly the core's defaults, so a new actor or ability reads without a problem.
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

describe("system.slots schemas", () => {
  const slotsOf = (document: "Actor" | "Item", type: string): Field => config[document].dataModels[type]!.defineSchema()["slots"]! as Field;

  test.each(["character", "npc"] as const)("a new %s starts with the slots ruleset's defaults", (kind) => {
    expect(initialOf(slotsOf("Actor", kind))).toEqual(slotsRuleset.actor.defaults({ kind }));
  });

  test("a new weapon or ability starts as the core's fist", () => {
    expect(initialOf(slotsOf("Item", "weapon"))).toEqual(defaultSlotsItem());
  });

  test("Stress tracks are 0–10, Agility −3–7, counters whole and never negative", () => {
    const fields = slotsOf("Actor", "character").fields;
    for (const track of ["physical", "mental", "vocal"]) expect(fields.stress!.fields[track]!.options, track).toMatchObject({ integer: true, min: 0, max: 10 });
    expect(fields.agility!.options).toMatchObject({ min: -3, max: 7 });
    for (const key of ["bleed", "hemorrhage", "stunDebt", "actionSlots", "reservedSlots"]) expect(fields[key]!.options, key).toMatchObject({ integer: true, min: 0, nullable: false });
  });

  test("a weakness key must be a damage type name (no dots, no __proto__)", () => {
    const weakness = slotsOf("Actor", "character").fields.weakness!;
    const validateKey = weakness.options["validateKey"] as (key: string) => boolean;
    expect(["freezing", "divine"].every(validateKey)).toBe(true);
    expect(["a.b", "__proto__", "Fire", ""].some(validateKey)).toBe(false);
  });
});
