/**
 * Soak (rules/wounds.md §5.3): a Benny buys a Vigor roll against the Wounds of one attack, with
 * the penalty of the Wounds already carried; each success and raise cancels a Wound. Further
 * Bennies reroll it (the best counts), never past a critical failure.
 */
import { RulesInputError } from "../errors";
import { type RollDice, actorRolls } from "./rolls";
import type { WoundsActor } from "./state";
import { validateWoundsActor } from "./state-validation";
import { requireWhole } from "./checks";

export interface SoakInput {
  /** The first Soak roll and each reroll; every one costs a Benny. */
  readonly rolls: readonly RollDice[];
  /** A Wild Card NPC spends from the GM's pool instead of its own (rules/wounds.md §7). */
  readonly fromGmPool?: boolean;
}

export interface SoakResult {
  readonly total: number;
  readonly success: boolean;
  readonly raises: number;
  readonly criticalFailure: boolean;
  readonly soaked: number;
  readonly remaining: number;
  /** Bennies paid: one for the roll and one per reroll. */
  readonly benniesSpent: number;
  readonly fromGmPool: boolean;
}

/**
 * rules/wounds.md §5.3 steps 1–6 for `pendingWounds` of one attack. `alreadySoaked` marks an
 * attack soaked before (one Soak per attack). The Bennies come from the actor unless the GM pays.
 */
export function soak(value: WoundsActor, pendingWounds: number, input: SoakInput, alreadySoaked = false): SoakResult {
  const state = validateWoundsActor(value, "state");
  requireWhole(pendingWounds, "pendingWounds", "input.invalid", { min: 0, max: 1000 });
  if (typeof input !== "object" || input === null) throw new RulesInputError("input.invalid", "soak", "soak must be { rolls }");
  const fromGmPool = input.fromGmPool ?? false;
  if (typeof fromGmPool !== "boolean") throw new RulesInputError("input.invalid", "soak.fromGmPool", "soak.fromGmPool must be true or false");
  if (pendingWounds < 1) throw new RulesInputError("soak.notAllowed", "pendingWounds", "Only Wounds can be soaked; this hit caused none");
  if (alreadySoaked !== false) throw new RulesInputError("soak.notAllowed", "alreadySoaked", "One Soak roll per attack (rerolls with further Bennies)");
  // rules/wounds.md §1: Soak is a Wild Card's (Extras hold no Bennies).
  if (!state.isWildCard) throw new RulesInputError("soak.notAllowed", "state.isWildCard", "Only Wild Cards Soak");
  const rolled = actorRolls(state, "vigor", input.rolls, state.soakBonus, undefined, "soak.rolls");
  const benniesSpent = rolled.rolls.length;
  if (!fromGmPool && benniesSpent > state.bennies) {
    throw new RulesInputError("soak.notAllowed", "soak.rolls", `Soaking with ${benniesSpent} roll(s) costs ${benniesSpent} Bennies; ${state.bennies} left`);
  }
  const best = rolled.best;
  const soaked = best.success ? 1 + best.raises : 0;
  return {
    total: best.total,
    success: best.success,
    raises: best.raises,
    criticalFailure: best.criticalFailure,
    soaked,
    remaining: pendingWounds - Math.min(soaked, pendingWounds),
    benniesSpent,
    fromGmPool,
  };
}
