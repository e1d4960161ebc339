/**
 * Plays a scenario with its ruleset's scenario rules (core registry) and words every step with
 * that ruleset's view (view registry). The CLI and the browser preview both play scenarios
 * through here; nothing here knows which rulesets exist.
 */
import { type Scenario, runScenario } from "../core/encounter";
import { requireRuleset } from "../core/rulesets";
import type { Text } from "./i18n";
import { requireRulesetView } from "./rulesets";

export interface PlayedStep {
  readonly index: number;
  readonly type: string;
  /** The ruleset's record of the step: plain JSON. */
  readonly outcome: unknown;
  readonly log: readonly Text[];
}

export interface PlayedScenario {
  readonly steps: readonly PlayedStep[];
}

export function playScenario(scenario: Scenario): PlayedScenario {
  const rules = requireRuleset(scenario.ruleset, "$.ruleset").scenario;
  const view = requireRulesetView(scenario.ruleset, "$.ruleset");
  const { records } = runScenario(scenario, rules);
  return { steps: records.map((r) => ({ index: r.index, type: r.type, outcome: r.outcome, log: view.stepLog(r.outcome) })) };
}
