import "../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { COVERS, SIZE_CLASSES, TARGET_KINDS, banksCombat, banksRuleset, defaultBanksArmor, defaultBanksWeapon } from "../../../src/core/banks";
import { localize } from "../../../src/view/i18n";
import { lang } from "../../support/examples";
import { type SimWorld, createWorld } from "../../sim";
import type { DataField } from "../../sim/data/fields";

const { registerSettings } = await import("../../../src/system/settings");
const { registerDataModels } = await import("../../../src/system/data/register");

/**
 * The `system.banks` schemas as Foundry's data fields build them (the simulation's, from
 * common/data/fields.mjs): what Foundry stores for a new document must be exactly the core's
 * defaults, and the static ranges must be in the schema.
 */
type ModelClass = { defineSchema(): Record<string, DataField> };
type Config = { Actor: { dataModels: Record<string, ModelClass> }; Item: { dataModels: Record<string, ModelClass> } };
type Field = DataField & { fields: Record<string, Field>; element: Field };

/** What Foundry stores for a field of a new document. */
const initialOf = (field: DataField): unknown => field.getInitialValue();
const validateKeyOf = (field: DataField) => field.options["validateKey"] as (key: string) => boolean;

let config: Config;
let world: SimWorld;
beforeAll(() => {
  world = createWorld();
  const gm = world.open("gm");
  world.inTabSync(gm, () => {
    registerSettings();
    registerDataModels();
  });
  config = gm.config as unknown as Config;
});

