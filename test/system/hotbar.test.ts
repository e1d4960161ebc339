/**
 * The hotbar: a weapon makes an attack macro; anything else falls through to Foundry (whose macro
 * opens the sheet); a locked bar keeps the macro it has.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

vi.mock("../../src/system/data/item/item-system", () => ({ weaponSystem: (item: { type: string }) => (item.type === "weapon" ? {} : null) }));

const g = globalThis as Record<string, unknown>;
const saved = { foundry: g["foundry"], Item: g["Item"], game: g["game"], ui: g["ui"], Macro: g["Macro"] };
class ItemDouble {
  constructor(readonly uuid: string, readonly type: string, readonly name = "Rifle", readonly img: string | null = null) {}
}
const world = { items: new Map<string, ItemDouble>(), locked: false, hotbar: {} as Record<string, string>, macros: new Map<string, { command: string; isAuthor: boolean }>(), assigned: [] as unknown[], warnings: [] as string[], created: [] as unknown[] };

beforeEach(() => {
  Object.assign(world, { locked: false, hotbar: {}, assigned: [], warnings: [], created: [] });
  world.items = new Map([
    ["Actor.a.Item.w", new ItemDouble("Actor.a.Item.w", "weapon")],
    ["Actor.a.Item.v", new ItemDouble("Actor.a.Item.v", "armor")],
  ]);
  world.macros = new Map([["m1", { command: "old", isAuthor: true }]]);
  g["foundry"] = { utils: { fromUuidSync: (uuid: string) => world.items.get(uuid) ?? null } };
  g["Item"] = ItemDouble;
  g["game"] = {
    user: { get hotbar() { return world.hotbar; }, assignHotbarMacro: async (macro: unknown, slot: number) => void world.assigned.push([macro, slot]) },
    macros: { has: (id: string) => world.macros.has(id), find: (fn: (m: { command: string; isAuthor: boolean }) => boolean) => [...world.macros.values()].find(fn) },
  };
  g["ui"] = { hotbar: { get locked() { return world.locked; } }, notifications: { warn: (m: string) => void world.warnings.push(m) } };
  g["Macro"] = { implementation: { create: async (data: unknown) => (world.created.push(data), data) } };
});
afterEach(() => Object.assign(g, saved));

const { onHotbarDrop } = await import("../../src/system/hotbar");
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("dropping on the hotbar", () => {
  test("a weapon makes one attack macro by UUID in that slot, and Foundry's own handling is stopped", async () => {
    expect(onHotbarDrop({ type: "Item", uuid: "Actor.a.Item.w" }, 3)).toBe(false);
    await settle();
    expect(world.created).toEqual([{ name: "Rifle", type: "script", img: undefined, command: 'fray.attack("Actor.a.Item.w");' }]);
    expect(world.assigned).toEqual([[world.created[0], 3]]);
  });

  test("armor, a behavior or anything else goes on to Foundry, which makes a macro opening its sheet", () => {
    expect(onHotbarDrop({ type: "Item", uuid: "Actor.a.Item.v" }, 3)).toBe(true);
    expect(onHotbarDrop({ type: "Actor", uuid: "Actor.a" }, 3)).toBe(true);
    expect(world.created).toEqual([]);
  });

  test("a locked bar keeps the macro in the slot: a warning, nothing made", async () => {
    world.locked = true;
    world.hotbar = { "3": "m1" };
    expect(onHotbarDrop({ type: "Item", uuid: "Actor.a.Item.w" }, 3)).toBe(false);
    await settle();
    expect(world.warnings).toEqual(["MACRO.CannotOverwrite"]);
    expect(world.created).toEqual([]);
    // An empty slot of a locked bar still takes the macro.
    expect(onHotbarDrop({ type: "Item", uuid: "Actor.a.Item.w" }, 4)).toBe(false);
    await settle();
    expect(world.assigned).toHaveLength(1);
  });
});
