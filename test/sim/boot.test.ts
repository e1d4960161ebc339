import "./install";
import { describe, expect, test } from "vitest";
import { createWorld } from ".";
import { boot } from "./boot";

describe("booting Fray in a tab, as a browser loads the system", () => {
  test("init, i18nInit, setup and ready fire in that tab, in Foundry's order; the world's documents are rebuilt with Fray's classes after init", async () => {
    const world = createWorld();
    const gm = world.open("gm");
    world.seed("Actor", { _id: "a1", name: "Qulia", type: "character", ownership: { default: 0 } });
    const order: string[] = [];
    world.inTabSync(gm, () => {
      for (const hook of ["init", "i18nInit", "setup", "ready"] as const) Hooks.once(hook, () => void order.push(`${hook}:${game.actors!.get("a1")!.constructor.name}`));
    });
    await boot(world, gm);
    await world.settle();
    expect(order).toEqual(["init:BaseActor", "i18nInit:BaseActor", "setup:FrayActor", "ready:FrayActor"]);
  });

  test("each tab evaluates Fray's modules itself: its own hooks, queries and document classes; another tab's are untouched", async () => {
    const world = createWorld();
    const [gm, p1] = [world.open("gm"), world.open("p1")];
    await boot(world, gm);
    const gmHooks = gm.hooks.names().length;
    expect(p1.hooks.names()).toEqual([]);
    await boot(world, p1);
    await world.settle();
    expect(gm.hooks.names()).toHaveLength(gmHooks);
    expect(p1.hooks.names().sort()).toEqual(gm.hooks.names().sort());
    const classOf = (tab: typeof gm) => (tab.config["Actor"] as { documentClass: unknown }).documentClass;
    expect(classOf(p1)).not.toBe(classOf(gm));
    expect(Object.keys(p1.config["queries"] as object)).toEqual(Object.keys(gm.config["queries"] as object));
  });

  test("modules asked of a boot are that tab's copies: its documents are instances of its classes, not of another tab's", async () => {
    const world = createWorld();
    const [gm, p1] = [world.open("gm"), world.open("p1")];
    world.seed("Actor", { _id: "a1", name: "Qulia", type: "character", ownership: { default: 0 } });
    const load = () => import("../../src/system/data/actor/actor-model");
    const gmModels = await boot(world, gm, { modules: load });
    const p1Models = await boot(world, p1, { modules: load });
    const systemIn = (tab: typeof gm) => world.inTabSync(tab, () => game.actors!.get("a1")!.system);
    expect(systemIn(gm)).toBeInstanceOf(gmModels.CharacterModel);
    expect(systemIn(p1)).toBeInstanceOf(p1Models.CharacterModel);
    expect(systemIn(p1)).not.toBeInstanceOf(gmModels.CharacterModel);
    await world.settle();
  });

  test("stopBeforeReady leaves ready to the test", async () => {
    const world = createWorld();
    const gm = world.open("gm");
    await boot(world, gm, { stopBeforeReady: true });
    await world.settle();
    // Ready's migration stores the layout: not yet.
    expect(world.settings.world.has("fray.schemaVersion")).toBe(false);
    world.inTabSync(gm, () => gm.hooks.callAll("ready"));
    await world.settle();
    expect(world.settings.world.get("fray.schemaVersion")).toBeGreaterThan(0);
  });
});
