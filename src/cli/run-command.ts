import type { Scenario } from "../core/encounter";
import { type LangDictionary, formatText } from "../view/i18n";
import { playScenario } from "../view/scenario-player";
import type { Output } from "./main";

/** `fray run`: the readable log, or with --json one object per step. */
export function runCommand(scenario: Scenario, options: { json: boolean; lang: LangDictionary }, io: Output): void {
  const played = playScenario(scenario);
  if (options.json) {
    const steps = played.steps.map((s) => ({ index: s.index, type: s.type, ...(s.outcome as object) }));
    io.out(JSON.stringify({ title: scenario.title, ruleset: scenario.ruleset, seed: scenario.seed, steps }, null, 2));
    return;
  }
  if (scenario.title) io.out(scenario.title);
  for (const step of played.steps) {
    io.out("");
    io.out(`Step ${step.index} (${step.type})`);
    for (const line of step.log) io.out(`  ${formatText(options.lang, line)}`);
  }
}
