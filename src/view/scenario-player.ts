/**
 * Plays a scenario with its ruleset's rules and words every step with that ruleset's log. The
 * pairing is made once per ruleset, so rules and log agree on the record type without casts.
 * The CLI and the browser preview both play scenarios through here.
 */
import { type Scenario, type ScenarioRules, banksScenarioRules, runScenario, traumaScenarioRules } from "../core/encounter";
import { RulesInputError } from "../core/errors";
import type { RulesetId } from "../core/ruleset-id";
import type { Text } from "./i18n";
import { traumaStepLog } from "./trauma/step-log";
import { banksStepLog } from "./banks/step-log";

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

type Player = (scenario: Scenario) => PlayedScenario;

function player<T, S, O>(rules: ScenarioRules<T, S, O>, log: (outcome: O) => Text[]): Player {
  return (scenario) => {
    const { records } = runScenario(scenario, rules);
    return { steps: records.map((r) => ({ index: r.index, type: r.type, outcome: r.outcome, log: log(r.outcome) })) };
  };
}

const PLAYERS: Partial<Record<RulesetId, Player>> = {
  trauma: player(traumaScenarioRules, traumaStepLog),
  banks: player(banksScenarioRules, banksStepLog),
};

export function playScenario(scenario: Scenario): PlayedScenario {
  const play = PLAYERS[scenario.ruleset];
  if (!play) throw new RulesInputError("scenario.unsupported", "$.ruleset", `the ${scenario.ruleset} ruleset cannot play scenarios yet`);
  return play(scenario);
}
