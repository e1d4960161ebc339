/**
 * Splash damage (docs/rules/banks.md §6.9): a missed primary target still takes the splash code
 * lowered by how far the attack fell short; bystanders take it lowered by their own threshold
 * (no base 1 — they are "in Splash damage from the start", DECISION §9.10). Splash is always
 * resisted as Impact (SEED).
 */
import { RulesInputError, requireInt, shown, requireRecord } from "../errors";
import { optionalFlag } from "./checks";
import { type DamageComponent, parseDamageCode } from "./damage-code";

/** Every value lowered by `reduction` (not below 0) and turned into Impact. */
export function splashComponents(code: string, reduction: number, path = "splashCode"): DamageComponent[] {
  return parseDamageCode(code, path).map((c) => ({ amount: Math.max(0, c.amount - reduction), letter: "I" }));
}

/** §6.9 step 1: the primary target was missed by `threshold − hits`. */
export function missedSplash(code: string, threshold: number, hits: number, path = "splash"): DamageComponent[] {
  requireInt(threshold, `${path}.threshold`, "input.invalid");
  requireInt(hits, `${path}.hits`, "input.invalid", { min: 0 });
  if (hits >= threshold) throw new RulesInputError("input.invalid", `${path}.hits`, "The attack hit: the primary target takes the weapon's code, not its splash");
  return splashComponents(code, threshold - hits, `${path}.code`);
}

export type BystanderInput = { splashCode: string; bid: number; agi: number; partialCover?: boolean };

/** §6.9 step 2: `tb = bid × AGI + (partial cover ? 2 : 0)`, subtracted from every splash value. */
export function bystanderSplash(input: BystanderInput, path = "bystander"): { threshold: number; components: DamageComponent[] } {
  requireRecord(input, path);
  if (typeof input.bid !== "number" || !Number.isInteger(input.bid) || input.bid < 0) {
    throw new RulesInputError("bid.negative", `${path}.bid`, `A bid must be a whole number of IP ≥ 0, got ${shown(input.bid)}`);
  }
  requireInt(input.agi, `${path}.agi`, "input.invalid", { min: 0 });
  const threshold = input.bid * input.agi + (optionalFlag(input.partialCover, `${path}.partialCover`) ? 2 : 0);
  return { threshold, components: splashComponents(input.splashCode, threshold, `${path}.splashCode`) };
}
