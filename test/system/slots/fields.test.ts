import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { slotsRuleset } from "../../../src/core/slots";
import { defaultSlotsItem } from "../../../src/core/slots/item";
import { type FieldDouble, type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";
import { type DataModelsConfig, initialOf, optionsOf } from "../../support/schema-fields";

/**
 * The `system.slots` schemas against the Foundry double: what Foundry would store for a new
 * document is exactly the core's defaults, so a new actor or ability reads without a problem.
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

describe("system.slots schemas", () => {
  const slotsOf = (document: "Actor" | "Item", type: string): FieldDouble => config[document].dataModels[type]!.defineSchema()["slots"]!;

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
    const validateKey = optionsOf(weakness)["validateKey"] as (key: string) => boolean;
    expect(["freezing", "divine"].every(validateKey)).toBe(true);
    expect(["a.b", "__proto__", "Fire", ""].some(validateKey)).toBe(false);
  });
});
