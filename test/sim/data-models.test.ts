import "./install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimWorld, createWorld } from ".";

const { registerSettings } = await import("../../src/system/settings");
const { registerDataModels } = await import("../../src/system/data/register");

let world: SimWorld;
beforeEach(() => {
  world = createWorld();
  const gm = world.open("gm");
  world.inTabSync(gm, () => {
    registerSettings();
    registerDataModels();
  });
});

describe("Fray's own data models run in the simulation", () => {
  test("a character created with no system data gets every ruleset's defaults, cleaned by the schema", async () => {
    const actor = (await Actor.implementation.create({ name: "Qulia", type: "character" } as never)) as unknown as Actor;
    const system = actor.system as unknown as Record<string, unknown>;
    expect(Object.keys(system)).toEqual(expect.arrayContaining(["trauma", "banks", "wounds", "track", "slots"]));
    expect(system["health"]).toBeDefined();
  });

  test("an update that breaks the schema is shown to the user and never sent", async () => {
    const actor = (await Actor.implementation.create({ name: "Qulia", type: "character" } as never)) as unknown as Actor;
    const before = world.calls.length;
    await actor.update({ system: { wounds: { wounds: "many" } } } as never);
    expect(world.calls.length).toBe(before);
    expect(world.currentTab().notifications.of("error").join()).toMatch(/wounds/);
  });
});
