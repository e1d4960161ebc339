import "../../../sim/install";
import { describe, expect, test } from "vitest";
import { type SimTab, createWorld } from "../../../sim";
import { boot } from "../../../sim/boot";

/**
 * The entry point registers the banks statuses at init in a banks world only: the world's stored
 * ruleset is read once, at init.
 */
async function initWorld(ruleset: "banks" | "trauma"): Promise<SimTab> {
  const world = createWorld();
  world.settings.world.set("fray.ruleset", ruleset);
  const gm = world.open("gm");
  // Core's own statuses, before the system's init adds to them.
  gm.config["statusEffects"] = [{ id: "dead" }, { id: "unconscious" }, { id: "prone" }];
  await boot(world, gm);
  await world.settle();
  return gm;
}

const ids = (tab: SimTab): string[] => (tab.config["statusEffects"] as { id: string }[]).map((s) => s.id);

describe("banks statuses at init", () => {
  test("a banks world gets Fray's status effects and the hooks that keep them in step", async () => {
    const gm = await initWorld("banks");
    expect(ids(gm).filter((id) => id.startsWith("fray-"))).toHaveLength(6);
    for (const hook of ["createActiveEffect", "deleteActiveEffect"]) expect(gm.hooks.count(hook), hook).toBe(1);
    // An unlinked token's banks change is followed by the statuses and by the tracker's re-sort.
    expect(gm.hooks.count("updateToken")).toBe(2);
  });

  test("a trauma world gets neither", async () => {
    const gm = await initWorld("trauma");
    expect(ids(gm)).toEqual(["dead", "unconscious", "prone"]);
    for (const hook of ["createActiveEffect", "deleteActiveEffect", "updateToken"]) expect(gm.hooks.count(hook), hook).toBe(0);
  });
});
