/**
 * Whether a Soak may be rolled again (docs/rules/wounds.md §5.3 step 6): each further Benny buys a
 * whole new Vigor roll and the best counts, while Wounds remain, the best is no critical failure
 * and someone can pay for one more roll. Pure: the core judges the rolls made so far.
 */
import { type RollDice, type WoundsActor, soak } from "../../../core/wounds";
import { bennyPayer } from "../bennies/payer";

export interface SoakOffer {
  readonly soaked: number;
  readonly remaining: number;
  readonly criticalFailure: boolean;
  /** Another roll may be bought now. */
  readonly canReroll: boolean;
}

export function soakOffer(state: WoundsActor, pendingWounds: number, rolls: readonly RollDice[], payer: { playerOwned: boolean; pool: number }): SoakOffer {
  const paying = bennyPayer({ bennies: state.bennies, playerOwned: payer.playerOwned, pool: payer.pool }, rolls.length);
  const result = soak(state, pendingWounds, { rolls, fromGmPool: paying === "pool" });
  const more = bennyPayer({ bennies: state.bennies, playerOwned: payer.playerOwned, pool: payer.pool }, rolls.length + 1) !== null;
  return { soaked: result.soaked, remaining: result.remaining, criticalFailure: result.criticalFailure, canReroll: result.remaining > 0 && !result.criticalFailure && more };
}
