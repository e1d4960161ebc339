import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
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

  test("registers the world setting fray.ruleset with the five rulesets, default trauma", () => {
    const setting = foundry.settings.get("fray.ruleset");
    expect(setting).toMatchObject({ scope: "world", default: "trauma" });
    expect(Object.keys(setting?.choices ?? {})).toEqual(["trauma", "wounds", "track", "banks", "slots"]);
    expect(Object.values(setting?.choices ?? {})).toEqual(["trauma", "wounds", "track", "banks", "slots"].map((id) => `FRAY.Ruleset.${id}.Name`));
  });

  test("reads the active ruleset, falling back to trauma for an unknown stored value", async () => {
    const { activeRulesetId } = await import("../../src/system/settings");
    expect(activeRulesetId()).toBe("trauma");
    foundry.settings.get("fray.ruleset")!.value = "banks";
    expect(activeRulesetId()).toBe("banks");
    foundry.settings.get("fray.ruleset")!.value = "chess";
    expect(activeRulesetId()).toBe("trauma");
  });
});
