/**
 * The bounds of a scenario's numbers, one set for `fray run` and `fray odds` alike: the step
 * readers enforce them, so a value one command plays the other can analyse.
 */
import { MAX_POOL_DICE } from "../dice";
import { requireInt, RulesInputError } from "../errors";

export const SCENARIO_BOUNDS = {
  /** Dice in one pool: the most whose exact odds are counted (core/dice MAX_POOL_DICE). */
  poolDice: MAX_POOL_DICE,
  /** A target difficulty or threshold: far past any draw or roll, and well short of a typo's 1e9. */
  difficulty: 1000,
  /** Any other count a step names (bullets, bids, hits, points). */
  count: 1000,
} as const;

/** A whole number from `min` to `max` at a scenario path. */
export function boundedInt(value: unknown, path: string, max: number, min = 0): number {
  // The bounds come from code; checked so a bad one is a refusal, not a TypeError in the message.
  if (typeof max !== "number" || typeof min !== "number" || Number.isNaN(max) || Number.isNaN(min)) throw new RulesInputError("scenario.invalid", path, `${path}: the bounds must be numbers`);
  return requireInt(value, path, "scenario.invalid", { min, max });
}
