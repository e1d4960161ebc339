/**
 * The catalogue actions that move the character or drop it prone (docs/rules/banks.md §6.6 step 2,
 * SEED: "no moving or dropping prone" during an interrupt). Callers pass `move: true` to
 * canInterrupt/interrupt for these, so the core refuses them as interrupts.
 */
import type { ActionName } from "./actions";

export const MOVING_ACTIONS: ReadonlySet<ActionName> = new Set<ActionName>(["walk", "run", "crawl", "dropProne"]);

export function isMovingAction(action: ActionName): boolean {
  return MOVING_ACTIONS.has(action);
}
