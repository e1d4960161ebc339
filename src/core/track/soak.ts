/**
 * The attack and the soak (rules/track.md §5.2, §5.3): an attack's damage is the weapon's plus
 * the net hits; the soak pool is Strength + Edge + the armor rating for the attack's category
 * (+ any extra dice), of which three dice buy one automatic hit, up to the armor rating.
 */
import { countPool } from "../dice";
import { RulesInputError } from "../errors";
import { requireObject } from "./checks";
import { MAX_WEAPON_DAMAGE } from "./items";
import { MAX_ATTRIBUTE } from "./state";
import { requireWhole, requireFaces } from "./whole";

/** DECISION: extra soak dice (powers, cover) beyond 40 are a typo. */
export const MAX_EXTRA_DICE = 40;
/** A soak pool can hold at most this many dice: every part at its cap. */
export const MAX_SOAK_POOL = 2 * MAX_ATTRIBUTE + 2 * MAX_ATTRIBUTE + MAX_EXTRA_DICE;
/** DECISION: an attack pool past 60 dice is a typo. */
export const MAX_ATTACK_DICE = 60;
/** DECISION: thresholds run 0–5 by range, plus cover and modifiers; 20 is far past any. */
export const MAX_THRESHOLD = 20;

export type AttackInput = { hits: number; threshold: number; weaponDamage: number };
export type AttackResult = { success: boolean; netHits: number; damage: number };

/** §5.2: hits ≥ threshold succeeds; damage = weapon damage + net hits; a miss deals nothing. */
export function resolveAttack(input: AttackInput): AttackResult {
  const v = requireObject(input, "attack", "input.invalid");
  const hits = requireWhole(v["hits"], "attack.hits", "damage.negative", { min: 0, max: MAX_ATTACK_DICE });
  const threshold = requireWhole(v["threshold"], "attack.threshold", "input.invalid", { min: 0, max: MAX_THRESHOLD });
  const weaponDamage = requireWhole(v["weaponDamage"], "attack.weaponDamage", "damage.negative", { min: 0, max: MAX_WEAPON_DAMAGE });
  return computeAttack(hits, threshold, weaponDamage);
}

export function computeAttack(hits: number, threshold: number, weaponDamage: number): AttackResult {
  if (hits < threshold) return { success: false, netHits: 0, damage: 0 };
  return { success: true, netHits: hits - threshold, damage: weaponDamage + hits - threshold };
}

export type SoakPool = { strength: number; edge: number; armorRating: number; extraDice: number };
export type SoakInput = SoakPool & { boughtHits: number; dice: readonly number[] };
export type SoakResult = { poolSize: number; boughtHits: number; rolled: number; rolledHits: number; soakHits: number };

/** §5.3 step 1: the pool size, each part checked. */
export function soakPoolSize(pool: SoakPool, path = "soak"): number {
  const v = requireObject(pool, path, "input.invalid");
  const strength = requireWhole(v["strength"], `${path}.strength`, "input.invalid", { min: 0, max: 2 * MAX_ATTRIBUTE });
  const edge = requireWhole(v["edge"], `${path}.edge`, "input.invalid", { min: 0, max: 2 * MAX_ATTRIBUTE });
  const armor = requireWhole(v["armorRating"], `${path}.armorRating`, "input.invalid", { min: 0, max: 2 * MAX_ATTRIBUTE });
  const extra = requireWhole(v["extraDice"], `${path}.extraDice`, "input.invalid", { min: 0, max: MAX_EXTRA_DICE });
  return strength + edge + armor + extra;
}

/** §5.3 step 2: at most the armor rating, and three dice of the pool for each. */
export function maxBoughtHits(poolSize: number, armorRating: number): number {
  requireWhole(poolSize, "poolSize", "input.invalid", { min: 0, max: MAX_SOAK_POOL });
  requireWhole(armorRating, "armorRating", "input.invalid", { min: 0, max: MAX_SOAK_POOL });
  return Math.max(0, Math.min(armorRating, Math.floor(poolSize / 3)));
}

/** §5.3 steps 2–3: `soak.badPurchase` and `soak.countMismatch`, before any die is counted. */
export function checkPurchase(poolSize: number, armorRating: number, boughtHits: unknown, path: string): number {
  requireWhole(poolSize, "poolSize", "input.invalid", { min: 0, max: MAX_SOAK_POOL });
  requireWhole(armorRating, "armorRating", "input.invalid", { min: 0, max: MAX_SOAK_POOL });
  if (typeof boughtHits !== "number" || !Number.isInteger(boughtHits)) throw new RulesInputError("soak.badPurchase", path, `${path} must be a whole number`);
  if (boughtHits < 0 || boughtHits > armorRating || 3 * boughtHits > poolSize) {
    throw new RulesInputError("soak.badPurchase", path, `${path}: ${boughtHits} hits cannot be bought from a pool of ${poolSize} with armor ${armorRating}`);
  }
  return boughtHits;
}

/** §5.3: soak hits = bought hits + hits on the dice rolled. Dead actors are refused by the caller (§6 `actor.dead`). */
export function resolveSoak(input: SoakInput): SoakResult {
  const poolSize = soakPoolSize(input);
  const boughtHits = checkPurchase(poolSize, input.armorRating, input.boughtHits, "soak.boughtHits");
  const rolled = poolSize - 3 * boughtHits;
  if (Array.isArray(input.dice) && input.dice.length > MAX_SOAK_POOL) throw new RulesInputError("soak.countMismatch", "soak.dice", `the soak rolls ${rolled} dice, got ${input.dice.length}`);
  const dice = requireFaces(input.dice, "soak.dice");
  if (dice.length !== rolled) throw new RulesInputError("soak.countMismatch", "soak.dice", `the soak rolls ${rolled} dice (pool ${poolSize}, ${3 * boughtHits} set aside), got ${dice.length}`);
  const rolledHits = countPool(dice).hits;
  return { poolSize, boughtHits, rolled, rolledHits, soakHits: boughtHits + rolledHits };
}
