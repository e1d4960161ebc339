/**
 * Damage effects (docs/rules/slots.md §5.8): Bleed and Hemorrhage counters, Exsanguination, Stun
 * debt, Agony, Frostbite and Slow. Half a Hit halves the counters it inflicts (§5.7 step 1).
 */
import { RulesInputError } from "../errors";
import { NO_ON_HIT, type OnHit } from "./item";
import { slowLoss } from "./phase";
import { field, optionalBool, optionalCount, requireNatural, requireOneOf, requireRecord, requireText, requireWhole } from "./shape";
import { LIMITS, SIDES, SLOW_FRACTIONS, type Side, type SlotsActor, type SlotsActorPatch, type SlowFraction } from "./state";
import { validateSlotsActor } from "./state-validation";

export interface EffectsResult {
  readonly bleedAdded: number;
  readonly hemorrhageAdded: number;
  /** Damage dealt at once by Exsanguination (2 per Bleed, 5 per Hemorrhage counter). */
  readonly exsanguination: number;
  readonly stun: number;
  readonly reservedLostToStun: number;
  readonly actionLostToStun: number;
  readonly reservedLostToSlow: number;
  readonly agony: boolean;
  readonly frostbite: string | null;
  readonly hp: number;
  readonly died: boolean;
}

export interface EffectRolls {
  /** The natural of Stunned (v:X). */
  readonly stun?: number;
  /** The limb Frostbite maims. */
  readonly frostbite?: { readonly part: string; readonly side: Side | null };
}

const cap = (n: number): number => Math.min(LIMITS.counters, n);

/** §5.8 on trusted input: `onHit` lands on `target` in Full Round `round`. */
export function effectsOf(target: SlotsActor, onHit: OnHit, halfHit: boolean, rolls: EffectRolls, round: number): { result: EffectsResult; patch: SlotsActorPatch } {
  const half = (n: number): number => (halfHit ? Math.floor(n / 2) : n);
  const bleedAdded = half(onHit.bleed);
  const hemorrhageAdded = half(onHit.hemorrhage);
  let bleed = cap(target.bleed + bleedAdded);
  let hemorrhage = cap(target.hemorrhage + hemorrhageAdded);
  let hp = target.hp;
  let dead = target.dead;
  let exsanguination = 0;
  if (onHit.exsanguinate) {
    // §5.8: 2 per Bleed and 5 per Hemorrhage counter removed, straight to HP (DECISION §8.7).
    exsanguination = 2 * bleed + 5 * hemorrhage;
    dead = dead || (hp === 0 && exsanguination > 0);
    hp = Math.max(0, hp - exsanguination);
    bleed = 0;
    hemorrhage = 0;
  }
  let reserved = target.reservedSlots;
  let action = target.actionSlots;
  let stunDebt = target.stunDebt;
  let stun = 0;
  let reservedLostToStun = 0;
  let actionLostToStun = 0;
  if (onHit.stunV > 0) {
    stun = half(requireNatural(onHit.stunV, rolls.stun, "rolls.stun"));
    // DECISION §8.4: "lose their next X Action Slots" takes the slots held now first — Reserved,
    // then Action Slots still unspent (an NPC's pool, or a character mid-phase) — the rest is debt.
    reservedLostToStun = Math.min(stun, reserved);
    reserved -= reservedLostToStun;
    actionLostToStun = Math.min(stun - reservedLostToStun, action);
    action -= actionLostToStun;
    stunDebt = cap(stunDebt + stun - reservedLostToStun - actionLostToStun);
  }
  let reservedLostToSlow = 0;
  let slow = target.slow;
  if (onHit.slow !== null && !halfHit) {
    reservedLostToSlow = slowLoss(reserved, onHit.slow.fraction);
    reserved -= reservedLostToSlow;
    slow = { fraction: onHit.slow.fraction, startRound: round, rounds: onHit.slow.rounds };
  }
  const frostbite = rolls.frostbite ?? null;
  const patch: SlotsActorPatch = {
    bleed,
    hemorrhage,
    hp,
    reservedSlots: reserved,
    actionSlots: action,
    stunDebt,
    slow,
    ...(dead ? { dead } : {}),
    ...(onHit.agony && !halfHit ? { agony: true } : {}),
    ...(frostbite === null ? {} : { maims: [...target.maims, { kind: "breakage", part: frostbite.part, side: frostbite.side, bleedOut: null }] }),
  };
  const result: EffectsResult = {
    bleedAdded,
    hemorrhageAdded,
    exsanguination,
    stun,
    reservedLostToStun,
    actionLostToStun,
    reservedLostToSlow,
    agony: onHit.agony && !halfHit,
    frostbite: frostbite === null ? null : `${frostbite.side === null ? "" : `${frostbite.side} `}${frostbite.part}`,
    hp,
    died: dead && !target.dead,
  };
  return { result, patch };
}

