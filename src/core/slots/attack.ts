/**
 * One attack or damaging ability (docs/rules/slots.md §4, §5.5, §5.7, §5.8, §5.10): pay its price,
 * pay its Stress (a burnout may cancel it), roll Accuracy against Evasion, deal (v:X&Potency)
 * damage through the target's multipliers, then inflict its counters. Rolls are inputs.
 */
import { applyPatch } from "../patch";
import { type AccuracyOutcome, accuracyOutcomeOf, evasionOf } from "./accuracy";
import { parseCost } from "./cost";
import { type DamageResult, damageOf, impactMaims } from "./damage";
import { impactMaimOf } from "./maim";
import { type EffectRolls, type EffectsResult, effectsOf } from "./effects";
import type { SlotsItem } from "./item";
import { weaponDamageOf } from "./potency";
import { type Payment, type SpendTime, paymentOf } from "./spend";
import { LIMITS, type Maim, type SlotsActor, type SlotsActorPatch } from "./state";
import { type EffectStress, effectStressOf } from "./stress";
import { requireNatural } from "./shape";

export interface AttackRolls extends EffectRolls {
  readonly accuracy: number;
  readonly damage?: number;
  readonly stress?: number;
  readonly burnout?: number;
  /** An Impact's (v:100) maim roll (§5.7 step 6) and the maim it inflicts when it succeeds. */
  readonly maim?: number;
  readonly impactMaim?: Omit<Maim, "bleedOut">;
}

export interface AttackResult {
  readonly payment: Payment;
  readonly stress: EffectStress | null;
  /** false when a Seizure or Lost Voice cancelled the effect before it acted. */
  readonly activated: boolean;
  readonly accuracyTotal: number | null;
  readonly evasion: number;
  readonly outcome: AccuracyOutcome | null;
  readonly damageType: string;
  readonly damage: DamageResult | null;
  readonly effects: EffectsResult | null;
  /** The maim an Impact inflicted on this target, or null. */
  readonly maimed: Maim | null;
}

export interface AttackInput {
  readonly attacker: SlotsActor;
  readonly target: SlotsActor;
  readonly item: SlotsItem;
  readonly rolls: AttackRolls;
  readonly time: SpendTime;
  readonly round: number;
  readonly targetIsConstruct: boolean;
  readonly accuracyBonus: number;
}

/** On trusted input (the scenario and the adapter read documents once, at the edge). */
export function attackOf(input: AttackInput): { result: AttackResult; attacker: SlotsActorPatch; target: SlotsActorPatch } {
  const { attacker, target, item, rolls } = input;
  const terms = { cost: parseCost(item.cost, "item.cost"), reservedAllowed: item.reservedAllowed, activePhaseOnly: item.activePhaseOnly };
  const paid = paymentOf(attacker, terms, input.time, "item.cost");
  let attackerPatch = paid.patch;
  let stress: EffectStress | null = null;
  if (item.stress !== null) {
    const s = effectStressOf(applyPatch(attacker, paid.patch), item.stress, { ...(rolls.stress === undefined ? {} : { natural: rolls.stress }), ...(rolls.burnout === undefined ? {} : { burnout: rolls.burnout }) }, input.round);
    stress = s.result;
    attackerPatch = { ...attackerPatch, ...s.patch };
  }
  const evasion = evasionOf(target);
  const damageType = item.types[0] ?? "striking";
  const base = { payment: paid.result, stress, evasion, damageType };
  if (stress !== null && !stress.activates) {
    return { result: { ...base, activated: false, accuracyTotal: null, outcome: null, damage: null, effects: null, maimed: null }, attacker: attackerPatch, target: {} };
  }
  const accuracyTotal = requireNatural(20, rolls.accuracy, "rolls.accuracy") + attacker.accuracy + input.accuracyBonus;
  const outcome = accuracyOutcomeOf(accuracyTotal, evasion);
  if (outcome === "miss") return { result: { ...base, activated: true, accuracyTotal, outcome, damage: null, effects: null, maimed: null }, attacker: attackerPatch, target: {} };
  const halfHit = outcome === "halfHit";
  const raw = item.damage.die === 0 ? item.damage.flat : weaponDamageOf(requireNatural(item.damage.die, rolls.damage, "rolls.damage"), attacker.strength, item.damage.potency, item.damage.flat);
  const dealt = damageOf(target, { raw, damageType, halfHit, aoe: item.aoe, mitigation: 0, targetIsConstruct: input.targetIsConstruct || target.construct === true, erosion: item.erosion });
  const hurt = applyPatch(target, dealt.patch);
  const effects = effectsOf(hurt, item.onHit, halfHit, rolls, input.round);
  const chance = dealt.result.maimChance;
  // §5.7 step 6: an unarmored victim of an Impact is maimed iff the (v:100) is at most the chance; the dead lose nothing more.
  const maims = chance !== null && !dealt.result.dead && rolls.maim !== undefined && rolls.impactMaim !== undefined && impactMaims(chance, rolls.maim);
  const affected = applyPatch(hurt, effects.patch);
  const room = affected.maims.length < LIMITS.listLength;
  const maimed = maims && room && rolls.impactMaim !== undefined ? impactMaimOf(affected, rolls.impactMaim, input.round) : null;
  return {
    result: { ...base, activated: true, accuracyTotal, outcome, damage: dealt.result, effects: effects.result, maimed: maimed?.result ?? null },
    attacker: attackerPatch,
    target: { ...dealt.patch, ...effects.patch, ...(maimed?.patch ?? {}) },
  };
}
