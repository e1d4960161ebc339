/**
 * Exact odds before the soak (rules/track.md §5.3, §5.4, §4.1): the chance of each wound
 * severity for a known damage, or for an attack still to be rolled, on the shared d6 pool odds.
 */
import { RulesInputError } from "../errors";
import { Distribution, binomial } from "../odds";
import { MAX_ATTACK_DICE, MAX_SOAK_POOL, MAX_THRESHOLD, checkPurchase } from "./soak";
import { MAX_WEAPON_DAMAGE } from "./items";
import { type Wound, woundFor } from "./wound";
import { requireWhole } from "./whole";

export type SoakOddsInput = { damage: number; poolSize: number; armorRating: number; boughtHits: number };

/** A miss of the attack, beside the severities. */
export type SeverityKey = Wound | "miss";

function checkSoak(input: SoakOddsInput): void {
  if (typeof input !== "object" || input === null) throw new RulesInputError("input.invalid", "odds", "odds needs { damage, poolSize, armorRating, boughtHits }");
  requireWhole(input.poolSize, "odds.poolSize", "input.invalid", { min: 0, max: MAX_SOAK_POOL });
  requireWhole(input.armorRating, "odds.armorRating", "input.invalid", { min: 0, max: MAX_SOAK_POOL });
  checkPurchase(input.poolSize, input.armorRating, input.boughtHits, "odds.boughtHits");
}

/** Weights of 0…n hits on n d6, out of 6^n: C(n, h) · 2^h · 4^(n − h). Whole numbers, so no fraction is reduced until the end. */
function hitWeights(n: number): bigint[] {
  const out: bigint[] = [];
  for (let h = 0; h <= n; h++) out.push(binomial(n, h) * 2n ** BigInt(h) * 4n ** BigInt(n - h));
  return out;
}

/** Severity weights for `damage` against soak hits `bought + h` weighted by `soak[h]`. */
function severityWeights(damage: number, soak: readonly bigint[], bought: number, into: Map<SeverityKey, bigint>, factor: bigint): void {
  for (const [h, w] of soak.entries()) {
    const key = woundFor(Math.max(0, damage - bought - h));
    into.set(key, (into.get(key) ?? 0n) + w * factor);
  }
}

/** §5.4: the chance of each severity for `damage` against the soak pool. */
export function soakSeverityOdds(input: SoakOddsInput): Distribution<SeverityKey> {
  checkSoak(input);
  requireWhole(input.damage, "odds.damage", "damage.negative", { min: 0, max: MAX_WEAPON_DAMAGE + MAX_ATTACK_DICE });
  const weights = new Map<SeverityKey, bigint>();
  severityWeights(input.damage, hitWeights(input.poolSize - 3 * input.boughtHits), input.boughtHits, weights, 1n);
  return Distribution.fromWeights<SeverityKey>(weights);
}

export type AttackOddsInput = { attackPool: number; threshold: number; weaponDamage: number } & Omit<SoakOddsInput, "damage">;

/** §5.2 then §5.4: the attack roll (a miss is its own outcome) and the soak, both still to come. */
export function attackSeverityOdds(input: AttackOddsInput): Distribution<SeverityKey> {
  checkSoak({ ...input, damage: 0 });
  const pool = requireWhole(input.attackPool, "odds.attackPool", "input.invalid", { min: 0, max: MAX_ATTACK_DICE });
  const threshold = requireWhole(input.threshold, "odds.threshold", "input.invalid", { min: 0, max: MAX_THRESHOLD });
  const weaponDamage = requireWhole(input.weaponDamage, "odds.weaponDamage", "damage.negative", { min: 0, max: MAX_WEAPON_DAMAGE });
  const soak = hitWeights(input.poolSize - 3 * input.boughtHits);
  const soakTotal = 6n ** BigInt(soak.length - 1);
  const weights = new Map<SeverityKey, bigint>();
  for (const [hits, w] of hitWeights(pool).entries()) {
    if (hits < threshold) weights.set("miss", (weights.get("miss") ?? 0n) + w * soakTotal);
    else severityWeights(weaponDamage + hits - threshold, soak, input.boughtHits, weights, w);
  }
  return Distribution.fromWeights<SeverityKey>(weights);
}

/** Severities in table order, for rows. */
export const SEVERITY_ORDER: readonly SeverityKey[] = ["miss", "none", "petty", "ordinary", "serious", "incapacitating", "terminal", "death"];
