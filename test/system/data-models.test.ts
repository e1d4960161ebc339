import "../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { type SimWorld, createWorld } from "../sim";
import type { DataField } from "../sim/data/fields";

const { registerSettings } = await import("../../src/system/settings");
const { registerDataModels } = await import("../../src/system/data/register");

type Field = DataField & { fields: Record<string, Field>; element: Field };
type ModelClass = { defineSchema(): Record<string, Field> };
type Config = { Actor: { dataModels: Record<string, ModelClass>; trackableAttributes: Record<string, unknown> }; Item: { dataModels: Record<string, ModelClass> } };

/** A world whose stored ruleset is `ruleset`, with Fray's settings and data models registered on a GM's client. */
function worldOf(ruleset: string): SimWorld {
  const world = createWorld();
  world.settings.world.set("fray.ruleset", ruleset);
  const gm = world.open("gm");
  world.inTabSync(gm, () => {
    registerSettings();
    registerDataModels();
  });
  return world;
}

describe("data models wired at init", () => {
  let config: Config;
  beforeAll(() => {
    config = worldOf("trauma").config as unknown as Config;
  });

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
    expect(weapon.spread!.element.options).toMatchObject({ integer: true, min: 0, max: 100 });
  });

  test("biography and descriptions are HTML fields (system.json htmlFields)", () => {
    expect(config.Actor.dataModels.character!.defineSchema().biography).toBeInstanceOf(foundry.data.fields.HTMLField);
    for (const type of ["weapon", "armor", "behavior"]) expect(config.Item.dataModels[type]!.defineSchema().description).toBeInstanceOf(foundry.data.fields.HTMLField);
  });
});

describe("derived token bars", () => {
  /** A character as Foundry prepares it (system data cleaned by the model, then derived) in a world of `rulesetId`. */
  function derived(rulesetId: string) {
    const world = worldOf(rulesetId);
    world.seed("Actor", {
      _id: "a1",
      name: "Qulia",
      type: "character",
      system: { trauma: { vim: { lifeSupport: 9 }, maxVim: 17 }, banks: { kind: "life", stun: 2, physical: 5, attributes: { WIL: 3, BOD: 4 } } },
    });
    return game.actors!.get("a1")!.system as unknown as { health: { value: number; max: number }; bars: { stun: { value: number; max: number }; physical: { value: number; max: number } } };
  }

  test("health is Life Support of Max Vim in a trauma world", () => {
    const m = derived("trauma");
    expect(m.health).toEqual({ value: 9, max: 17 });
    expect(m.bars).toEqual({ stun: { value: 4, max: 6 }, physical: { value: 3, max: 8 }, track: { value: 0, max: 10 }, wounds: { value: 0, max: 3 } });
  });

  test("health follows the Physical bank in a banks world", () => {
    expect(derived("banks").health).toEqual({ value: 3, max: 8 });
  });
});
