/**
 * Editing Fray's token bars (the token HUD): the ruleset that owns the bar says what to write,
 * Foundry's `modifyTokenAttribute` hook sees the flat update first (a module may change it or
 * veto it), and the write goes through the actor itself so a token's synthetic actor fires its
 * update events. A change to a ruleset slice of a combatant re-draws the tracker.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";

vi.mock("../../../src/system/data/actor/actor-system", () => ({
  isFrayActor: () => true,
  actorSystem: (a: { system: unknown }) => a.system,
}));
// A banks state whose bars are Stun 4 of 6 (WIL 3, 2 taken) and Physical 3 of 8 (BOD 4, 5 taken).
vi.mock("../../../src/system/banks/actor-state", async () => {
  const { defaultBanksActor } = await import("../../../src/core/banks");
  const base = defaultBanksActor();
  return { banksStateOf: () => ({ ...base, attributes: { ...base.attributes, WIL: 3, BOD: 4 }, stun: 2, physical: 5 }) };
});
vi.mock("../../../src/system/trauma/actor-state", () => ({
  traumaStateOf: () => ({ vim: { lifeSupport: 6, clot: 6, hunger: 0, fatigue: 0, conditions: {}, relics: [] }, maxVim: 12 }),
}));

type ActorUnderTest = {
  system: unknown;
  inCombat: boolean;
  updates: unknown[];
  modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown>;
  _onUpdate(changed: unknown, options: unknown, userId: string): void;
};
let foundry: FoundryDouble;
let FrayActor: new () => ActorUnderTest;
const hook = { calls: [] as unknown[][], veto: false, change: null as null | ((u: Record<string, number>) => void) };
const renders: string[] = [];
const combatants: { actor: unknown; updateResource(): void }[] = [];

/** Foundry's own flatten/expand, as far as these updates need them. */
function flattenObject(o: object, prefix = ""): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).flatMap(([k, v]) => (typeof v === "object" && v !== null ? Object.entries(flattenObject(v, `${prefix}${k}.`)) : [[`${prefix}${k}`, v]])));
}
function expandObject(flat: Record<string, unknown>): object {
  const out: Record<string, unknown> = {};
  for (const [path, v] of Object.entries(flat)) {
    const keys = path.split(".");
    let node = out;
    for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = v;
  }
  return out;
}

beforeAll(async () => {
  foundry = installFoundryDouble();
  const g = globalThis as Record<string, unknown>;
  (g["foundry"] as Record<string, unknown>)["utils"] = { flattenObject, expandObject };
  (g["Hooks"] as Record<string, unknown>)["call"] = (name: string, ...args: unknown[]) => {
    hook.calls.push([name, ...args]);
    hook.change?.(args[1] as Record<string, number>);
    return !hook.veto;
  };
  g["ui"] = { combat: { render: () => void renders.push("combat") } };
  // One combat whose combatants hold the actors under test (see the last test).
  (g["game"] as Record<string, unknown>)["combats"] = [{ combatants: combatants }];
  class ActorBase {
    system: unknown = {};
    inCombat = false;
    updates: unknown[] = [];
    async update(data: unknown) {
      this.updates.push(data);
      return this;
    }
    _onUpdate(): void {}
  }
  g["Actor"] = ActorBase;
  foundry.settings.set("fray.ruleset", { scope: "world", default: "trauma", value: "trauma" });
  ({ FrayActor } = (await import("../../../src/system/documents/actor")) as unknown as { FrayActor: typeof FrayActor });
});
afterAll(() => foundry.uninstall());
beforeEach(() => {
  Object.assign(hook, { calls: [], veto: false, change: null });
  renders.length = 0;
});

function actor(): ActorUnderTest {
  const a = new FrayActor();
  a.system = { bars: { stun: { value: 4, max: 6 }, physical: { value: 3, max: 8 } } };
  return a;
}

describe("editing Fray's token bars", () => {
  test("trauma: the health bar sets Life Support, the difference going to Clot, after the hook saw the flat update", async () => {
    const a = actor();
    await a.modifyTokenAttribute("health", -2, true, true);
    expect(hook.calls).toEqual([["modifyTokenAttribute", { attribute: "health", value: -2, isDelta: true, isBar: true }, { "system.trauma.vim.lifeSupport": 4, "system.trauma.vim.clot": 8 }]]);
    expect(a.updates).toEqual([{ system: { trauma: { vim: { lifeSupport: 4, clot: 8 } } } }]);
  });

  test("banks: the Stun bar sets the Stun bank that leaves it there", async () => {
    const a = actor();
    await a.modifyTokenAttribute("bars.stun", 1, false, true);
    expect(a.updates).toEqual([{ system: { banks: { stun: 5 } } }]);
  });

  test("banks world: the health bar is the Physical bank", async () => {
    foundry.settings.get("fray.ruleset")!.value = "banks";
    const a = actor();
    await a.modifyTokenAttribute("health", -1, true, true);
    expect(a.updates).toEqual([{ system: { banks: { physical: 6 } } }]);
    foundry.settings.get("fray.ruleset")!.value = "trauma";
  });

  test("a module's hook may change the update or veto it", async () => {
    const changed = actor();
    hook.change = (u) => void (u["system.trauma.vim.lifeSupport"] = 5);
    await changed.modifyTokenAttribute("health", -2, true, true);
    expect(changed.updates).toEqual([{ system: { trauma: { vim: { lifeSupport: 5, clot: 8 } } } }]);
    hook.change = null;
    hook.veto = true;
    const vetoed = actor();
    await vetoed.modifyTokenAttribute("health", -2, true, true);
    expect(vetoed.updates).toEqual([]);
  });
});

describe("the tracker follows a combatant's ruleset state", () => {
  test("a change to a ruleset slice of an actor in combat refreshes its combatants' tracked resource, then the tracker; other changes or actors out of combat do not", () => {
    const a = actor();
    const other = actor();
    const refreshed: string[] = [];
    combatants.splice(0, combatants.length, { actor: a, updateResource: () => void refreshed.push("a") }, { actor: other, updateResource: () => void refreshed.push("other") });
    a.inCombat = true;
    a._onUpdate({ system: { trauma: { vim: { lifeSupport: 3 } } } }, {}, "u1");
    a._onUpdate({ name: "Renamed" }, {}, "u1");
    a.inCombat = false;
    a._onUpdate({ system: { banks: { stun: 1 } } }, {}, "u1");
    expect(refreshed).toEqual(["a"]);
    expect(renders).toEqual(["combat"]);
  });
});
