/**
 * Dodge bids (docs/rules/banks.md §6.7): before the roll the defender spends IP, each raising the
 * attack's threshold by AGI "starting from 1" (SEED). Cover, running and size shift it;
 * automatic fire lowers it; it never drops below 1 (DECISION §9.8).
 */
import { requireInt, RulesInputError, requireRecord } from "../errors";
import { optionalCount, optionalFlag } from "./checks";
import type { Cover } from "./state";
import { COVERS } from "./state";

export type DodgeThresholdInput = {
  aware: boolean;
  bid: number;
  agi: number;
  /** Cover before this dodge; full cover is treated as partial (SEED: a covered attacker dodging an interrupt). */
  cover: Cover;
  running?: boolean;
  /** Attacker class index − defender class index: a smaller defender is harder to hit (§6.22). */
  sizeDelta?: number;
  /** `max(0, defenderReach − attackerReach)` against a melee attack, added to AGI (DECISION §9.8). */
  reachBonus?: number;
  /** Grapple escapes and throws: each IP adds this BOD instead of AGI (§6.17). */
  grappleBod?: number;
  /** Bullets fired by an automatic weapon in this attack (1 for a single shot). */
  autoBullets?: number;
  /** Ducking behind full cover or hitting the deck during this dodge (needs a bid ≥ 1). */
  duckToFullCover?: boolean;
};

export type DodgeThreshold = {
  threshold: number;
  /** Before the automatic-fire reduction and the floor of 1. */
  base: number;
  increment: number;
  reduction: number;
};

/** `max(0, defenderReach − attackerReach)` (SEED "Reach in Combat"). */
export function reachBonus(defenderReach: number, attackerReach: number): number {
  requireInt(defenderReach, "defenderReach", "input.invalid");
  requireInt(attackerReach, "attackerReach", "input.invalid");
  return Math.max(0, defenderReach - attackerReach);
}

export function checkDodgeThreshold(input: DodgeThresholdInput, path = "dodge"): void {
  requireRecord(input, path);
  if (typeof input.aware !== "boolean") throw new RulesInputError("input.invalid", `${path}.aware`, `${path}.aware must be true or false`);
  if (typeof input.bid !== "number" || !Number.isInteger(input.bid)) {
    throw new RulesInputError("bid.negative", `${path}.bid`, `${path}.bid must be a whole number of IP`);
  }
  if (input.bid < 0) throw new RulesInputError("bid.negative", `${path}.bid`, `A bid cannot be negative, got ${input.bid}`);
  if (!input.aware && input.bid > 0) throw new RulesInputError("bid.tooLarge", `${path}.bid`, "A defender unaware of the attack cannot bid");
  requireInt(input.agi, `${path}.agi`, "input.invalid", { min: 0 });
  if (!COVERS.includes(input.cover)) throw new RulesInputError("input.invalid", `${path}.cover`, `${path}.cover must be open, partial or full`);
  optionalFlag(input.running, `${path}.running`);
  if (input.sizeDelta !== undefined) requireInt(input.sizeDelta, `${path}.sizeDelta`, "input.invalid", { min: -4, max: 4 });
  optionalCount(input.reachBonus, `${path}.reachBonus`);
  optionalCount(input.grappleBod, `${path}.grappleBod`);
  if (input.autoBullets !== undefined) requireInt(input.autoBullets, `${path}.autoBullets`, "input.invalid", { min: 1 });
  if (optionalFlag(input.duckToFullCover, `${path}.duckToFullCover`) && input.bid < 1) {
    throw new RulesInputError("input.invalid", `${path}.duckToFullCover`, "Dodging to cover needs a bid of at least 1 IP (SEED)");
  }
}

/** §6.7 steps 1–6 on checked input. */
export function computeDodgeThreshold(input: DodgeThresholdInput): DodgeThreshold {
  checkDodgeThreshold(input); // exported on its own, so it checks too (the check is cheap)
  const increment = input.grappleBod ?? input.agi + (input.reachBonus ?? 0);
  const coverBonus = input.cover === "open" ? 0 : 2;
  let base = 1 + coverBonus + 2 * (input.sizeDelta ?? 0);
  if (input.aware) base += input.bid * increment + (input.running === true ? 1 : 0);
  const n = input.autoBullets ?? 1;
  let reduction = 0;
  if (n >= 2) {
    if (input.duckToFullCover === true) reduction = 1;
    else if (input.cover !== "open") reduction = Math.floor((n - 1) / 2);
    else reduction = n - 1;
  }
  return { threshold: Math.max(1, base - reduction), base, increment, reduction };
}

export function dodgeThreshold(input: DodgeThresholdInput, path = "dodge"): DodgeThreshold {
  requireRecord(input, path);
  checkDodgeThreshold(input, path);
  return computeDodgeThreshold(input);
}
