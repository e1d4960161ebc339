/**
 * Upkeep at the end of every Full Round (docs/rules/slots.md §5.9): bleed and hemorrhage counters,
 * damage and healing over time, Upkeep stress, and the countdown of every duration with the
 * follow-ups of burnouts (Seizure → Mind Fog → Mental 9; Mute → Vocal 9 and Near Mute) and the
 * bleed-out of a dismemberment. Keyed by round: the same Upkeep twice changes nothing.
 */
import { field, optionalCount, requireRecord, requireWhole } from "./shape";
import {
  type Burnout,
  type Duration,
  LIMITS,
  type Maim,
  type SlotsActor,
  type SlotsActorPatch,
  type StressTrack,
  type TimedEffect,
  holdsDuring,
  isVulnerable,
  maxHpOf,
  roundsLeft,
} from "./state";
import { validateSlotsActor } from "./state-validation";
import { type StressResult, addStressOf } from "./stress";

/** SEED: Mind Fog lasts 6 Full Rounds after a Seizure; a burnt-out track then drops back to 9. */
export const MIND_FOG_ROUNDS = 6;
export const AFTER_BURNOUT_STRESS = 9;
export const NEAR_MUTE_HOURS = 1;

/** The burnout rolls an Upkeep may need if Upkeep stress reaches 10: (v:4), (v:6), (v:10). */
export type BurnoutRolls = Partial<Record<StressTrack, number>>;

export interface UpkeepResult {
  /** false when this round's Upkeep had already run for the actor (nothing changed). */
  readonly ran: boolean;
  readonly bleedDamage: number;
  readonly hemorrhageDamage: number;
  readonly dotDamage: number;
  readonly healed: number;
  readonly hp: number;
  readonly vulnerable: boolean;
  readonly died: boolean;
  readonly bleed: number;
  readonly hemorrhage: number;
  readonly stress: readonly StressResult[];
  readonly expired: readonly string[];
  /** Burnout stages that ended: "seizure", "mindFog", "mute". */
  readonly ended: readonly string[];
}

const end = (d: Duration): number => d.startRound + d.rounds;

/** §5.9 step 6: burnout stages that end by `round`, chained from the round each really ended. */
function burnoutCountdown(b: Burnout, stress: SlotsActor["stress"], round: number): { burnout: Burnout; stress: SlotsActor["stress"]; ended: string[] } {
  let burnout = b;
  let tracks = stress;
  const ended: string[] = [];
  if (burnout.seizure !== null && roundsLeft(burnout.seizure, round) === 0) {
    burnout = { ...burnout, seizure: null, mindFog: { startRound: end(burnout.seizure), rounds: MIND_FOG_ROUNDS } };
    ended.push("seizure");
  }
  if (burnout.mindFog !== null && roundsLeft(burnout.mindFog, round) === 0) {
    burnout = { ...burnout, mindFog: null };
    tracks = { ...tracks, mental: AFTER_BURNOUT_STRESS };
    ended.push("mindFog");
  }
  if (burnout.mute !== null && roundsLeft(burnout.mute, round) === 0) {
    burnout = { ...burnout, mute: null, nearMuteHours: NEAR_MUTE_HOURS };
    tracks = { ...tracks, vocal: AFTER_BURNOUT_STRESS };
    ended.push("mute");
  }
  return { burnout, stress: tracks, ended };
}

