/** Pure edits of the slots sheet's Stress pips. */
import { LIMITS } from "../../../core/slots";

/** Clicking the filled last pip empties it (as pf2e's dying pips do): pip n sets n, or n − 1 if already n. */
export function pipValue(current: number, clicked: number): number {
  return Math.max(0, Math.min(LIMITS.stress, clicked === current ? clicked - 1 : clicked));
}
