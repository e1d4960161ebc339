/**
 * Exact odds before the soak (rules/track.md §5.3, §5.4, §4.1): the chance of each wound
 * severity for a known damage, or for an attack still to be rolled, on the shared d6 pool odds.
 */
import { poolHitsDistribution } from "../dice";
import { RulesInputError } from "../errors";
import { Distribution } from "../odds";
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

/** The soak hits: the bought ones plus hits on the dice left. */
function soakHits(poolSize: number, boughtHits: number): Distribution<number> {
  return poolHitsDistribution(poolSize - 3 * boughtHits).map((h) => h + boughtHits);
}

/** §5.4: the chance of each severity for `damage` against the soak pool. */
export function soakSeverityOdds(input: SoakOddsInput): Distribution<SeverityKey> {
  checkSoak(input);
  requireWhole(input.damage, "odds.damage", "damage.negative", { min: 0, max: MAX_WEAPON_DAMAGE + MAX_ATTACK_DICE });
  return soakHits(input.poolSize, input.boughtHits).map((h): SeverityKey => woundFor(Math.max(0, input.damage - h)));
}

export type AttackOddsInput = { attackPool: number; threshold: number; weaponDamage: number } & Omit<SoakOddsInput, "damage">;

/** §5.2 then §5.4: the attack roll (a miss is its own outcome) and the soak, both still to come. */
export function attackSeverityOdds(input: AttackOddsInput): Distribution<SeverityKey> {
  checkSoak({ ...input, damage: 0 });
  const pool = requireWhole(input.attackPool, "odds.attackPool", "input.invalid", { min: 0, max: MAX_ATTACK_DICE });
  const threshold = requireWhole(input.threshold, "odds.threshold", "input.invalid", { min: 0, max: MAX_THRESHOLD });
  const weaponDamage = requireWhole(input.weaponDamage, "odds.weaponDamage", "damage.negative", { min: 0, max: MAX_WEAPON_DAMAGE });
  const soak = soakHits(input.poolSize, input.boughtHits);
  return poolHitsDistribution(pool).flatMap((hits): Distribution<SeverityKey> => {
    if (hits < threshold) return Distribution.point<SeverityKey>("miss");
    const damage = weaponDamage + hits - threshold;
    return soak.map((h): SeverityKey => woundFor(Math.max(0, damage - h)));
  });
}

/** Severities in table order, for rows. */
export const SEVERITY_ORDER: readonly SeverityKey[] = ["miss", "none", "petty", "ordinary", "serious", "incapacitating", "terminal", "death"];
