import "../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import { type SimWorld, createWorld } from "../../sim";
import { readJson } from "../../support/examples";

const { registerSettings } = await import("../../../src/system/settings");
const { registerDataModels } = await import("../../../src/system/data/register");
const mod = await import("../../../src/system/banks/target-snapshot");

type ItemSource = { name: string; type: string; system: Record<string, unknown> };
let next = 0;
let world: SimWorld;

beforeAll(() => {
  world = createWorld();
  const gm = world.open("gm");
  world.focus(gm);
  world.inTabSync(gm, () => {
    registerSettings();
    registerDataModels();
  });
});

/** An actor as the world holds it, with these items (their system data cleaned by Fray's models). */
function actorWith(items: ItemSource[]): Actor.Implementation {
  const id = `target${++next}`;
  world.seed("Actor", { _id: id, name: id, type: "npc", items: items.map((item, i) => ({ _id: `item${i}`, ...item })) });
  return game.actors!.get(id)!;
}
const item = (type: string, name: string, system: Record<string, unknown>): ItemSource => ({ type, name, system });
const packWeapon = (file: string): ItemSource => {
  const doc = readJson<{ name: string; system: Record<string, unknown> }>(`packs/banks/banks-weapons/${file}.json`);
  return item("weapon", doc.name, doc.system);
};

describe("a target's Reach for the dodge (docs/rules/banks.md §6.7 step 2)", () => {
  test("the longest banks Reach among its weapons: Tomas's Shock Baton (1) beats his carbine (0)", () => {
    expect(mod.longestReach(actorWith([packWeapon("spacer-carbine"), packWeapon("shock-baton")]))).toBe(1);
    expect(mod.longestReach(actorWith([packWeapon("shock-baton"), packWeapon("boarding-axe")]))).toBe(2);
  });

  test("no weapons, armor only, or a weapon the core rejects: no Reach", () => {
    expect(mod.longestReach(actorWith([]))).toBe(0);
    expect(mod.longestReach(actorWith([item("armor", "Vest", { banks: { reach: 5 } })]))).toBe(0);
    // Foundry's schema refuses such a weapon now; one stored before reaches Fray as a model whose source holds it.
    const stored = Object.assign(Object.create(foundry.abstract.DataModel.prototype) as object, { _source: { banks: { code: "6Q", reach: 4 } } });
    expect(mod.longestReach({ items: [{ type: "weapon", name: "Broken", system: stored }] } as unknown as Actor.Implementation)).toBe(0);
  });
});
