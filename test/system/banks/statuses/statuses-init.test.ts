import { afterEach, describe, expect, test, vi } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../../../support/foundry-double";

/**
 * The entry point registers the banks statuses at init in a banks world only. The world's stored
 * ruleset is what Foundry reads once the setting is registered, so the double keeps "banks" as
 * the stored value through registration.
 */
let foundry: FoundryDouble;
afterEach(() => foundry.uninstall());

async function initWorld(ruleset: "banks" | "trauma"): Promise<{ id: string }[]> {
  vi.resetModules();
  foundry = installFoundryDouble();
  const config = (globalThis as unknown as { CONFIG: { statusEffects: { id: string }[] } }).CONFIG;
  config.statusEffects = [{ id: "dead" }, { id: "unconscious" }, { id: "prone" }];
  const settings = (globalThis as unknown as { game: { settings: { register(ns: string, key: string, config: object): void } } }).game.settings;
  const register = settings.register.bind(settings);
  settings.register = (ns, key, options) => {
    register(ns, key, options);
    if (key === "ruleset") foundry.settings.get("fray.ruleset")!.value = ruleset;
  };
  vi.spyOn(console, "info").mockImplementation(() => {});
  await import("../../../../src/system/index");
  foundry.fire("init");
  return config.statusEffects;
}

describe("banks statuses at init", () => {
  test("a banks world gets Fray's status effects and the hooks that keep them in step", async () => {
    const ids = (await initWorld("banks")).map((s) => s.id);
    expect(ids.filter((id) => id.startsWith("fray-"))).toHaveLength(6);
    for (const hook of ["createActiveEffect", "deleteActiveEffect"]) expect(foundry.hooks.on.get(hook)?.length, hook).toBe(1);
    // An unlinked token's banks change is followed by the statuses and by the tracker's re-sort.
    expect(foundry.hooks.on.get("updateToken")?.length).toBe(2);
  });

  test("a trauma world gets neither", async () => {
    const ids = (await initWorld("trauma")).map((s) => s.id);
    expect(ids).toEqual(["dead", "unconscious", "prone"]);
    for (const hook of ["createActiveEffect", "deleteActiveEffect", "updateToken"]) expect(foundry.hooks.on.get(hook), hook).toBeUndefined();
  });
});
