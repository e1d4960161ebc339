/**
 * A spread as a person reads it: steps in order (complete success, short by 1, 2, …). The seed
 * writes "10% > 75% > 90%", which reads as "greater than", so the view draws arrows instead.
 */
import { formatSpread } from "../../core/trauma";

export const SPREAD_STEP = " → ";

/** "10% → 75% → 90%" */
export function spreadSteps(spread: readonly number[]): string {
  return formatSpread(spread, SPREAD_STEP);
}

/** "10%, 75%, 90%": what the spread field holds, in a form the core parser reads back (§3.2). */
export function spreadInput(spread: readonly number[]): string {
  return formatSpread(spread, ", ");
}
