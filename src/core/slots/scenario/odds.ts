/**
 * `fray odds` for a slots scenario (docs/rules/slots.md §4, §5.10): the exact odds of an attack step
 * — hit, Half-Hit and miss on (v:20) + Accuracy against Evasion, the damage each would deal, and
 * the chance its (v:X) Stress check adds Stress — or of an ability step's Stress check.
 */
import { RulesInputError } from "../../errors";
import { type Scenario, scenarioStep } from "../../encounter";
import { Distribution, type Fraction } from "../../odds";
import type { OddsRecord } from "../../ruleset";
import { accuracyOddsOf, evasionOf } from "../accuracy";
import { typedDamageOf } from "../damage";
import type { SlotsItem } from "../item";
import { weaponDamageOf } from "../potency";
import type { SlotsActor } from "../state";
import { stressGainOddsOf } from "../stress";
import { slotsScenarioRules } from "./rules";
import { actorById } from "./table";
import { table as generic } from "../../encounter";

export type ProbabilityRecord = { readonly probability: string; readonly p: number };
const p = (f: Fraction): ProbabilityRecord => ({ probability: f.toString(), p: f.toNumber() });

export interface StressOddsRecord {
  readonly track: string;
  readonly sides: number;
  readonly agony: boolean;
  readonly gain: ProbabilityRecord;
}

export type SlotsOddsRecord = {
  readonly kind: "attack" | "ability";
  readonly actor: string;
  readonly item: string;
  readonly target: string | null;
  readonly accuracy: number | null;
  readonly evasion: number | null;
  readonly hit: ProbabilityRecord | null;
  readonly halfHit: ProbabilityRecord | null;
  readonly miss: ProbabilityRecord | null;
  /** The damage a full hit deals after the target's multipliers: each value with its chance given a hit. */
  readonly damage: readonly ({ readonly dealt: number } & ProbabilityRecord)[];
  readonly stress: StressOddsRecord | null;
};

function stressOdds(actor: SlotsActor, item: SlotsItem): StressOddsRecord | null {
  const cost = item.stress;
  if (cost === null || cost.kind !== "variable") return null;
  return { track: cost.track, sides: cost.n, agony: actor.agony, gain: p(stressGainOddsOf(cost.n, actor.agony)) };
}

function damageOdds(attacker: SlotsActor, target: SlotsActor, item: SlotsItem, construct: boolean): ({ dealt: number } & ProbabilityRecord)[] {
  const type = item.types[0] ?? "striking";
  const dealt = (raw: number): number => typedDamageOf(target, raw, { damageType: type, targetIsConstruct: construct, erosion: item.erosion });
  const faces = item.damage.die === 0 ? [item.damage.flat] : Array.from({ length: item.damage.die }, (_, i) => weaponDamageOf(i + 1, attacker.strength, item.damage.potency, item.damage.flat));
  return Distribution.uniform(faces.map(dealt))
    .entries()
    .map(([value, chance]) => ({ dealt: value, ...p(chance) }));
}

export function slotsStepOdds(scenario: Scenario, stepIndex: number): OddsRecord {
  const { table, step, path } = scenarioStep(scenario, stepIndex, slotsScenarioRules);
  if (step.type !== "attack" && step.type !== "ability") throw new RulesInputError("scenario.invalid", `${path}.type`, `${path} is a ${step.type} step; odds are for attack and ability steps`);
  const actor = actorById(table, step.actor);
  const found = generic.weaponById(table, actor, step.item);
  if (step.type === "ability") {
    const stress = stressOdds(actor.state, found.weapon);
    if (stress === null) throw new RulesInputError("scenario.invalid", `${path}.item`, `${path}: ${found.name} makes no (v:X) Stress check, so nothing is left to chance`);
    const record: SlotsOddsRecord = { kind: "ability", actor: actor.name, item: found.name, target: null, accuracy: null, evasion: null, hit: null, halfHit: null, miss: null, damage: [], stress };
    return record;
  }
  const target = actorById(table, step.target);
  const evasion = evasionOf(target.state);
  const odds = accuracyOddsOf(actor.state.accuracy, evasion);
  const record: SlotsOddsRecord = {
    kind: "attack",
    actor: actor.name,
    item: found.name,
    target: target.name,
    accuracy: actor.state.accuracy,
    evasion,
    hit: p(odds.hit),
    halfHit: p(odds.halfHit),
    miss: p(odds.miss),
    damage: damageOdds(actor.state, target.state, found.weapon, step.construct),
    stress: stressOdds(actor.state, found.weapon),
  };
  return record;
}
