import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";

let foundry: FoundryDouble;
type TokenUnderTest = { getBarAttribute(name: string): unknown; _onUpdate(changed: unknown, options: unknown, userId: string): void; actor: unknown; isLinked: boolean };
let FrayTokenDocument: new () => TokenUnderTest;
const base = { bar: null as unknown };
const seen = { hooks: [] as unknown[][], sheets: 0, resources: 0, renders: 0, super: 0 };

beforeAll(async () => {
  foundry = installFoundryDouble();
  const g = globalThis as Record<string, unknown>;
  g["TokenDocument"] = class {
    actor: unknown = null;
    isLinked = false;
    getBarAttribute(): unknown {
      return base.bar;
    }
    _onUpdate(): void {
      seen.super++;
    }
  };
  (g["Hooks"] as Record<string, unknown>)["callAll"] = (...args: unknown[]) => void seen.hooks.push(args);
  g["ui"] = { combat: { render: () => void seen.renders++ } };
  ({ FrayTokenDocument } = (await import("../../../src/system/documents/token")) as unknown as { FrayTokenDocument: typeof FrayTokenDocument });
});
afterAll(() => foundry.uninstall());

/** Foundry greys out a bar whose value is not a schema field; Fray's derived bars are all editable. */
describe("the token HUD may edit Fray's bars", () => {
  test.each(["health", "bars.stun", "bars.physical", "trauma.vim.clot", "banks.ip"])("%s is editable", (attribute) => {
    base.bar = { type: "bar", attribute, value: 3, max: 6, editable: false };
    expect(new FrayTokenDocument().getBarAttribute("bar1")).toEqual({ type: "bar", attribute, value: 3, max: 6, editable: true });
  });

  test("another attribute keeps what Foundry decided, and no bar stays no bar", () => {
    base.bar = { type: "value", attribute: "biography", value: 1, editable: false };
    expect(new FrayTokenDocument().getBarAttribute("bar1")).toEqual(base.bar);
    base.bar = null;
    expect(new FrayTokenDocument().getBarAttribute("bar1")).toBeNull();
  });
});

/**
 * Foundry's ActorDelta: a batched Token update with `delta.system` changes the synthetic actor but
 * fires only updateToken (foundry-v13.md §9). The actor's own events are replayed once.
 */
describe("an unlinked token's batched delta update", () => {
  function tokenWith(actor: unknown, linked = false): TokenUnderTest {
    const token = new FrayTokenDocument();
    token.actor = actor;
    token.isLinked = linked;
    return token;
  }
  const synthetic = { sheet: { render: () => void seen.sheets++ } };

  test("fires updateActor for the synthetic actor, re-renders its sheet and refreshes its tracked resource", () => {
    Object.assign(seen, { hooks: [], sheets: 0, resources: 0, renders: 0, super: 0 });
    (globalThis as unknown as { game: Record<string, unknown> }).game["combats"] = [{ combatants: [{ actor: synthetic, updateResource: () => void seen.resources++ }] }];
    const changed = { _id: "t1", delta: { system: { trauma: { status: { dead: true } } } } };
    tokenWith(synthetic)._onUpdate(changed, { diff: true }, "gm");
    expect(seen.super).toBe(1);
    expect(seen.hooks).toEqual([["updateActor", synthetic, changed.delta, { diff: true }, "gm"]]);
    expect(seen).toMatchObject({ sheets: 1, resources: 1, renders: 1 });
  });

  test("a linked token, a move, or a delta without system data replays nothing", () => {
    Object.assign(seen, { hooks: [], sheets: 0, resources: 0, renders: 0, super: 0 });
    tokenWith(synthetic, true)._onUpdate({ delta: { system: { banks: { stun: 1 } } } }, {}, "gm");
    tokenWith(synthetic)._onUpdate({ x: 100 }, {}, "gm");
    tokenWith(synthetic)._onUpdate({ delta: { name: "Renamed" } }, {}, "gm");
    expect(seen).toMatchObject({ hooks: [], sheets: 0, resources: 0, super: 3 });
  });
});
