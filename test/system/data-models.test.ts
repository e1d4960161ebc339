import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FieldDouble, type FoundryDouble, installFoundryDouble } from "../support/foundry-double";

type ModelClass = { defineSchema(): Record<string, FieldDouble> };
type Config = { Actor: { dataModels: Record<string, ModelClass>; trackableAttributes: Record<string, unknown> }; Item: { dataModels: Record<string, ModelClass> } };

describe("data models wired at init", () => {
  let foundry: FoundryDouble;
  let config: Config;
  beforeAll(async () => {
    foundry = installFoundryDouble();
    const { registerDataModels } = await import("../../src/system/data/register");
    registerDataModels();
    config = (globalThis as unknown as { CONFIG: Config }).CONFIG;
  });
  afterAll(() => foundry.uninstall());

  test("every document type of system.json has a model", () => {
    expect(Object.keys(config.Actor.dataModels).sort()).toEqual(["character", "npc"]);
    expect(Object.keys(config.Item.dataModels).sort()).toEqual(["armor", "behavior", "weapon"]);
    // A trauma world (the default): `health` and trauma's own values; banks' bars only in a banks world.
    expect(config.Actor.trackableAttributes).toEqual({ character: { bar: ["health"], value: ["trauma.vim.clot", "trauma.maxVim"] }, npc: { bar: ["health"], value: ["trauma.vim.clot", "trauma.maxVim"] } });
  });

  test("a Lead starts as a Generic Human; a bioform states what it has", () => {
    const character = config.Actor.dataModels.character!.defineSchema().trauma!.fields;
    const npc = config.Actor.dataModels.npc!.defineSchema().trauma!.fields;
    expect(character.abilities!.fields.operate!.options).toMatchObject({ initial: 2, integer: true, min: 0, nullable: true });
    expect(npc.abilities!.fields.operate!.options).toMatchObject({ initial: null });
    expect(character.lobes!.fields.focal!.options).toMatchObject({ initial: 0, max: 3 });
    expect(character.isLead!.options).toMatchObject({ initial: true });
    expect(npc.isLead!.options).toMatchObject({ initial: false });
  });

  test("ranges and integers are in the schema, so Foundry rejects bad values", () => {
    const trauma = config.Actor.dataModels.character!.defineSchema().trauma!.fields;
    expect(trauma.maxVim!.options).toMatchObject({ integer: true, min: 1, nullable: false });
    expect(trauma.vim!.fields.clot!.options).toMatchObject({ integer: true, min: 0 });
    const weapon = config.Item.dataModels.weapon!.defineSchema().trauma!.fields;
    expect(weapon.difficulty!.options).toMatchObject({ integer: true, min: 0 });
    expect(Object.keys(weapon.ability!.options["choices"] as object)).toEqual(["communicate", "labor", "move", "operate", "sense", "surge", "think", "will"]);
    const element = weapon.spread!.args[0] as FieldDouble;
    expect(element.options).toMatchObject({ integer: true, min: 0, max: 100 });
  });

  test("biography and descriptions are HTML fields (system.json htmlFields)", () => {
    expect(config.Actor.dataModels.character!.defineSchema().biography!.kind).toBe("HTMLField");
    for (const type of ["weapon", "armor", "behavior"]) expect(config.Item.dataModels[type]!.defineSchema().description!.kind).toBe("HTMLField");
  });
});

describe("derived token bars", () => {
  let foundry: FoundryDouble;
  beforeAll(() => {
    foundry = installFoundryDouble();
    foundry.settings.set("fray.ruleset", { scope: "world", default: "trauma", value: "trauma" });
  });
  afterAll(() => foundry.uninstall());

  async function derived(rulesetId: string) {
    foundry.settings.get("fray.ruleset")!.value = rulesetId;
    const { CharacterModel } = await import("../../src/system/data/actor/actor-model");
    const model = Object.assign(Object.create(CharacterModel.prototype) as InstanceType<typeof CharacterModel>, {
      trauma: { vim: { lifeSupport: 9 }, maxVim: 17 },
      banks: { kind: "life", stun: 2, physical: 5, attributes: { WIL: 3, BOD: 4 } },
    });
    model.prepareDerivedData();
    return model as unknown as { health: { value: number; max: number }; bars: { stun: { value: number; max: number }; physical: { value: number; max: number } } };
  }

  test("health is Life Support of Max Vim in a trauma world", async () => {
    const m = await derived("trauma");
    expect(m.health).toEqual({ value: 9, max: 17 });
    expect(m.bars).toEqual({ stun: { value: 4, max: 6 }, physical: { value: 3, max: 8 }, track: { value: 0, max: 10 } });
  });

  test("health follows the Physical bank in a banks world", async () => {
    expect((await derived("banks")).health).toEqual({ value: 3, max: 8 });
  });
});
