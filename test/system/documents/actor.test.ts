import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";

const calls = vi.hoisted(() => ({ patches: [] as unknown[] }));
vi.mock("../../../src/system/documents/apply-patches", () => ({ applyActorPatches: async (p: unknown[]) => void calls.patches.push(...p) }));
vi.mock("../../../src/system/data/actor/actor-system", () => ({
  isFrayActor: () => true,
  actorSystem: (a: { system: unknown }) => a.system,
}));
vi.mock("../../../src/system/trauma/actor-state", () => ({
  traumaStateOf: () => ({ vim: { lifeSupport: 6, clot: 6, hunger: 0, fatigue: 0, conditions: {}, relics: [] }, maxVim: 12 }),
}));

let foundry: FoundryDouble;
let FrayActor: new () => { system: unknown; modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown> };

beforeAll(async () => {
  foundry = installFoundryDouble();
  foundry.settings.set("fray.ruleset", { scope: "world", default: "trauma", value: "trauma" });
  ({ FrayActor } = (await import("../../../src/system/documents/actor")) as unknown as { FrayActor: typeof FrayActor });
});
afterAll(() => foundry.uninstall());
beforeEach(() => {
  calls.patches.length = 0;
});

function actor() {
  const a = new FrayActor();
  a.system = { bars: { stun: { value: 4, max: 6 }, physical: { value: 3, max: 8 } } };
  return a;
}

describe("editing Fray's token bars", () => {
  test("trauma: the health bar sets Life Support, the difference going to Clot", async () => {
    await actor().modifyTokenAttribute("health", -2, true, true);
    expect(calls.patches).toEqual([expect.objectContaining({ ruleset: "trauma", patch: { vim: { lifeSupport: 4, clot: 8 } } })]);
  });

  test("banks: the Stun bar sets the Stun bank that leaves it there", async () => {
    await actor().modifyTokenAttribute("bars.stun", 1, false, true);
    expect(calls.patches).toEqual([expect.objectContaining({ ruleset: "banks", patch: { stun: 5 } })]);
  });

  test("banks world: the health bar is the Physical bank", async () => {
    foundry.settings.get("fray.ruleset")!.value = "banks";
    await actor().modifyTokenAttribute("health", -1, true, true);
    expect(calls.patches).toEqual([expect.objectContaining({ ruleset: "banks", patch: { physical: 6 } })]);
    foundry.settings.get("fray.ruleset")!.value = "trauma";
  });
});
