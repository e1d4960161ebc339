/**
 * The three Stress tracks (docs/rules/slots.md §5.10, §5.11): (v:X) stress checks, Activation and
 * Upkeep stress, Agony, and the burnout each track causes on reaching 10 — Strained, Seizure,
 * Lost Voice. Burnout rolls are inputs, like every roll.
 */
import { RulesInputError } from "../errors";
import { Fraction } from "../odds";
import { type StressCost, STRESS_KINDS } from "./item";
import { field, optionalCount, requireNatural, requireOneOf, requireRecord, requireWhole } from "./shape";
import { LIMITS, STRESS_TRACKS, type SlotsActor, type SlotsActorPatch, type StressTrack, holdsDuring, maxHpOf } from "./state";
import { validateSlotsActor } from "./state-validation";

export const BURNOUT_DIE: Readonly<Record<StressTrack, number>> = { physical: 4, mental: 6, vocal: 10 };
/** SEED: Agony is −4 on stress checks, or +1 Stress on a static activation. */
export const AGONY_PENALTY = 4;

/** §5.10 `stressCheck`: +1 iff the natural, less Agony's 4, is at most 1 (DECISION §8.10). */
export function stressCheckGain(natural: number, agony: boolean): number {
  return natural - (agony ? AGONY_PENALTY : 0) <= 1 ? 1 : 0;
}

/** The stress an effect adds at activation: a check, or Activation n (+1 with Agony); Upkeep stress comes later (§5.9 step 5). */
export function activationGain(cost: StressCost, natural: number | undefined, agony: boolean): number {
  if (cost.kind === "variable") return stressCheckGain(natural ?? 2, agony);
  if (cost.kind === "activation") return cost.n + (agony ? 1 : 0);
  return 0;
}

export interface StressResult {
  readonly track: StressTrack;
  readonly gained: number;
  readonly stress: number;
  /** The track reached 10 just now (never a second time while it stays at 10). */
  readonly burnout: boolean;
  /** Mental and Vocal burnouts cancel the effect (DECISION §8.11); Strained lets it act. */
  readonly activates: boolean;
  readonly hpLost: number;
  /** Rounds of Seizure or Mute, or days Strained, the burnout roll gave. */
  readonly burnoutLength: number | null;
}

/** Whether the track's burnout keeps its effects from being used (Mind Fog, Mute). */
export function trackBlocked(actor: SlotsActor, track: StressTrack, round: number): boolean {
  if (track === "mental") return holdsDuring(actor.burnout.seizure, round) || holdsDuring(actor.burnout.mindFog, round);
  if (track === "vocal") return holdsDuring(actor.burnout.mute, round);
  return false;
}

/**
 * §5.10 `addStress` and §5.11 on trusted input. `burnoutNatural` is the (v:4)/(v:6)/(v:10) roll,
 * needed only when the track reaches 10 (`check.badNatural` if it is missing then).
 */
export function addStressOf(actor: SlotsActor, track: StressTrack, gained: number, round: number, burnoutNatural: number | undefined): { result: StressResult; patch: SlotsActorPatch } {
  const old = actor.stress[track];
  const stress = Math.min(LIMITS.stress, old + gained);
  const burnout = old < LIMITS.stress && stress === LIMITS.stress;
  const base = { track, gained, stress, burnout };
  const patch: SlotsActorPatch = { stress: { [track]: stress } };
  if (!burnout) return { result: { ...base, activates: true, hpLost: 0, burnoutLength: null }, patch };
  const length = requireNatural(BURNOUT_DIE[track], burnoutNatural, "burnoutNatural");
  if (track === "physical") {
    const hpLost = Math.min(actor.hp, Math.floor((maxHpOf(actor) * 20) / 100));
    return { result: { ...base, activates: true, hpLost, burnoutLength: length }, patch: { ...patch, hp: actor.hp - hpLost, burnout: { strainedDays: length } } };
  }
  if (track === "mental") {
    return { result: { ...base, activates: false, hpLost: actor.hp, burnoutLength: length }, patch: { ...patch, hp: 0, prone: true, burnout: { seizure: { startRound: round, rounds: length } } } };
  }
  return { result: { ...base, activates: false, hpLost: 0, burnoutLength: length }, patch: { ...patch, burnout: { mute: { startRound: round, rounds: length } } } };
}

