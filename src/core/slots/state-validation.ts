/**
 * Checks a whole `system.slots` actor state (docs/rules/slots.md §3.1, §6): a wrong shape is
 * `actor.invalid`, a value outside its range `state.outOfRange`.
 */
import { RulesInputError } from "../errors";
import { field, requireBool, requireCount, requireList, requireOneOf, requireRecord, requireText, requireWhole } from "./shape";
import {
  type Duration,
  LIMITS,
  MAIM_KINDS,
  PHASES,
  SIDES,
  SLOW_FRACTIONS,
  STRESS_TRACKS,
  type SlotsActor,
  maxHpOf,
} from "./state";

const INVALID = "actor.invalid";
const RANGE = "state.outOfRange";

/** Damage type names: lower-case words, so a key is never `__proto__` or an accident. */
export const DAMAGE_TYPE_NAME = /^[a-z][a-z-]{0,31}$/;

function ranged(value: unknown, path: string, range: { min: number; max: number } | number): number {
  return typeof range === "number" ? requireWhole(value, path, RANGE, { min: 0, max: range }) : requireWhole(value, path, RANGE, range);
}

export function validateDuration(value: unknown, path: string, code = INVALID): Duration {
  const d = requireRecord(value, path, code);
  requireCount(field(d, "startRound"), `${path}.startRound`, RANGE, LIMITS.round);
  requireCount(field(d, "rounds"), `${path}.rounds`, RANGE, LIMITS.rounds);
  return d as Duration;
}

function nullableDuration(value: unknown, path: string): void {
  if (value !== null) validateDuration(value, path);
}

/** Weakness or resistance per damage type: multipliers 1–10 (§5.7 step 2). */
export function validateMultipliers(value: unknown, path: string): Record<string, number> {
  const record = requireRecord(value, path, INVALID);
  const keys = Object.keys(record);
  if (keys.length > LIMITS.listLength) throw new RulesInputError(RANGE, path, `${path} lists more than ${LIMITS.listLength} damage types`);
  for (const key of keys) {
    if (!DAMAGE_TYPE_NAME.test(key)) throw new RulesInputError(INVALID, `${path}.${key}`, `${path}: "${key}" is not a damage type name`);
    requireWhole(record[key], `${path}.${key}`, RANGE, { min: 1, max: LIMITS.multiplier });
  }
  return record as Record<string, number>;
}

function validateMaim(value: unknown, path: string): void {
  const m = requireRecord(value, path, INVALID);
  requireOneOf(field(m, "kind"), MAIM_KINDS, `${path}.kind`, INVALID);
  requireText(field(m, "part"), `${path}.part`, INVALID, 40);
  const side = field(m, "side");
  if (side !== null) requireOneOf(side, SIDES, `${path}.side`, INVALID);
  nullableDuration(field(m, "bleedOut"), `${path}.bleedOut`);
}

function validateEffect(value: unknown, path: string): void {
  const e = requireRecord(value, path, INVALID);
  requireText(field(e, "id"), `${path}.id`, INVALID, 80);
  validateDuration(e, path);
  const stress = field(e, "upkeepStress");
  if (stress !== null) {
    const s = requireRecord(stress, `${path}.upkeepStress`, INVALID);
    requireOneOf(field(s, "track"), STRESS_TRACKS, `${path}.upkeepStress.track`, INVALID);
    ranged(field(s, "n"), `${path}.upkeepStress.n`, LIMITS.stress);
  }
  ranged(field(e, "hot"), `${path}.hot`, LIMITS.counters);
  ranged(field(e, "dot"), `${path}.dot`, LIMITS.counters);
}

function validateBurnout(value: unknown, path: string): void {
  const b = requireRecord(value, path, INVALID);
  ranged(field(b, "strainedDays"), `${path}.strainedDays`, LIMITS.days);
  ranged(field(b, "nearMuteHours"), `${path}.nearMuteHours`, LIMITS.hours);
  for (const key of ["seizure", "mindFog", "mute"]) nullableDuration(field(b, key), `${path}.${key}`);
}