describe("system.banks schemas", () => {
  const banksOf = (document: "Actor" | "Item", type: string): Field => config[document].dataModels[type]!.defineSchema()["banks"]! as Field;

  test.each(["character", "npc"] as const)("a new %s starts with the banks ruleset's defaults", (kind) => {
    expect(initialOf(banksOf("Actor", kind))).toEqual(banksRuleset.actor.defaults({ kind }));
  });

  test("the trauma slice is still there beside it", () => {
    expect(Object.keys(config.Actor.dataModels.character!.defineSchema())).toEqual(["biography", "trauma", "banks", "track", "wounds", "slots"]);
  });

  test("attributes are whole numbers 0–10; counters whole numbers ≥ 0 and never null", () => {
    const fields = banksOf("Actor", "character").fields;
    for (const key of ["REA", "PER", "INT", "AGI", "BOD", "WIL", "MAN"]) {
      expect(fields.attributes!.fields[key]!.options, key).toMatchObject({ integer: true, min: 0, max: 10, nullable: false });
    }
    expect(fields.attributes!.fields.extra!.element.options).toMatchObject({ integer: true, min: 0, max: 10 });
    for (const key of ["chutzpah", "ip", "stun", "physical", "bleedingOut", "maxBleedingOut", "sensory", "recoil"]) {
      expect(fields[key]!.options, key).toMatchObject({ integer: true, min: 0, nullable: false });
    }
    expect(fields.skills!.element.options).toMatchObject({ integer: true, min: 0 });
    expect(fields.turn!.fields.blitzCount!.options).toMatchObject({ integer: true, min: 0 });
  });

  test("cores and vehicles: ipReplenish and ipMax are null for characters, whole numbers ≥ 0 otherwise", () => {
    const fields = banksOf("Actor", "npc").fields;
    for (const key of ["ipReplenish", "ipMax"]) expect(fields[key]!.options, key).toMatchObject({ integer: true, min: 0, nullable: true, initial: null });
  });

  test("kind, size class, cover and grapple role are choices with lang labels", () => {
    const fields = banksOf("Actor", "character").fields;
    const choices = (field: DataField) => field.options["choices"] as Record<string, string>;
    expect(Object.keys(choices(fields.kind!))).toEqual([...TARGET_KINDS]);
    expect(Object.keys(choices(fields.sizeClass!))).toEqual([...SIZE_CLASSES]);
    expect(Object.keys(choices(fields.cover!))).toEqual([...COVERS]);
    expect(Object.keys(choices(fields.grapple!.fields.role!))).toEqual(["grappler", "grappled"]);
    const en = lang();
    for (const field of [fields.kind!, fields.sizeClass!, fields.cover!, fields.grapple!.fields.role!]) {
      for (const key of Object.values(choices(field))) expect(localize(en, key), key).not.toBe(key);
    }
  });

  test("Active Dodge, Martial Momentum and grapple are null until they happen", () => {
    const fields = banksOf("Actor", "character").fields;
    for (const key of ["activeDodgeBank", "martialMomentum", "grapple"]) expect(fields[key]!.options, key).toMatchObject({ nullable: true, initial: null });
  });

  test("armor keys are damage letters or all; skill and extra keys may not contain a dot", () => {
    const fields = banksOf("Actor", "character").fields;
    const armorKey = validateKeyOf(fields.armor!);
    for (const key of ["all", "I", "P", "C", "A", "F", "R", "H", "X", "E", "S"]) expect(armorKey(key), key).toBe(true);
    for (const key of ["Q", "p", "All", "IP", ""]) expect(armorKey(key), key).toBe(false);
    for (const field of [fields.skills!, fields.attributes!.fields.extra!]) {
      expect(validateKeyOf(field)("Ranged Combat")).toBe(true);
      expect(validateKeyOf(field)("Ranged.Sniper")).toBe(false);
    }
  });

  test("a new weapon and a new armor start with the core's defaults", () => {
    expect(initialOf(banksOf("Item", "weapon"))).toEqual(defaultBanksWeapon());
    // Armor is worn until taken off (each ruleset keeps its own equip flag).
    expect(initialOf(banksOf("Item", "armor"))).toEqual({ ...defaultBanksArmor(), equipped: true });
  });

  test("weapon numbers: auto at least 1, design any whole number, the rest whole numbers ≥ 0", () => {
    const fields = banksOf("Item", "weapon").fields;
    expect(fields.auto!.options).toMatchObject({ integer: true, min: 1, nullable: false });
    expect(fields.design!.options).toMatchObject({ integer: true, nullable: false });
    expect(fields.design!.options["min"]).toBeUndefined();
    for (const key of ["recoil", "bracing", "reach", "designMax", "gr"]) expect(fields[key]!.options, key).toMatchObject({ integer: true, min: 0, nullable: false });
    expect(Object.keys(fields.sizeClass!.options["choices"] as object)).toEqual([...SIZE_CLASSES]);
    expect(fields.splashCode!.options).toMatchObject({ nullable: true, initial: null });
  });

  test("a damage code that does not parse is refused when it is typed", () => {
    const fields = banksOf("Item", "weapon").fields;
    for (const field of [fields.code!, fields.splashCode!]) {
      const validate = field.options["validate"] as (value: unknown) => void;
      expect(() => validate("6P 3I")).not.toThrow();
      expect(() => validate("6IE")).not.toThrow();
      expect(() => validate("6Q")).toThrow(/code|letter/i);
      expect(() => validate("P6")).toThrow();
    }
  });

  test("armor ratings use the same letter keys; behaviors have no banks profile", () => {
    const ratings = banksOf("Item", "armor").fields.ratings!;
    expect(validateKeyOf(ratings)("P")).toBe(true);
    expect(validateKeyOf(ratings)("Z")).toBe(false);
    expect(ratings.element.options).toMatchObject({ integer: true, min: 0 });
    expect(config.Item.dataModels.behavior!.defineSchema()["banks"]).toBeUndefined();
  });
});

describe("the tracker reads banks actors", () => {
  test("a banks world gets the banks combat policy and reads state through banksStateOf", async () => {
    const { combatRulesetFor } = await import("../../../src/system/combat/ruleset-context");
    const ruleset = combatRulesetFor("banks");
    expect(ruleset?.policy).toBe(banksCombat);
    world.seed("Actor", {
      _id: "a1",
      name: "Vex",
      type: "npc",
      system: { banks: { ...banksRuleset.actor.defaults({ kind: "npc" }), ip: 4, armor: { I: 1 } } },
      items: [{ _id: "vest", name: "Vest", type: "armor", system: { trauma: { spread: [10], equipped: true }, banks: { ratings: { all: 1, P: 4 } } } }],
    });
    const actor = game.actors!.get("a1")!;
    const state = ruleset!.readState(actor);
    expect(state).toMatchObject({ isPlayer: false, ip: 4 });
    // Armor does not stack: the best of its own I 1 and the vest's all 1 / P 4, per letter.
    expect((state as { armor: unknown }).armor).toEqual({ all: 1, P: 4 });
  });
});
