import type { Scenario } from "../core/encounter";
import { requireRuleset } from "../core/rulesets";
import { type LangDictionary, formatText } from "../view/i18n";
import { requireRulesetView } from "../view/rulesets";
import type { CommandResult } from "./run-command";

/** `fray odds`: the exact odds table of one attack step, from the scenario's ruleset (core) and worded by its view. */
export function oddsCommand(scenario: Scenario, options: { json: boolean; lang: LangDictionary; step: number }): CommandResult {
  const odds = requireRuleset(scenario.ruleset, "$.ruleset").odds(scenario, options.step);
  if (options.json) return { text: JSON.stringify(odds, null, 2), problem: null };
  const lines = requireRulesetView(scenario.ruleset, "$.ruleset").oddsLines(odds, (t) => formatText(options.lang, t));
  return { text: lines.join("\n"), problem: null };
}
