/**
 * Accuracy against Evasion (docs/rules/slots.md §4, SOURCE Target/Evasion): (v:20) + Accuracy above
 * the target's Evasion hits, equal is a Half-Hit, below misses; Evasion = Agility + Awareness, at
 * least −3. Exact odds of each outcome for `fray odds` and the attack dialog.
 */
import { Fraction } from "../odds";
import type { SlotsActor } from "./state";
import { requireNatural, requireWhole } from "./shape";

export const ACCURACY_DIE = 20;
export type AccuracyOutcome = "hit" | "halfHit" | "miss";

export function evasionOf(target: Pick<SlotsActor, "agility" | "awareness">, mods = 0): number {
  return Math.max(-3, target.agility + target.awareness + mods);
}

export function accuracyOutcomeOf(total: number, evasion: number): AccuracyOutcome {
  return total > evasion ? "hit" : total === evasion ? "halfHit" : "miss";
}

/** Checked (S-13): the outcome of an Accuracy check. */
export function accuracyCheck(natural: unknown, accuracy: unknown, evasion: unknown): { total: number; outcome: AccuracyOutcome } {
  const n = requireNatural(ACCURACY_DIE, natural, "natural");
  const total = n + requireWhole(accuracy, "accuracy", "state.outOfRange", { min: -100, max: 100 });
  return { total, outcome: accuracyOutcomeOf(total, requireWhole(evasion, "evasion", "state.outOfRange", { min: -100, max: 100 })) };
}

export interface AccuracyOdds {
  readonly hit: Fraction;
  readonly halfHit: Fraction;
  readonly miss: Fraction;
}

/** Exact odds on a (v:20): each natural is 1/20. */
export function accuracyOddsOf(accuracy: number, evasion: number): AccuracyOdds {
  let hit = 0;
  let half = 0;
  for (let n = 1; n <= ACCURACY_DIE; n++) {
    const o = accuracyOutcomeOf(n + accuracy, evasion);
    if (o === "hit") hit++;
    else if (o === "halfHit") half++;
  }
  return { hit: Fraction.of(hit, ACCURACY_DIE), halfHit: Fraction.of(half, ACCURACY_DIE), miss: Fraction.of(ACCURACY_DIE - hit - half, ACCURACY_DIE) };
}

export function accuracyOdds(accuracy: unknown, evasion: unknown): AccuracyOdds {
  return accuracyOddsOf(requireWhole(accuracy, "accuracy", "state.outOfRange", { min: -100, max: 100 }), requireWhole(evasion, "evasion", "state.outOfRange", { min: -100, max: 100 }));
}