export interface EffectStress extends StressResult {
  /** Strained (§5.11): HP lost and a day added for using a physical-stress effect. */
  readonly strainedHp: number;
}

/**
 * Activating an effect that costs Stress (§5.10, §5.11), in Full Round `round`: Strained costs 10 %
 * of max HP and a day first; the stress check or Activation follows; a burnout may cancel the effect.
 */
export function effectStressOf(actor: SlotsActor, cost: StressCost, rolls: { natural?: number; burnout?: number }, round: number): { result: EffectStress; patch: SlotsActorPatch } {
  if (trackBlocked(actor, cost.track, round)) throw new RulesInputError("stress.blocked", "cost.track", `The ${cost.track} track is burnt out: its effects cannot be used now`);
  const natural = cost.kind === "variable" ? requireNatural(cost.n, rolls.natural, "natural") : undefined;
  let state = actor;
  let strainedHp = 0;
  let strainPatch: SlotsActorPatch = {};
  if (cost.track === "physical" && actor.burnout.strainedDays > 0) {
    strainedHp = Math.min(actor.hp, Math.floor((maxHpOf(actor) * 10) / 100));
    const strainedDays = Math.min(LIMITS.days, actor.burnout.strainedDays + 1);
    strainPatch = { hp: actor.hp - strainedHp, burnout: { strainedDays } };
    state = { ...actor, hp: actor.hp - strainedHp, burnout: { ...actor.burnout, strainedDays } };
  }
  const { result, patch } = addStressOf(state, cost.track, activationGain(cost, natural, actor.agony), round, rolls.burnout);
  const burnout = { ...(strainPatch.burnout ?? {}), ...(patch.burnout ?? {}) };
  return { result: { ...result, hpLost: result.hpLost + strainedHp, strainedHp }, patch: { ...strainPatch, ...patch, burnout } };
}

function readCost(value: unknown, path: string): StressCost {
  const c = requireRecord(value, path, "input.invalid");
  const kind = requireOneOf(field(c, "kind"), STRESS_KINDS, `${path}.kind`, "input.invalid");
  return {
    track: requireOneOf(field(c, "track"), STRESS_TRACKS, `${path}.track`, "input.invalid"),
    kind,
    n: requireWhole(field(c, "n"), `${path}.n`, "state.outOfRange", kind === "variable" ? { min: 1, max: 1000 } : { min: 0, max: LIMITS.stress }),
  };
}

/** The checked entry point: `{ actor, cost, round, natural?, burnout? }`. */
export function activateStress(input: unknown): { result: EffectStress; patch: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  const actor = validateSlotsActor(field(i, "actor"), "actor");
  const cost = readCost(field(i, "cost"), "cost");
  const round = requireWhole(field(i, "round"), "round", "state.outOfRange", { min: 0, max: LIMITS.round });
  const natural = optionalCount(field(i, "natural"), "natural", "check.badNatural", 1000);
  const burnout = optionalCount(field(i, "burnout"), "burnout", "check.badNatural", 10);
  return effectStressOf(actor, cost, { ...(natural === undefined ? {} : { natural }), ...(burnout === undefined ? {} : { burnout }) }, round);
}

/** §5.10 `stressCheck` checked: the stress a (v:X) natural adds (S-17). */
export function stressCheck(sides: unknown, natural: unknown, agony: unknown): number {
  const x = requireWhole(sides, "sides", "dice.badSides", { min: 1, max: 1000 });
  if (typeof agony !== "boolean") throw new RulesInputError("input.invalid", "agony", "agony must be true or false");
  return stressCheckGain(requireNatural(x, natural, "natural"), agony);
}

/** §5.10 exact odds that a (v:X) Stress check adds Stress: naturals up to 1 (up to 5 in Agony) out of X. */
export function stressGainOddsOf(sides: number, agony: boolean): Fraction {
  return Fraction.of(Math.min(sides, 1 + (agony ? AGONY_PENALTY : 0)), sides);
}

/** Checked: the chance a (v:X) Stress check adds Stress, for the roll dialog and `fray odds`. */
export function stressCheckOdds(sides: unknown, agony: unknown): Fraction {
  const x = requireWhole(sides, "sides", "dice.badSides", { min: 1, max: 1000 });
  if (typeof agony !== "boolean") throw new RulesInputError("input.invalid", "agony", "agony must be true or false");
  return stressGainOddsOf(x, agony);
}
