/**
 * d6 hit pools (docs/rules/banks.md §5.1, rules/track.md §5.1): a 5 or 6 is a hit; sixes and ones
 * are counted too. The dice are an input (docs/rules/README.md convention 2); a pool of ≤ 0 dice is
 * simply empty.
 */
import { RulesInputError, requireInt } from "../errors";
import type { Rng } from "../random";

export type PoolRoll = { dice: number[]; hits: number; sixes: number; ones: number };

/** More dice than any pool rolls (the odds stop at MAX_POOL_DICE too); bounds a mistyped count. */
export const MAX_ROLLED_DICE = 1000;

/** Throws `dice.badFace` for a die outside 1–6; `dice.count` when a known pool size is not met. */
export function validateDice(value: unknown, path = "dice", count?: number): number[] {
  if (!Array.isArray(value)) throw new RulesInputError("dice.badFace", path, `${path} must be a list of d6 faces`);
  // The path string is built only for a bad face: this check runs on every die of every roll.
  for (let i = 0; i < value.length; i++) {
    const d: unknown = value[i];
    if (!(typeof d === "number" && Number.isInteger(d) && d >= 1 && d <= 6)) requireInt(d, `${path}[${i}]`, "dice.badFace", { min: 1, max: 6 });
  }
  if (count !== undefined) requireInt(count, "count", "dice.count");
  if (count !== undefined && value.length !== Math.max(0, count)) {
    throw new RulesInputError("dice.count", path, `${path} must hold ${Math.max(0, count)} dice, got ${value.length}`);
  }
  return value as number[];
}

/** docs/rules/banks.md §5.1, rules/track.md §5.1: hits = dice ≥ 5, sixes = 6s, ones = 1s. */
export function rollPool(dice: readonly number[], path = "dice"): PoolRoll {
  validateDice(dice, path);
  return countPool(dice);
}

/** Counts an already checked pool. */
export function countPool(dice: readonly number[]): PoolRoll {
  validateDice(dice); // exported on its own: a face of 7 or "5" would miscount
  return countValidPool(dice);
}

/** `countPool` of faces already validated (a checked pool test's). */
export function countValidPool(dice: readonly number[]): PoolRoll {
  let hits = 0;
  let sixes = 0;
  let ones = 0;
  for (const d of dice) {
    if (d >= 5) hits++;
    if (d === 6) sixes++;
    if (d === 1) ones++;
  }
  return { dice: [...dice], hits, sixes, ones };
}

/** `n` d6 faces from an injected generator (the combat policy's own rolls); none for n ≤ 0. */
export function rollDice(rng: Rng, n: number): number[] {
  if (typeof rng !== "object" || rng === null || typeof rng.int !== "function") throw new RulesInputError("rng.invalid", "rng", "rng must be a generator with int(min, max)");
  requireInt(n, "n", "dice.count", { max: MAX_ROLLED_DICE });
  const dice: number[] = [];
  for (let i = 0; i < n; i++) dice.push(rng.int(1, 6));
  return validateDice(dice, "rolled"); // an injected generator may answer anything

}
