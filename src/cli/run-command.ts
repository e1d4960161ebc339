import { type ScenarioProblem, type Scenario, describeProblem, runUntilFailure } from "../core/encounter";
import { requireRuleset } from "../core/rulesets";
import { type LangDictionary, formatText } from "../view/i18n";
import { requireRulesetView } from "../view/rulesets";

/** What a command prints, and the problem that stopped it part-way (then the exit code is 2). */
export interface CommandResult {
  readonly text: string;
  readonly problem: ScenarioProblem | null;
}

/**
 * `fray run`: the readable log, or with --json one object per step. A step that fails while
 * playing ends the run there: the steps before it are still printed (and with --json, an
 * `error` object beside them), so the log shows how the encounter got there.
 */
export function runCommand(scenario: Scenario, options: { json: boolean; lang: LangDictionary }): CommandResult {
  const { records, failure } = runUntilFailure(scenario, requireRuleset(scenario.ruleset, "$.ruleset").scenario);
  const problem = failure === null ? null : describeProblem(failure);
  if (options.json) {
    const steps = records.map((r) => ({ index: r.index, type: r.type, ...(r.outcome as object) }));
    const error = problem === null ? {} : { error: problem };
    return { text: JSON.stringify({ title: scenario.title, ruleset: scenario.ruleset, seed: scenario.seed, steps, ...error }, null, 2), problem };
  }
  const view = requireRulesetView(scenario.ruleset, "$.ruleset");
  const lines: string[] = scenario.title ? [scenario.title] : [];
  for (const record of records) {
    lines.push("", `Step ${record.index} (${record.type})`);
    for (const line of view.stepLog(record.outcome)) lines.push(`  ${formatText(options.lang, line)}`);
  }
  return { text: lines.join("\n"), problem };
}
