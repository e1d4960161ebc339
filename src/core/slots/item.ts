/**
 * What an ability or weapon carries under `system.slots` (docs/rules/slots.md §3.2): its price,
 * whether Reserved Slots may pay it, its damage and damage types, the counters it inflicts and
 * the Stress it costs.
 */
import { RulesInputError } from "../errors";
import { parseCost } from "./cost";
import { field, requireBool, requireList, requireOneOf, requireRecord, requireWhole } from "./shape";
import { LIMITS, SLOW_FRACTIONS, STRESS_TRACKS, type SlowFraction, type StressTrack } from "./state";
import { DAMAGE_TYPE_NAME } from "./state-validation";

export const STRESS_KINDS = ["variable", "activation", "upkeep"] as const;
export type StressKind = (typeof STRESS_KINDS)[number];
/** "Physical Stress (v:20)" is `{ physical, variable, 20 }`; "Activation 2" `{ …, activation, 2 }`. */
export type StressCost = { track: StressTrack; kind: StressKind; n: number };

export const AREAS = ["none", "impact", "engulf"] as const;
export type Area = (typeof AREAS)[number];

/**
 * §5.8: what a hit inflicts besides damage. `stunV` is X of Stunned (v:X), 0 for none;
 * `frostbite`: the attacker names a limb that the cold maims (a Breakage, §5.12).
 */
export type OnHit = { bleed: number; hemorrhage: number; exsanguinate: boolean; stunV: number; agony: boolean; slow: { fraction: SlowFraction; rounds: number } | null; frostbite: boolean };

/** (v:die & Potency) + flat (§5.13); `die` 0 for an ability that deals no rolled damage. */
export type WeaponDamage = { die: number; potency: boolean; flat: number };

export type SlotsItem = {
  /** The price as written, e.g. "2AS|3RS|4FP" (§5.1). */
  cost: string;
  types: string[];
  damage: WeaponDamage;
  reservedAllowed: boolean;
  activePhaseOnly: boolean;
  stress: StressCost | null;
  onHit: OnHit;
  aoe: Area;
  /** Erosion 1–10: the damage multiplier against constructs, objects and armor (§5.8). */
  erosion: number;
};

export const NO_ON_HIT: OnHit = { bleed: 0, hemorrhage: 0, exsanguinate: false, stunV: 0, agony: false, slow: null, frostbite: false };

/** A fist: 1AS, (v:4&Potency) striking, no Reserved use. */
export function defaultSlotsItem(): SlotsItem {
  return {
    cost: "1AS",
    types: ["striking"],
    damage: { die: 4, potency: true, flat: 0 },
    reservedAllowed: false,
    activePhaseOnly: false,
    stress: null,
    onHit: { ...NO_ON_HIT },
    aoe: "none",
    erosion: 1,
  };
}

const INVALID = "item.invalid";
const RANGE = "state.outOfRange";

function validateOnHit(value: unknown, path: string): void {
  const o = requireRecord(value, path, INVALID);
  requireWhole(field(o, "bleed"), `${path}.bleed`, "damage.negative", { min: 0, max: LIMITS.counters });
  requireWhole(field(o, "hemorrhage"), `${path}.hemorrhage`, "damage.negative", { min: 0, max: LIMITS.counters });
  requireBool(field(o, "exsanguinate"), `${path}.exsanguinate`, INVALID);
  requireWhole(field(o, "stunV"), `${path}.stunV`, RANGE, { min: 0, max: 100 });
  requireBool(field(o, "agony"), `${path}.agony`, INVALID);
  // Written before Frostbite existed, an effect without the key inflicts none.
  if (field(o, "frostbite") !== undefined) requireBool(field(o, "frostbite"), `${path}.frostbite`, INVALID);
  const slow = field(o, "slow");
  if (slow !== null) {
    const s = requireRecord(slow, `${path}.slow`, INVALID);
    requireOneOf(field(s, "fraction"), SLOW_FRACTIONS, `${path}.slow.fraction`, INVALID);
    requireWhole(field(s, "rounds"), `${path}.slow.rounds`, "damage.negative", { min: 0, max: LIMITS.rounds });
  }
}

export function validateSlotsItem(value: unknown, path = "item"): SlotsItem {
  const v = requireRecord(value, path, INVALID);
  parseCost(field(v, "cost"), `${path}.cost`);
  requireList(field(v, "types"), `${path}.types`, INVALID, 16).forEach((t, i) => {
    if (typeof t !== "string" || !DAMAGE_TYPE_NAME.test(t)) throw new RulesInputError(INVALID, `${path}.types[${i}]`, `${path}.types[${i}] must be a damage type name`);
  });
  const damage = requireRecord(field(v, "damage"), `${path}.damage`, INVALID);
  requireWhole(field(damage, "die"), `${path}.damage.die`, RANGE, { min: 0, max: 1000 });
  requireBool(field(damage, "potency"), `${path}.damage.potency`, INVALID);
  requireWhole(field(damage, "flat"), `${path}.damage.flat`, "damage.negative", { min: 0, max: LIMITS.counters });
  requireBool(field(v, "reservedAllowed"), `${path}.reservedAllowed`, INVALID);
  requireBool(field(v, "activePhaseOnly"), `${path}.activePhaseOnly`, INVALID);
  const stress = field(v, "stress");
  if (stress !== null) {
    const s = requireRecord(stress, `${path}.stress`, INVALID);
    requireOneOf(field(s, "track"), STRESS_TRACKS, `${path}.stress.track`, INVALID);
    const kind = requireOneOf(field(s, "kind"), STRESS_KINDS, `${path}.stress.kind`, INVALID);
    // (v:X) needs X ≥ 1; Activation/Upkeep n may be 0…10.
    requireWhole(field(s, "n"), `${path}.stress.n`, RANGE, kind === "variable" ? { min: 1, max: 1000 } : { min: 0, max: LIMITS.stress });
  }
  validateOnHit(field(v, "onHit"), `${path}.onHit`);
  requireOneOf(field(v, "aoe"), AREAS, `${path}.aoe`, INVALID);
  requireWhole(field(v, "erosion"), `${path}.erosion`, RANGE, { min: 1, max: LIMITS.multiplier });
  return value as SlotsItem;
}
