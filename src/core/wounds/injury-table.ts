/**
 * The Injury Table (rules/wounds.md §5.7): 2d6 picks the location, a d6 the Guts or Head
 * result (and an untargeted arm's side); Leg and Head results look at what the character
 * already suffers (Slow, an injured leg, One Eye).
 */
import { RulesInputError } from "../errors";
import { requireOneOf, requireWhole } from "./checks";
import { effectiveHindrances } from "./derived";
import { INJURY_DURATIONS, type Injury, type InjuryDuration, type InjuryEffect, type InjuryLocation, SIDES, type Side, type WoundsActor } from "./state";
import { INJURY_HOURS, validateWoundsActor } from "./state-validation";

export interface InjuryRolls {
  readonly roll2d6: number;
  /** The d6 of Guts and Head, and of an arm when no side was targeted. */
  readonly subRoll?: number;
  /** The arm that was aimed at, if any. */
  readonly targetedSide?: Side;
}

function requireSubRoll(rolls: InjuryRolls, what: string): number {
  if (rolls.subRoll === undefined) throw new RulesInputError("injury.badRoll", "subRoll", `${what} needs a d6 sub-roll`);
  return rolls.subRoll;
}

function lookup(state: WoundsActor, rolls: InjuryRolls): { location: InjuryLocation; effect: InjuryEffect; side?: Side; subRoll?: number } {
  const r = rolls.roll2d6;
  if (r === 2) return { location: "unmentionables", effect: "none" };
  if (r <= 4) {
    if (rolls.targetedSide !== undefined) return { location: "arm", effect: "armDisabled", side: rolls.targetedSide };
    const sub = requireSubRoll(rolls, "An untargeted arm");
    // DECISION 6: 1–3 left, 4–6 right.
    return { location: "arm", effect: "armDisabled", side: sub <= 3 ? "left" : "right", subRoll: sub };
  }
  if (r <= 9) {
    const sub = requireSubRoll(rolls, "Guts");
    return { location: "guts", effect: sub <= 2 ? "agilityDown" : sub <= 4 ? "vigorDown" : "strengthDown", subRoll: sub };
  }
  const now = effectiveHindrances(state);
  if (r <= 11) return { location: "leg", effect: now.slow !== "none" || now.legInjured ? "slowMajor" : "slowMinor" };
  const sub = requireSubRoll(rolls, "Head");
  if (sub <= 3) return { location: "head", effect: "ugly", subRoll: sub };
  if (sub <= 5) return { location: "head", effect: now.oneEye ? "blind" : "oneEye", subRoll: sub };
  return { location: "head", effect: "smartsDown", subRoll: sub };
}

/** rules/wounds.md §5.7: the injury these rolls give this character, lasting `duration`. */
export function injuryTable(value: WoundsActor, rolls: InjuryRolls, duration: InjuryDuration): Injury {
  const state = validateWoundsActor(value, "state");
  if (typeof rolls !== "object" || rolls === null) throw new RulesInputError("injury.badRoll", "injury", "injury must be { roll2d6, subRoll }");
  requireWhole(rolls.roll2d6, "roll2d6", "injury.badRoll", { min: 2, max: 12 });
  if (rolls.subRoll !== undefined) requireWhole(rolls.subRoll, "subRoll", "injury.badRoll", { min: 1, max: 6 });
  if (rolls.targetedSide !== undefined) requireOneOf(rolls.targetedSide, SIDES, "targetedSide", "input.invalid");
  requireOneOf(duration, INJURY_DURATIONS, "duration", "input.invalid");
  const found = lookup(state, rolls);
  const injury: Injury = { roll2d6: rolls.roll2d6, location: found.location, effect: found.effect, duration };
  if (found.subRoll !== undefined) injury.subRoll = found.subRoll;
  if (found.side !== undefined) injury.side = found.side;
  if (duration === "untilHealedOr24h") injury.hoursLeft = INJURY_HOURS;
  return injury;
}
