/**
 * `fray odds` for a banks scenario: the exact odds of the attack in one step (docs/rules/banks.md
 * §5.2 through `poolOdds`), against the table as the earlier steps left it — the pool as the
 * attack card would roll it, and the threshold after the defender's bid. A hit deals the net
 * hits and any Martial Momentum on the first damage value; a grapple deals no code.
 */
import { RulesInputError } from "../../errors";
import { Fraction } from "../../odds";
import { createRng } from "../../random";
import { type Scenario, scenarioStep } from "../../encounter";
import { addToFirst, formatDamageCode, parseDamageCode } from "../damage-code";
import { isGrappleAction } from "../flow/attack-card";
import { type PoolOdds, poolOdds } from "../pool-odds";
import { prepareAttack } from "./attack";
import type { PoolRecord, ThresholdRecord } from "./records";
import { banksScenarioRules } from "./rules";
import { actorById } from "./table";

export interface BanksOddsRow {
  /** Net hits of a success, or null for a miss. */
  readonly net: number | null;
  /** The damage code dealt with these net hits (null on a miss and for grapples). */
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
  const { table, step, path } = scenarioStep(scenario, stepIndex, banksScenarioRules);
  if (step.type !== "attack") throw new RulesInputError("scenario.invalid", `${path}.type`, `${path} is a ${step.type} step; odds are for attack steps`);
  // Nothing before the roll is random; the generator only serves the policy's signature.
  const prep = prepareAttack(table, step, createRng(scenario.seed));
  const odds = poolOdds(prep.pool.size, prep.threshold.threshold, prep.gr);
  const base = parseDamageCode(prep.card.weapon.profile.code);
  const grapple = isGrappleAction(step.action);
  const rows: BanksOddsRow[] = [
    { net: null, code: null, probability: Fraction.ONE.sub(odds.success) },
    ...odds.net.entries().map(([net, probability]) => ({ net, code: grapple ? null : formatDamageCode(addToFirst(base, net + (prep.momentum ?? 0))), probability })),
  ];
  return { attacker: actorById(prep.table, step.actor).name, target: actorById(prep.table, step.target).name, weapon: prep.card.weapon.name, pool: prep.pool, threshold: prep.threshold, gr: prep.gr, odds, rows };
}

/** A probability as plain JSON: the exact fraction as text, and as a number. */
export type ProbabilityRecord = { readonly probability: string; readonly p: number };

/** `fray odds --json` of a banks attack step (and what the view words). */
export type BanksOddsRecord = {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly pool: PoolRecord;
  readonly threshold: ThresholdRecord;
  readonly gr: number;
  readonly success: ProbabilityRecord;
  readonly critical: ProbabilityRecord;
  readonly glitch: ProbabilityRecord;
  readonly rows: readonly ({ readonly net: number | null; readonly code: string | null } & ProbabilityRecord)[];
};

/** Plain JSON for `fray odds --json`: fractions as text and as numbers. */
export function banksOddsRecord(o: BanksStepOdds): BanksOddsRecord {
  const p = (f: Fraction): ProbabilityRecord => ({ probability: f.toString(), p: f.toNumber() });
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
