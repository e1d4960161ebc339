/**
 * `fray odds`: the exact odds of the attack in one step of a trauma scenario, against the
 * table as the earlier steps left it (Vim, perk hands).
 */
import { RulesInputError } from "../../errors";
import { type Scenario, scenarioStep } from "../../encounter";
import { type AttackOdds, attackOdds } from "../attack-odds";
import { traumaScenarioRules } from "./rules";

export interface StepOdds {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly withoutPerks: AttackOdds;
  /** Only when the attacker holds Perk Cards. */
  readonly withPerks: AttackOdds | null;
}

export function traumaStepOdds(scenario: Scenario, stepIndex: number): StepOdds {
  const { table, step, path } = scenarioStep(scenario, stepIndex, traumaScenarioRules);
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

/** One table of odds as plain JSON: fractions as text and as numbers. */
export interface AttackOddsRecord {
  readonly targetDifficulty: number;
  readonly cardsDrawn: number;
  readonly perks: AttackOdds["perks"];
  readonly margins: readonly { readonly margin: number; readonly outcome: string; readonly spreadPercent: number | null; readonly probability: string; readonly p: number }[];
  readonly success: string;
  readonly hit: string;
  readonly finalTrauma: readonly { readonly trauma: number; readonly probability: string; readonly p: number }[];
  readonly expectedFinalTrauma: string;
  readonly resistance: AttackOdds["resistance"];
}

export type TraumaOddsRecord = {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly withoutPerks: AttackOddsRecord;
  readonly withPerks: AttackOddsRecord | null;
};

function plain(o: AttackOdds): AttackOddsRecord {
  return {
    targetDifficulty: o.targetDifficulty,
    cardsDrawn: o.cardsDrawn,
    perks: o.perks,
    margins: o.margins.map((m) => ({ ...m, probability: m.probability.toString(), p: m.probability.toNumber() })),
    success: o.success.toString(),
    hit: o.hit.toString(),
    finalTrauma: o.finalTrauma.entries().map(([trauma, p]) => ({ trauma, probability: p.toString(), p: p.toNumber() })),
    expectedFinalTrauma: o.expectedFinalTrauma.toString(),
    resistance: o.resistance,
  };
}

/** Plain JSON for `fray odds --json` (and what the view words). */
export function traumaOddsRecord(odds: StepOdds): TraumaOddsRecord {
  return { attacker: odds.attacker, target: odds.target, weapon: odds.weapon, withoutPerks: plain(odds.withoutPerks), withPerks: odds.withPerks && plain(odds.withPerks) };
}
