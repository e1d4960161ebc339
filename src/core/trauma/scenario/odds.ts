/**
 * `fray odds`: the exact odds of the attack in one step of a trauma scenario, against the
 * table as the earlier steps left it (Vim, perk hands).
 */
import { RulesInputError } from "../errors";
import { type AttackOdds, attackOdds } from "../trauma";
import { runScenario } from "./runner";
import type { Scenario } from "./scenario";
import { traumaScenarioRules } from "./trauma-steps";

export interface StepOdds {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly withoutPerks: AttackOdds;
  /** Only when the attacker holds Perk Cards. */
  readonly withPerks: AttackOdds | null;
}

export function traumaStepOdds(scenario: Scenario, stepIndex: number): StepOdds {
  const path = `$.steps[${stepIndex}]`;
  if (stepIndex < 0 || stepIndex >= scenario.steps.length) {
    throw new RulesInputError("scenario.invalid", "--step", `--step ${stepIndex}: the scenario has steps 0 to ${scenario.steps.length - 1}`);
  }
  const { table } = runScenario({ ...scenario, steps: scenario.steps.slice(0, stepIndex) }, traumaScenarioRules);
  const step = traumaScenarioRules.readStep(table, scenario.steps[stepIndex] ?? {}, path);
  if (step.type !== "attack") throw new RulesInputError("scenario.invalid", `${path}.type`, `${path} is a ${step.type} step; odds are for attack steps`);
  const attacker = table.actors.find((a) => a.id === step.actor);
  const target = table.actors.find((a) => a.id === step.target);
  const found = [...(attacker?.weapons ?? []), ...table.items].find((w) => w.id === step.item);
  if (!attacker || !target || !found) throw new RulesInputError("scenario.unknownRef", path, `${path}: attacker, target or weapon not found`);
  const weapon = step.difficulty === undefined ? found.weapon : { ...found.weapon, difficulty: step.difficulty };
  const odds = (usePerks: boolean): AttackOdds => attackOdds({ attacker: attacker.state, target: target.state, weapon, usePerks });
  return {
    attacker: attacker.name,
    target: target.name,
    weapon: found.name,
    withoutPerks: odds(false),
    withPerks: attacker.state.perkHand.length > 0 ? odds(true) : null,
  };
}
