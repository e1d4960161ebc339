/**
 * Damage (docs/rules/slots.md §5.7): Half-Hits, Weakness × and Resistance ÷ per damage type,
 * Erosion against constructs, Biological against Vitality, armor against Impact and Engulf areas,
 * 0 HP (Vulnerable, or dead under an area effect), and Impact through barriers.
 */
import { RulesInputError } from "../errors";
import { type Area, AREAS } from "./item";
import { field, optionalBool, optionalCount, requireList, requireOneOf, requireRecord, requireWhole } from "./shape";
import { LIMITS, type SlotsActor, type SlotsActorPatch, isVulnerable } from "./state";
import { DAMAGE_TYPE_NAME, validateSlotsActor } from "./state-validation";

export interface Hit {
  readonly raw: number;
  readonly damageType: string;
  readonly halfHit: boolean;
  readonly aoe: Area;
  readonly mitigation: number;
  readonly targetIsConstruct: boolean;
  /** Erosion 1–10 of the effect: a further multiplier against constructs (§5.8). */
  readonly erosion: number;
}

export interface DamageResult {
  readonly raw: number;
  readonly dealt: number;
  readonly absorbed: number;
  readonly hp: number;
  readonly vulnerable: boolean;
  readonly dead: boolean;
  readonly armorDurability: number | null;
  /** Impact on an unarmored victim: the percent chance of a maim (§5.7 step 6), else null. */
  readonly maimChance: number | null;
}

/** An own multiplier of the damage type, else 1 (player-typed keys are read with `Object.hasOwn`). */
function multiplier(table: Readonly<Record<string, number>>, type: string): number {
  return Object.hasOwn(table, type) ? (table[type] ?? 1) : 1;
}

/** §5.7 step 2 on trusted input: multiply first, floor once (DECISION §8.6). */
export function typedDamageOf(target: SlotsActor, raw: number, hit: Pick<Hit, "damageType" | "targetIsConstruct" | "erosion">): number {
  const w = multiplier(target.weakness, hit.damageType);
  const r = multiplier(target.resistance, hit.damageType);
  const e = hit.targetIsConstruct ? hit.erosion : 1;
  const dmg = Math.floor((raw * w * e) / r);
  // SOURCE Vitality: Biological effects are resisted 1 % per Vitality point, at most 99 %.
  return hit.damageType === "biological" ? dmg - Math.floor((dmg * Math.min(99, target.vitality)) / 100) : dmg;
}

/** §5.7 on trusted input. */
export function damageOf(target: SlotsActor, hit: Hit): { result: DamageResult; patch: SlotsActorPatch } {
  const raw = hit.halfHit ? Math.floor(hit.raw / 2) : hit.raw;
  let dmg = typedDamageOf(target, raw, hit);
  const armor = target.armor;
  let absorbed = 0;
  let armorDurability = armor?.durability ?? null;
  if (hit.aoe === "impact" && armor !== null) {
    absorbed = Math.min(armor.durability, dmg);
    armorDurability = armor.durability - absorbed;
    dmg -= absorbed;
  } else if (hit.aoe === "engulf" && armor !== null) {
    // SEED: Engulf ignores armor but may still damage it.
    armorDurability = Math.max(0, armor.durability - dmg);
  } else if (hit.aoe === "none") {
    dmg = Math.max(0, dmg - hit.mitigation);
  }
  const wasVulnerable = isVulnerable(target);
  const hp = Math.max(0, target.hp - dmg);
  const dead = target.dead || (hp === 0 && hit.aoe !== "none");
  const unarmored = armor === null || armor.durability === 0;
  const maimChance = hit.aoe === "impact" && unarmored ? (wasVulnerable ? 100 : 50) : null;
  const patch: SlotsActorPatch = { hp, ...(dead ? { dead } : {}), ...(armor !== null && armorDurability !== null ? { armor: { durability: armorDurability, maxDurability: armor.maxDurability } } : {}) };
  const vulnerable = hp === 0 || target.vulnerableByEffect;
  return { result: { raw, dealt: dmg, absorbed, hp, vulnerable, dead, armorDurability, maimChance }, patch };
}

export function readHit(value: unknown, path: string): Hit {
  const h = requireRecord(value, path, "input.invalid");
  const raw = requireWhole(field(h, "raw"), `${path}.raw`, "damage.negative", { min: 0, max: LIMITS.counters });
  const damageType = field(h, "damageType");
  if (typeof damageType !== "string" || !DAMAGE_TYPE_NAME.test(damageType)) throw new RulesInputError("input.invalid", `${path}.damageType`, `${path}.damageType must be a damage type name`);
  const aoe = field(h, "aoe");
  return {
    raw,
    damageType,
    halfHit: optionalBool(field(h, "halfHit"), `${path}.halfHit`, "input.invalid"),
    aoe: aoe === undefined ? "none" : requireOneOf(aoe, AREAS, `${path}.aoe`, "input.invalid"),
    mitigation: optionalCount(field(h, "mitigation"), `${path}.mitigation`, "damage.negative", LIMITS.counters) ?? 0,
    targetIsConstruct: optionalBool(field(h, "targetIsConstruct"), `${path}.targetIsConstruct`, "input.invalid"),
    erosion: field(h, "erosion") === undefined ? 1 : requireWhole(field(h, "erosion"), `${path}.erosion`, "state.outOfRange", { min: 1, max: LIMITS.multiplier }),
  };
}

/** §5.7 `applyDamage(target, hit)`. */
export function applyDamage(target: unknown, hit: unknown): { result: DamageResult; patch: SlotsActorPatch } {
  return damageOf(validateSlotsActor(target, "target"), readHit(hit, "hit"));
}

/** §5.7 step 6: a maim is inflicted iff the (v:100) natural is at most the chance. */
export function impactMaims(maimChance: unknown, natural: unknown): boolean {
  const chance = requireWhole(maimChance, "maimChance", "input.invalid", { min: 0, max: 100 });
  return requireWhole(natural, "natural", "check.badNatural", { min: 1, max: 100 }) <= chance;
}

export interface ImpactThrough {
  /** Durability left of each barrier, in the order hit. */
  readonly barriers: readonly number[];
  /** Damage that reaches the next target (0 if a barrier held). */
  readonly damage: number;
  /** The barrier that stopped the impact, or null if it passed them all. */
  readonly stoppedAt: number | null;
}

/** §5.7 `impactThrough`: each barrier spends damage equal to its durability; one left standing stops the impact. */
export function impactThrough(damage: unknown, barriers: unknown): ImpactThrough {
  let left = requireWhole(damage, "damage", "damage.negative", { min: 0, max: LIMITS.counters });
  const list = requireList(barriers, "barriers", "input.invalid", LIMITS.listLength).map((b, i) => requireWhole(b, `barriers[${i}]`, "damage.negative", { min: 0, max: LIMITS.durability }));
  const after: number[] = [];
  for (const [i, durability] of list.entries()) {
    const spent = Math.min(left, durability);
    left -= spent;
    after.push(durability - spent);
    if (durability - spent > 0) return { barriers: [...after, ...list.slice(i + 1)], damage: 0, stoppedAt: i };
  }
  return { barriers: after, damage: left, stoppedAt: null };
}
