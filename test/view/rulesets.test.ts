// The view registry mirrors the core one: every ruleset that plays scenarios has a view, and the
// shared player and the CLI look both up instead of naming a ruleset.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { implementedRulesets, rulesetFor } from "../../src/core/rulesets";
import { readScenario } from "../../src/core/encounter";
import { requireRulesetView } from "../../src/view/rulesets";
import { playScenario } from "../../src/view/scenario-player";
import { readJson, repoRoot } from "../support/examples";
import { RulesInputError } from "../../src/core/errors";
import { RULESET_IDS } from "../../src/core/ruleset-id";

describe("the view registry", () => {
  test.each(implementedRulesets())("%s has scenario rules, odds and a view", (id) => {
    const ruleset = rulesetFor(id);
    expect(typeof ruleset?.scenario.playStep).toBe("function");
    expect(typeof ruleset?.odds).toBe("function");
    expect(requireRulesetView(id, "$.ruleset").id).toBe(id);
  });

  test("all five rulesets play scenarios; an id that is not a ruleset is refused with the scenario's path", () => {
    expect([...implementedRulesets()].sort()).toEqual([...RULESET_IDS].sort());
    expect(() => playScenario(readScenario({ ...readJson<Record<string, unknown>>("examples/banks/full-cover.json"), ruleset: "constructor" }))).toThrow(RulesInputError);
  });

  test("no shared scenario file compares a ruleset id", () => {
    for (const file of ["src/view/scenario-player.ts", "src/cli/odds-command.ts", "src/cli/run-command.ts", "src/core/encounter/runner.ts", "src/core/encounter/table.ts"]) {
      expect(readFileSync(join(repoRoot, file), "utf8"), file).not.toMatch(/ruleset\s*[!=]==?\s*["']/);
    }
  });
});