/** Returns the state typed, or throws with the path of the first bad field, e.g. "actor.agility". */
export function validateSlotsActor(value: unknown, path = "actor"): SlotsActor {
  const v = requireRecord(value, path, INVALID);
  const at = (key: string): unknown => field(v, key);
  for (const key of ["isPlayer", "agony", "vulnerableByEffect", "dead", "prone"]) requireBool(at(key), `${path}.${key}`, INVALID);
  // Read before constructs were marked, a state without the key is a living creature.
  if (at("construct") !== undefined) requireBool(at("construct"), `${path}.construct`, INVALID);
  const strength = ranged(at("strength"), `${path}.strength`, LIMITS.strength);
  const vitality = ranged(at("vitality"), `${path}.vitality`, { min: 1, max: LIMITS.vitality });
  ranged(at("agility"), `${path}.agility`, LIMITS.agility);
  ranged(at("awareness"), `${path}.awareness`, LIMITS.awareness);
  ranged(at("accuracy"), `${path}.accuracy`, LIMITS.accuracy);
  const hpBonus = ranged(at("hpBonus"), `${path}.hpBonus`, { min: -LIMITS.bonus, max: LIMITS.bonus });
  ranged(at("slotBonus"), `${path}.slotBonus`, { min: -LIMITS.slotBonus, max: LIMITS.slotBonus });
  ranged(at("hp"), `${path}.hp`, maxHpOf({ strength, vitality, hpBonus }));
  for (const key of ["actionSlots", "reservedSlots"]) ranged(at(key), `${path}.${key}`, LIMITS.slots);
  for (const key of ["stunDebt", "bleed", "hemorrhage"]) ranged(at(key), `${path}.${key}`, LIMITS.counters);
  ranged(at("lastUpkeepRound"), `${path}.lastUpkeepRound`, LIMITS.round);
  requireOneOf(at("phase"), PHASES, `${path}.phase`, INVALID);
  const slow = at("slow");
  if (slow !== null) {
    validateDuration(slow, `${path}.slow`);
    requireOneOf(field(requireRecord(slow, `${path}.slow`, INVALID), "fraction"), SLOW_FRACTIONS, `${path}.slow.fraction`, INVALID);
  }
  const stress = requireRecord(at("stress"), `${path}.stress`, INVALID);
  for (const track of STRESS_TRACKS) ranged(field(stress, track), `${path}.stress.${track}`, LIMITS.stress);
  validateBurnout(at("burnout"), `${path}.burnout`);
  const unconscious = at("unconscious");
  if (unconscious !== null) ranged(field(requireRecord(unconscious, `${path}.unconscious`, INVALID), "hoursLeft"), `${path}.unconscious.hoursLeft`, LIMITS.hours);
  requireList(at("maims"), `${path}.maims`, RANGE, LIMITS.listLength).forEach((m, i) => validateMaim(m, `${path}.maims[${i}]`));
  requireList(at("effects"), `${path}.effects`, RANGE, LIMITS.listLength).forEach((e, i) => validateEffect(e, `${path}.effects[${i}]`));
  validateMultipliers(at("weakness"), `${path}.weakness`);
  validateMultipliers(at("resistance"), `${path}.resistance`);
  const armor = at("armor");
  if (armor !== null) {
    const a = requireRecord(armor, `${path}.armor`, INVALID);
    const max = ranged(field(a, "maxDurability"), `${path}.armor.maxDurability`, LIMITS.durability);
    ranged(field(a, "durability"), `${path}.armor.durability`, max);
  }
  const multi = at("multiRound");
  if (multi !== null) {
    const m = requireRecord(multi, `${path}.multiRound`, INVALID);
    requireText(field(m, "actionId"), `${path}.multiRound.actionId`, INVALID, 80);
    const needed = ranged(field(m, "slotsNeeded"), `${path}.multiRound.slotsNeeded`, LIMITS.slots);
    ranged(field(m, "slotsSpent"), `${path}.multiRound.slotsSpent`, needed);
    ranged(field(m, "startRound"), `${path}.multiRound.startRound`, LIMITS.round);
  }
  return value as SlotsActor;
}

/** §6 `actor.dead`: a dead actor asked to act. */
export function requireAlive(actor: SlotsActor, path: string): void {
  if (actor.dead) throw new RulesInputError("actor.dead", `${path}.dead`, "A dead character cannot act");
}
