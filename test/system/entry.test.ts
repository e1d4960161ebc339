import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../support/foundry-double";

describe("the entry point at init", () => {
  let foundry: FoundryDouble;
  beforeAll(async () => {
    foundry = installFoundryDouble();
    vi.spyOn(console, "info").mockImplementation(() => {});
    await import("../../src/system/index");
    foundry.fire("init");
  });
  afterAll(() => foundry.uninstall());

  test("registers the world setting fray.ruleset with the playable rulesets only, default trauma", () => {
    const setting = foundry.settings.get("fray.ruleset");
    expect(setting).toMatchObject({ scope: "world", default: "trauma" });
    expect(Object.keys(setting?.choices ?? {})).toEqual(["trauma", "banks", "track", "wounds", "slots"]);
    expect(Object.values(setting?.choices ?? {})).toEqual(["FRAY.Trauma.Name", "FRAY.Banks.Name", "FRAY.Track.Name", "FRAY.Wounds.Name", "FRAY.Slots.Name"]);
  });

  test("reads the active ruleset, falling back to trauma for an unknown stored value", async () => {
    const { activeRulesetId, unplayableStoredRuleset } = await import("../../src/system/active-ruleset");
    expect(activeRulesetId()).toBe("trauma");
    foundry.settings.get("fray.ruleset")!.value = "banks";
    expect(activeRulesetId()).toBe("banks");
    expect(unplayableStoredRuleset()).toBeNull();
    foundry.settings.get("fray.ruleset")!.value = "chess";
    expect(activeRulesetId()).toBe("trauma");
    expect(unplayableStoredRuleset()).toBe("chess");
    foundry.settings.get("fray.ruleset")!.value = "slots";
    expect(activeRulesetId()).toBe("slots");
    expect(unplayableStoredRuleset()).toBeNull();
    foundry.settings.get("fray.ruleset")!.value = "wounds";
    expect(activeRulesetId()).toBe("wounds");
    expect(unplayableStoredRuleset()).toBeNull();
    foundry.settings.get("fray.ruleset")!.value = "trauma";
  });
});

describe("everything Fray wires at init", () => {
  let foundry: FoundryDouble;
  let config: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    vi.resetModules();
    foundry = installFoundryDouble();
    vi.spyOn(console, "info").mockImplementation(() => {});
    await import("../../src/system/index");
    foundry.fire("init");
    config = (globalThis as unknown as { CONFIG: Record<string, Record<string, unknown>> }).CONFIG;
  });
  afterAll(() => foundry.uninstall());

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
    const registered = foundry.sheets.map((s) => [s.document, s.options["types"], s.options["makeDefault"]]);
    expect(registered).toEqual(
      expect.arrayContaining([
        ["Actor", ["character"], true],
        ["Actor", ["npc"], true],
      ]),
    );
    // One default sheet per item type (test/system/apps/register.test.ts checks which, per ruleset).
    const itemTypes = foundry.sheets.filter((s) => s.document === "Item" && s.options["makeDefault"] === true).flatMap((s) => s.options["types"] as string[]);
    expect(itemTypes.sort()).toEqual(["armor", "behavior", "weapon"]);
  });

  test("the d6 pool roll is a known Roll class (chat messages rehydrate it)", () => {
    const rolls = (config["Dice"]!["rolls"] as { name: string }[]).map((r) => r.name);
    expect(rolls).toContain("PoolRoll");
  });

  test("the deck set-up menu is GM only, and the macro API is global", () => {
    expect(foundry.menus.get("fray.deckSetup")).toMatchObject({ restricted: true });
    expect(typeof (globalThis as unknown as { fray: { attack: unknown } }).fray.attack).toBe("function");
  });

  test("the hooks the trauma flow and the combat tracker listen to", () => {
    for (const hook of ["createChatMessage", "updateActor", "createActor", "hotbarDrop", "renderChatMessageHTML"]) {
      expect(foundry.hooks.on.get(hook)?.length ?? 0, hook).toBeGreaterThan(0);
    }
  });
});

describe("each world activates its own ruleset only", () => {
  let foundry: FoundryDouble;
  async function initIn(ruleset: string): Promise<FoundryDouble> {
    vi.resetModules();
    foundry = installFoundryDouble();
    vi.spyOn(console, "info").mockImplementation(() => {});
    await import("../../src/system/index");
    // The setting is registered by init itself; a stored value is there before the hook runs.
    const register = (globalThis as unknown as { game: { settings: { register: (ns: string, key: string, c: { default: unknown }) => void } } }).game.settings;
    const original = register.register.bind(register);
    register.register = (ns, key, config) => original(ns, key, key === "ruleset" ? { ...config, default: ruleset } : config);
    foundry.fire("init");
    return foundry;
  }
  afterEach(() => foundry.uninstall());
  const statusIds = (): string[] => ((globalThis as unknown as { CONFIG: { statusEffects: { id: string }[] } }).CONFIG.statusEffects).map((s) => s.id);

  test("a trauma world: trauma's deck and Will-to-Live hooks and queries, only the shared tracker warning, no banks statuses or queries", async () => {
    const world = await initIn("trauma");
    expect([...world.hooks.on.keys()].sort()).toEqual(["createActor", "createChatMessage", "deleteChatMessage", "deleteCombat", "hotbarDrop", "renderChatMessageHTML", "renderCombatTracker", "updateActor", "userConnected"]);
    expect(world.menus.has("fray.deckSetup")).toBe(true);
    expect(statusIds().filter((id) => id.startsWith("fray-"))).toEqual([]);
  });

  test("a banks world: the tracker's hooks and banks statuses, none of trauma's deck hooks (no decks built in a banks world)", async () => {
    const world = await initIn("banks");
    const hooks = [...world.hooks.on.keys()].sort();
    expect(hooks).toEqual(expect.arrayContaining(["renderCombatTracker", "updateActor", "updateCombat", "updateToken", "createActiveEffect", "deleteActiveEffect"]));
    expect(hooks).not.toContain("createActor");
    expect(world.menus.has("fray.deckSetup")).toBe(false);
    expect(statusIds().filter((id) => id.startsWith("fray-")).length).toBeGreaterThan(0);
    const queries = Object.keys((globalThis as unknown as { CONFIG: { queries: object } }).CONFIG.queries);
    expect(queries.every((q) => q.startsWith("fray.banks"))).toBe(true);
  });
});
