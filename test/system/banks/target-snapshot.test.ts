import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";
import { readJson } from "../../support/examples";
import type * as TargetSnapshotFile from "../../../src/system/banks/target-snapshot";

let foundry: FoundryDouble;
let mod: typeof TargetSnapshotFile;

beforeAll(async () => {
  foundry = installFoundryDouble();
  mod = await import("../../../src/system/banks/target-snapshot");
});
afterAll(() => foundry.uninstall());

/** An item as the adapter reads it: its type, name, and a data model whose source is `system`. */
function item(type: string, name: string, system: Record<string, unknown>): unknown {
  const DataModel = (globalThis as unknown as { foundry: { abstract: { DataModel: new () => { toObject(): Record<string, unknown> } } } }).foundry.abstract.DataModel;
  const model = Object.assign(new DataModel(), { toObject: () => system });
  return { type, name, system: model };
}

const actorWith = (items: unknown[]): Actor.Implementation => ({ items }) as unknown as Actor.Implementation;
const packWeapon = (file: string): unknown => {
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
    expect(mod.longestReach(actorWith([item("weapon", "Broken", { banks: { code: "6Q", reach: 4 } })]))).toBe(0);
  });
});
