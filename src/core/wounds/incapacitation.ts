/**
 * The Incapacitation roll (rules/wounds.md §5.6): a Wild Card taken out rolls Vigor at once. A
 * critical failure kills; a failure leaves a permanent injury and Bleeding Out; a success an
 * injury until healed; a raise one that also ends after 24 hours.
 */
import { RulesInputError } from "../errors";
import { type InjuryRolls, injuryTable } from "./injury-table";
import { type RollDice, actorRolls } from "./rolls";
import type { Injury, InjuryDuration, WoundsActor, WoundsActorPatch } from "./state";
import { MAX_INJURIES, validateWoundsActor } from "./state-validation";

export type IncapacitationOutcome = "dead" | "bleedingOut" | "injured" | "injuredBriefly";

export interface IncapacitationResult {
  readonly total: number;
  readonly raises: number;
  readonly criticalFailure: boolean;
  readonly outcome: IncapacitationOutcome;
  readonly injury: Injury | null;
  /** Bennies paid for rerolls. */
  readonly benniesSpent: number;
}

/**
 * `rolls`: the Vigor roll and any Benny rerolls; `injury`: the Injury Table rolls (not needed on a
 * critical failure). `modifier` is anything beyond the wound penalty.
 */
export function incapacitationRoll(value: WoundsActor, rolls: readonly RollDice[], injury: InjuryRolls | undefined, modifier = 0): { result: IncapacitationResult; patch: WoundsActorPatch } {
  const state = validateWoundsActor(value, "state");
  if (!state.isWildCard) throw new RulesInputError("input.invalid", "state.isWildCard", "Extras make no Incapacitation roll in combat (DECISION 5)");
  if (!state.incapacitated) throw new RulesInputError("input.invalid", "state.incapacitated", "Only an Incapacitated character makes the Incapacitation roll");
  const rolled = actorRolls(state, "vigor", rolls, modifier, undefined, "rolls");
  if (rolled.rerolls > state.bennies) throw new RulesInputError("benny.none", "rolls", `${rolled.rerolls} rerolls need as many Bennies; ${state.bennies} left`);
  const best = rolled.best;
  const base = { total: best.total, raises: best.raises, criticalFailure: best.criticalFailure, benniesSpent: rolled.rerolls };
  const bennies: WoundsActorPatch = rolled.rerolls > 0 ? { bennies: state.bennies - rolled.rerolls } : {};
  if (best.criticalFailure) return { result: { ...base, outcome: "dead", injury: null }, patch: { ...bennies, dead: true, bleedingOut: false } };
  if (injury === undefined) throw new RulesInputError("injury.badRoll", "injury", "The Injury Table must be rolled with the Incapacitation roll");
  const duration: InjuryDuration = !best.success ? "permanent" : best.raises === 0 ? "untilHealed" : "untilHealedOr24h";
  const suffered = injuryTable(state, injury, duration);
  if (state.injuries.length >= MAX_INJURIES) throw new RulesInputError("state.invalid", "state.injuries", `At most ${MAX_INJURIES} injuries are kept`);
  const patch: WoundsActorPatch = { ...bennies, injuries: [...state.injuries, suffered] };
  if (!best.success) {
    patch.bleedingOut = true;
    return { result: { ...base, outcome: "bleedingOut", injury: suffered }, patch };
  }
  return { result: { ...base, outcome: best.raises === 0 ? "injured" : "injuredBriefly", injury: suffered }, patch };
}
