/**
 * `fray odds` for track scenarios (rules/track.md §5.3, §5.4): the exact chance of each wound
 * severity before the soak is rolled, for the purchase the step names and for every purchase the
 * pool allows. An attack step whose dice are not named also prices the attack roll (a miss).
 */
import { RulesInputError } from "../../errors";
import { type Scenario, readScenario, scenarioStep, table as generic } from "../../encounter";
import type { Distribution } from "../../odds";
import { woundPenalty } from "../state";
import { computeAttack, maxBoughtHits } from "../soak";
import { SEVERITY_ORDER, type SeverityKey, attackSeverityOdds, soakSeverityOdds } from "../odds";
import { soakPoolOf } from "./play-attack";
import { trackScenarioRules } from "./rules";

export interface SeverityRow {
  readonly severity: SeverityKey;
  readonly probability: string;
  readonly p: number;
}

export type TrackOddsRecord = {
  readonly target: string;
  readonly attacker: string | null;
  readonly weapon: string | null;
  readonly damageType: string;
  /** Known when the attack's dice are named (or for a hazard); null when the attack is priced too. */
  readonly damage: number | null;
  readonly attackPool: number | null;
  readonly threshold: number | null;
  readonly soakPool: number;
  readonly armorRating: number;
  readonly boughtHits: number;
  readonly rows: readonly SeverityRow[];
  readonly byPurchase: readonly { readonly boughtHits: number; readonly rows: readonly SeverityRow[] }[];
};

function rowsOf(d: Distribution<SeverityKey>): SeverityRow[] {
  return SEVERITY_ORDER.flatMap((severity) => {
    const p = d.probabilityOf(severity);
    return p.isZero() ? [] : [{ severity, probability: p.toString(), p: p.toNumber() }];
  });
}

export function trackStepOdds(scenario: Scenario, stepIndex: number): TrackOddsRecord {
  // Re-read, so a caller that skipped readScenario is refused cleanly rather than half-played.
  readScenario(scenario);
  const { table, step, path } = scenarioStep(scenario, stepIndex, trackScenarioRules);
  if (step.type !== "attack" && step.type !== "damage") {
    throw new RulesInputError("scenario.invalid", `${path}.type`, `${path} is a ${step.type} step; odds are for attack and damage steps`);
  }
  const target = generic.actorById(table, step.target);
  const attacker = step.type === "attack" ? generic.actorById(table, step.actor) : null;
  const weapon = attacker && step.type === "attack" ? generic.weaponById(table, attacker, step.item) : null;
  const category = weapon?.weapon.category ?? (step.type === "damage" ? step.category : "melee");
  const pool = soakPoolOf(target.state, category, step.extraSoakDice);
  const soakPool = pool.strength + pool.edge + pool.armorRating + pool.extraDice;
  let damage: number | null = step.type === "damage" ? step.damage : null;
  let attackPool: number | null = null;
  if (step.type === "attack" && attacker && weapon) {
    attackPool = Math.max(0, step.pool + (weapon.weapon.autofire ? 3 : 0) - woundPenalty(attacker.state));
    if (step.attackDice !== undefined) damage = computeAttack(step.attackDice.filter((d) => d >= 5).length, step.threshold, weapon.weapon.damage).damage;
  }
  const odds = (boughtHits: number): Distribution<SeverityKey> => {
    const base = { poolSize: soakPool, armorRating: pool.armorRating, boughtHits };
    if (damage !== null) return soakSeverityOdds({ ...base, damage });
    return attackSeverityOdds({ ...base, attackPool: attackPool ?? 0, threshold: step.type === "attack" ? step.threshold : 0, weaponDamage: weapon?.weapon.damage ?? 0 });
  };
  const purchases = Array.from({ length: maxBoughtHits(soakPool, pool.armorRating) + 1 }, (_, b) => b);
  return {
    target: target.name,
    attacker: attacker?.name ?? null,
    weapon: weapon?.name ?? null,
    damageType: weapon?.weapon.damageType ?? (step.type === "damage" ? step.damageType : "lethal"),
    damage,
    attackPool: damage === null ? attackPool : null,
    threshold: damage === null && step.type === "attack" ? step.threshold : null,
    soakPool,
    armorRating: pool.armorRating,
    boughtHits: step.boughtHits,
    rows: rowsOf(odds(step.boughtHits)),
    byPurchase: purchases.map((b) => ({ boughtHits: b, rows: rowsOf(odds(b)) })),
  };
}
