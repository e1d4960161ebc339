/**
 * `fray odds` for a banks scenario: the exact odds of the attack in one step (rules/banks.md
 * §5.2 through `poolOdds`), against the table as the earlier steps left it — the pool after
 * recoil and cover, and the threshold after the defender's bid.
 */
import { RulesInputError } from "../errors";
import { Fraction } from "../odds";
import { createRng } from "../random";
import { type PoolOdds, addToFirst, formatDamageCode, parseDamageCode, poolOdds } from "../banks";
import { prepareAttack } from "./banks-attack";
import type { PoolRecord, ThresholdRecord } from "./banks-records";
import { banksScenarioRules } from "./banks-steps";
import { actorById, weaponById } from "./banks-table";
import { runScenario } from "./runner";
import type { Scenario } from "./scenario";

export interface BanksOddsRow {
  /** Net hits of a success, or null for a miss. */
  readonly net: number | null;
  /** The damage code dealt with these net hits (null on a miss). */
  readonly code: string | null;
  readonly probability: Fraction;
}

export interface BanksStepOdds {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly pool: PoolRecord;
  readonly threshold: ThresholdRecord;
  readonly gr: number;
  readonly odds: PoolOdds;
  /** The miss first, then every net-hit count: the probabilities sum to 1. */
  readonly rows: readonly BanksOddsRow[];
}

export function banksStepOdds(scenario: Scenario, stepIndex: number): BanksStepOdds {
  const path = `$.steps[${stepIndex}]`;
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= scenario.steps.length) {
    throw new RulesInputError("scenario.invalid", "--step", `--step ${stepIndex}: the scenario has steps 0 to ${scenario.steps.length - 1}`);
  }
  const { table } = runScenario({ ...scenario, steps: scenario.steps.slice(0, stepIndex) }, banksScenarioRules);
  const step = banksScenarioRules.readStep(table, scenario.steps[stepIndex] ?? {}, path);
  if (step.type !== "attack") throw new RulesInputError("scenario.invalid", `${path}.type`, `${path} is a ${step.type} step; odds are for attack steps`);
  // Nothing before the roll is random; the generator only serves the policy's signature.
  const prep = prepareAttack(table, step, createRng(scenario.seed));
  const attacker = actorById(prep.table, step.actor);
  const weapon = weaponById(prep.table, attacker, step.weapon);
  const odds = poolOdds(prep.pool.size, prep.threshold.threshold, prep.gr);
  const base = parseDamageCode(weapon.weapon.code);
  const rows: BanksOddsRow[] = [
    { net: null, code: null, probability: Fraction.ONE.sub(odds.success) },
    ...odds.net.entries().map(([net, probability]) => ({ net, code: formatDamageCode(addToFirst(base, net)), probability })),
  ];
  return { attacker: attacker.name, target: actorById(prep.table, step.target).name, weapon: weapon.name, pool: prep.pool, threshold: prep.threshold, gr: prep.gr, odds, rows };
}

/** Plain JSON for `fray odds --json`: fractions as text and as numbers. */
export function banksOddsRecord(o: BanksStepOdds): Record<string, unknown> {
  const p = (f: Fraction) => ({ probability: f.toString(), p: f.toNumber() });
  return {
    attacker: o.attacker,
    target: o.target,
    weapon: o.weapon,
    pool: o.pool,
    threshold: o.threshold,
    gr: o.gr,
    success: p(o.odds.success),
    critical: p(o.odds.critical),
    glitch: p(o.odds.glitch),
    rows: o.rows.map((r) => ({ net: r.net, code: r.code, ...p(r.probability) })),
  };
}