/** §5.9 on trusted input, for the Upkeep ending Full Round `round`. */
export function upkeepOf(actor: SlotsActor, round: number, rolls: BurnoutRolls): { result: UpkeepResult; patch: SlotsActorPatch } {
  const still = { bleedDamage: 0, hemorrhageDamage: 0, dotDamage: 0, healed: 0, hp: actor.hp, vulnerable: isVulnerable(actor), died: false, bleed: actor.bleed, hemorrhage: actor.hemorrhage, stress: [], expired: [], ended: [] };
  if (actor.lastUpkeepRound >= round) return { result: { ...still, ran: false }, patch: {} };
  if (actor.dead) return { result: { ...still, ran: true }, patch: { lastUpkeepRound: round } };
  const live = actor.effects.filter((e) => holdsDuring(e, round));
  const bleedDamage = actor.bleed;
  const hemorrhageDamage = 3 * actor.hemorrhage;
  const dotDamage = live.reduce((sum, e) => sum + e.dot, 0);
  const heal = live.reduce((sum, e) => sum + e.hot, 0);
  const dmg = bleedDamage + hemorrhageDamage + dotDamage;
  // DECISION §8.7: damage over time makes a character Vulnerable at 0 HP and kills one already there.
  let dead = actor.hp === 0 && dmg > 0;
  let hp = Math.max(0, actor.hp - dmg);
  const healed = dead ? 0 : Math.min(maxHpOf(actor) - hp, heal);
  hp += healed;
  let state: SlotsActor = { ...actor, hp, bleed: actor.bleed - Math.floor(actor.bleed / 2), hemorrhage: Math.max(0, actor.hemorrhage - 1) };
  const stress: StressResult[] = [];
  const cancelled = new Set<TimedEffect>();
  for (const effect of live) {
    if (effect.upkeepStress === null || dead) continue;
    const { track, n } = effect.upkeepStress;
    const { result, patch } = addStressOf(state, track, n, round, rolls[track]);
    state = { ...state, hp: patch.hp ?? state.hp, prone: patch.prone ?? state.prone, stress: { ...state.stress, [track]: result.stress }, burnout: { ...state.burnout, ...patch.burnout } };
    stress.push(result);
    if (!result.activates) cancelled.add(effect);
  }
  const effects = state.effects.filter((e) => !cancelled.has(e) && roundsLeft(e, round) > 0);
  const expired = state.effects.filter((e) => !effects.includes(e)).map((e) => e.id);
  const slow = state.slow !== null && roundsLeft(state.slow, round) > 0 ? state.slow : null;
  const countdown = burnoutCountdown(state.burnout, state.stress, round);
  // §5.12: an untreated dismemberment bleeds out when its 24 Full Rounds have run.
  const bledOut = state.maims.some((m: Maim) => m.bleedOut !== null && roundsLeft(m.bleedOut, round) === 0);
  dead = dead || bledOut;
  const patch: SlotsActorPatch = {
    hp: state.hp,
    bleed: state.bleed,
    hemorrhage: state.hemorrhage,
    stress: countdown.stress,
    burnout: countdown.burnout,
    prone: state.prone,
    effects,
    slow,
    lastUpkeepRound: round,
    ...(dead ? { dead: true } : {}),
  };
  return {
    result: {
      ran: true,
      bleedDamage,
      hemorrhageDamage,
      dotDamage,
      healed,
      hp: state.hp,
      vulnerable: state.hp === 0 || actor.vulnerableByEffect,
      died: dead,
      bleed: state.bleed,
      hemorrhage: state.hemorrhage,
      stress,
      expired,
      ended: countdown.ended,
    },
    patch,
  };
}

/** §5.9 `upkeep(actor)` checked: `{ actor, round, rolls? }` with the burnout naturals Upkeep stress may need. */
export function upkeep(input: unknown): { result: UpkeepResult; patch: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  const actor = validateSlotsActor(field(i, "actor"), "actor");
  const round = requireWhole(field(i, "round"), "round", "state.outOfRange", { min: 1, max: LIMITS.round });
  const raw = field(i, "rolls");
  const r = raw === undefined ? {} : requireRecord(raw, "rolls", "input.invalid");
  const rolls: BurnoutRolls = {};
  for (const [track, sides] of [["physical", 4], ["mental", 6], ["vocal", 10]] as const) {
    const n = optionalCount(field(r, track), `rolls.${track}`, "check.badNatural", sides);
    if (n !== undefined) rolls[track] = n;
  }
  return upkeepOf(actor, round, rolls);
}