/** Reads an `onHit` written by a GM or a scenario: absent fields are none. */
export function readOnHit(value: unknown, path: string): OnHit {
  const o = requireRecord(value, path, "input.invalid");
  const count = (key: string): number => optionalCount(field(o, key), `${path}.${key}`, "damage.negative", LIMITS.counters) ?? 0;
  const slow = field(o, "slow");
  let readSlow: OnHit["slow"] = null;
  if (slow !== undefined && slow !== null) {
    const s = requireRecord(slow, `${path}.slow`, "input.invalid");
    readSlow = { fraction: requireOneOf(field(s, "fraction"), SLOW_FRACTIONS, `${path}.slow.fraction`, "input.invalid") as SlowFraction, rounds: requireWhole(field(s, "rounds"), `${path}.slow.rounds`, "damage.negative", { min: 0, max: LIMITS.rounds }) };
  }
  return {
    ...NO_ON_HIT,
    bleed: count("bleed"),
    hemorrhage: count("hemorrhage"),
    exsanguinate: optionalBool(field(o, "exsanguinate"), `${path}.exsanguinate`, "input.invalid"),
    stunV: optionalCount(field(o, "stunV"), `${path}.stunV`, "state.outOfRange", 100) ?? 0,
    agony: optionalBool(field(o, "agony"), `${path}.agony`, "input.invalid"),
    slow: readSlow,
    frostbite: optionalBool(field(o, "frostbite"), `${path}.frostbite`, "input.invalid"),
  };
}

export function readEffectRolls(value: unknown, path: string): EffectRolls {
  if (value === undefined) return {};
  const r = requireRecord(value, path, "input.invalid");
  const stun = optionalCount(field(r, "stun"), `${path}.stun`, "check.badNatural", 100);
  const fb = field(r, "frostbite");
  let frostbite: EffectRolls["frostbite"];
  if (fb !== undefined) {
    const f = requireRecord(fb, `${path}.frostbite`, "input.invalid");
    const side = field(f, "side");
    frostbite = { part: requireText(field(f, "part"), `${path}.frostbite.part`, "input.invalid", 40), side: side === undefined || side === null ? null : requireOneOf(side, SIDES, `${path}.frostbite.side`, "input.invalid") };
  }
  return { ...(stun === undefined ? {} : { stun }), ...(frostbite === undefined ? {} : { frostbite }) };
}

/** §5.8 checked: `{ target, onHit, halfHit?, rolls?, round }`. */
export function inflictEffects(input: unknown): { result: EffectsResult; patch: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  const target = validateSlotsActor(field(i, "target"), "target");
  const onHit = readOnHit(field(i, "onHit"), "onHit");
  const round = requireWhole(field(i, "round"), "round", "state.outOfRange", { min: 0, max: LIMITS.round });
  if (target.maims.length >= LIMITS.listLength && field(requireRecord(field(i, "rolls") ?? {}, "rolls", "input.invalid"), "frostbite") !== undefined) {
    throw new RulesInputError("state.outOfRange", "target.maims", "The target has as many maims as a character can hold");
  }
  return effectsOf(target, onHit, optionalBool(field(i, "halfHit"), "halfHit", "input.invalid"), readEffectRolls(field(i, "rolls"), "rolls"), round);
}
