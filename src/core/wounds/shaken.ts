/**
 * Shaken (rules/wounds.md §5.8): at the start of its turn a Shaken character rolls Spirit with
 * its wound penalty; a success ends Shaken. A Benny ends it at any time, even off-turn.
 */
import { RulesInputError } from "../errors";
import { spendBennies } from "./bennies";
import { type RollDice, actorRolls } from "./rolls";
import type { WoundsActor, WoundsActorPatch } from "./state";
import { validateWoundsActor } from "./state-validation";
import { requireWhole } from "./checks";

export interface RecoveryResult {
  readonly total: number;
  readonly success: boolean;
  readonly raises: number;
  readonly criticalFailure: boolean;
  readonly benniesSpent: number;
}

/**
 * The Spirit roll to recover (rolls: the roll and any Benny rerolls, each costing a Benny);
 * `modifier` is anything beyond the wound penalty and the unshake bonus (a Joker's +2).
 */
export function shakenRecovery(value: WoundsActor, rolls: readonly RollDice[], modifier = 0): { result: RecoveryResult; patch: WoundsActorPatch } {
  const state = validateWoundsActor(value, "state");
  if (!state.shaken) throw new RulesInputError("input.invalid", "state.shaken", "Only a Shaken character rolls to recover");
  if (state.incapacitated) throw new RulesInputError("input.invalid", "state.incapacitated", "An Incapacitated character makes no recovery roll");
  const extra = requireWhole(modifier, "modifier", "input.invalid", { min: -20, max: 20 });
  const rolled = actorRolls(state, "spirit", rolls, state.unshakeBonus + extra, undefined, "rolls");
  const patch: WoundsActorPatch = rolled.rerolls > 0 ? spendBennies(state, rolled.rerolls) : {};
  const best = rolled.best;
  if (best.success) patch.shaken = false;
  return { result: { total: best.total, success: best.success, raises: best.raises, criticalFailure: best.criticalFailure, benniesSpent: rolled.rerolls }, patch };
}

/** A Benny removes Shaken at once (SEED: "at any time"); `fromGmPool` for a Wild Card NPC. */
export function unshakeWithBenny(value: WoundsActor, fromGmPool = false): WoundsActorPatch {
  const state = validateWoundsActor(value, "state");
  if (typeof fromGmPool !== "boolean") throw new RulesInputError("input.invalid", "fromGmPool", "fromGmPool must be true or false");
  if (!state.shaken) throw new RulesInputError("input.invalid", "state.shaken", "The character is not Shaken");
  if (state.dead) throw new RulesInputError("actor.dead", "state.dead", "The dead spend no Bennies");
  return fromGmPool ? { shaken: false } : { ...spendBennies(state, 1), shaken: false };
}
