import type { RulesetId } from "../ruleset-id";
import { type AnyScenarioRules, unsupportedRuleset } from "./runner";
import { traumaScenarioRules } from "./trauma-steps";
import { banksScenarioRules } from "./banks-steps";

const SCENARIO_RULES: Partial<Record<RulesetId, AnyScenarioRules>> = {
  trauma: traumaScenarioRules,
  banks: banksScenarioRules,
};

/** The scenario rules of a ruleset, or a clear error for one that cannot play scenarios yet. */
export function scenarioRulesFor(ruleset: RulesetId): AnyScenarioRules {
  return SCENARIO_RULES[ruleset] ?? unsupportedRuleset(ruleset);
}
