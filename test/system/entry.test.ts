import "../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { type SimTab, type SimWorld, createWorld } from "../sim";
import { boot } from "../sim/boot";

/** A world whose stored ruleset is `ruleset` (null: never set), booted in a GM's tab. */
async function bootedWorld(ruleset: string | null): Promise<{ world: SimWorld; gm: SimTab }> {
  const world = createWorld();
  if (ruleset !== null) world.settings.world.set("fray.ruleset", ruleset);
  const gm = world.open("gm");
  await boot(world, gm);
  await world.settle();
  world.focus(gm);
  return { world, gm };
}

describe("the entry point at init", () => {
  let world: SimWorld;
  beforeAll(async () => ({ world } = await bootedWorld(null)));

  test("registers the world setting fray.ruleset with the playable rulesets only, default trauma", () => {
    const setting = world.settings.registered.get("fray.ruleset") as { scope: string; default: unknown; choices?: Record<string, string> } | undefined;
    expect(setting).toMatchObject({ scope: "world", default: "trauma" });
    expect(Object.keys(setting?.choices ?? {})).toEqual(["trauma", "banks", "track", "wounds", "slots"]);
    expect(Object.values(setting?.choices ?? {})).toEqual(["FRAY.Trauma.Name", "FRAY.Banks.Name", "FRAY.Track.Name", "FRAY.Wounds.Name", "FRAY.Slots.Name"]);
  });

  test("reads the active ruleset, falling back to trauma for an unknown stored value", async () => {
    const { activeRulesetId, unplayableStoredRuleset } = await import("../../src/system/active-ruleset");
    expect(activeRulesetId()).toBe("trauma");
    for (const [stored, active, unplayable] of [
      ["banks", "banks", null],
      ["chess", "trauma", "chess"],
      ["slots", "slots", null],
      ["wounds", "wounds", null],
    ] as const) {
      await game.settings.set("fray", "ruleset", stored as never);
      expect(activeRulesetId()).toBe(active);
      expect(unplayableStoredRuleset()).toBe(unplayable);
    }
  });
});

describe("everything Fray wires at init", () => {
  let world: SimWorld;
  let gm: SimTab;
  let config: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    ({ world, gm } = await bootedWorld(null));
    config = gm.config as Record<string, Record<string, unknown>>;
  });

  test("the world's ruleset's GM queries, each named fray.<thing>", () => {
    expect(Object.keys(config["queries"]!).sort()).toEqual(["fray.applyTrauma", "fray.dealPerk", "fray.discardPerks", "fray.undoTrauma"]);
  });

  test("document classes for actors, chat messages and combats", () => {
    expect((config["Actor"]!["documentClass"] as { name: string }).name).toBe("FrayActor");
    expect((config["ChatMessage"]!["documentClass"] as { name: string }).name).toBe("FrayChatMessage");
    expect((config["Combat"]!["documentClass"] as { name: string }).name).toBe("FrayCombat");
    expect((config["Combat"]!["initiative"] as { formula: string }).formula).toBe("1d10");
  });

  test("sheets for both actor types and all three item types, as defaults", () => {
    const registered = gm.apps.sheets.map((s) => [s.document, s.options["types"], s.options["makeDefault"]]);
    expect(registered).toEqual(
      expect.arrayContaining([
        ["Actor", ["character"], true],
        ["Actor", ["npc"], true],
      ]),
    );
    // One default sheet per item type (test/system/apps/register.test.ts checks which, per ruleset).
    const itemTypes = gm.apps.sheets.filter((s) => s.document === "Item" && s.options["makeDefault"] === true).flatMap((s) => s.options["types"] as string[]);
    expect(itemTypes.sort()).toEqual(["armor", "behavior", "weapon"]);
  });

  test("the d6 pool roll is a known Roll class (chat messages rehydrate it)", () => {
    const rolls = (config["Dice"]!["rolls"] as { name: string }[]).map((r) => r.name);
    expect(rolls).toContain("PoolRoll");
  });

  test("the deck set-up menu is GM only, and the macro API is global", () => {
    expect(world.settings.menus.get("fray.deckSetup")).toMatchObject({ restricted: true });
    expect(typeof (globalThis as unknown as { fray: { attack: unknown } }).fray.attack).toBe("function");
  });

  test("the hooks the trauma flow and the combat tracker listen to", () => {
    for (const hook of ["createChatMessage", "updateActor", "createActor", "hotbarDrop", "renderChatMessageHTML"]) {
      expect(gm.hooks.count(hook), hook).toBeGreaterThan(0);
    }
  });
});

describe("the world's documents at load", () => {
  test("are built with Fray's classes and data models once init has configured them", async () => {
    const world = createWorld();
    world.seed("Actor", { _id: "a1", name: "Qulia", type: "character", ownership: { default: 0 } });
    const gm = world.open("gm");
    await boot(world, gm);
    world.focus(gm);
    const actor = game.actors!.get("a1")!;
    expect(actor.constructor.name).toBe("FrayActor");
    expect(Object.keys(actor.system as object)).toEqual(expect.arrayContaining(["trauma", "banks", "track", "wounds", "slots"]));
  });
});

describe("each world activates its own ruleset only", () => {
  const statusIds = (tab: SimTab): string[] => (tab.config["statusEffects"] as { id: string }[]).map((s) => s.id);

  test("a trauma world: trauma's deck and Will-to-Live hooks and queries, only the shared tracker warning, no banks statuses or queries", async () => {
    const { world, gm } = await bootedWorld("trauma");
    expect(gm.hooks.names().sort()).toEqual(["createActor", "createChatMessage", "deleteChatMessage", "deleteCombat", "hotbarDrop", "renderChatMessageHTML", "renderCombatTracker", "updateActor", "userConnected"]);
    expect(world.settings.menus.has("fray.deckSetup")).toBe(true);
    expect(statusIds(gm).filter((id) => id.startsWith("fray-"))).toEqual([]);
  });

  test("a banks world: the tracker's hooks and banks statuses, none of trauma's deck hooks (no decks built in a banks world)", async () => {
    const { world, gm } = await bootedWorld("banks");
    const hooks = gm.hooks.names().sort();
    expect(hooks).toEqual(expect.arrayContaining(["renderCombatTracker", "updateActor", "updateCombat", "updateToken", "createActiveEffect", "deleteActiveEffect"]));
    expect(hooks).not.toContain("createActor");
    expect(world.settings.menus.has("fray.deckSetup")).toBe(false);
    expect(statusIds(gm).filter((id) => id.startsWith("fray-")).length).toBeGreaterThan(0);
    expect(Object.keys(gm.config["queries"] as object).every((q) => q.startsWith("fray.banks"))).toBe(true);
  });

  test("each client loads Fray itself: a second tab booted in the same world has its own hooks, queries and CONFIG", async () => {
    const { world, gm } = await bootedWorld("banks");
    const p1 = world.open("p1");
    expect(p1.hooks.names()).toEqual([]);
    await boot(world, p1);
    await world.settle();
    expect(p1.hooks.names().sort()).toEqual(gm.hooks.names().sort());
    expect(Object.keys(p1.config["queries"] as object).sort()).toEqual(Object.keys(gm.config["queries"] as object).sort());
    expect(p1.config["statusEffects"]).not.toBe(gm.config["statusEffects"]);
    expect((p1.config["Actor"] as { documentClass: unknown }).documentClass).not.toBe((gm.config["Actor"] as { documentClass: unknown }).documentClass);
  });
});
