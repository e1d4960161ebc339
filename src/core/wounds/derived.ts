/**
 * Values derived from the state (rules/wounds.md §4.4, §5.2, §5.7): Toughness, the wound
 * penalty, Pace, and the traits and Hindrances as the injuries that still last leave them.
 * Each checks its input first (they are read by sheets, bars and the adapter).
 */
import type { TraitDie } from "../dice";
import type { Hindrances, Injury, SlowLevel, WoundsActor } from "./state";
import { validateTrait, validateWoundsActor } from "./state-validation";
import { requireWhole } from "./checks";

/** rules/wounds.md §5.2: −1 per Wound, at most −3. */
export const MAX_WOUND_PENALTY = 3;

export function woundPenaltyOf(wounds: number): number {
  return -Math.min(requireWhole(wounds, "wounds", "state.woundsOutOfRange", { min: 0 }), MAX_WOUND_PENALTY);
}

/** rules/wounds.md §5.7: one die type down, d12+N → d12+(N−1) … d12 → d10 … d4, never below d4. */
export function stepDown(value: TraitDie): TraitDie {
  return lower(validateTrait(value, "die"));
}

function lower(die: TraitDie): TraitDie {
  const mod = die.mod ?? 0;
  if (mod > 0) return { sides: die.sides, mod: mod - 1 };
  if (die.sides === 4) return { sides: 4, mod: 0 };
  return { sides: (die.sides - 2) as TraitDie["sides"], mod: 0 };
}

const TRAIT_DOWN: Partial<Record<Injury["effect"], string>> = {
  agilityDown: "agility",
  vigorDown: "vigor",
  strengthDown: "strength",
  smartsDown: "smarts",
};

/** The traits with every lasting injury's die-type loss applied, in the order they were suffered. */
export function effectiveTraits(value: WoundsActor): Record<string, TraitDie> {
  return traitsOf(validateWoundsActor(value, "state"));
}

function traitsOf(state: WoundsActor): Record<string, TraitDie> {
  const traits: Record<string, TraitDie> = { ...state.traits };
  for (const injury of state.injuries) {
    const key = TRAIT_DOWN[injury.effect];
    const die = key === undefined ? undefined : traits[key];
    if (key !== undefined && die !== undefined) traits[key] = lower(die);
  }
  return traits;
}

const SLOW_RANK: Readonly<Record<SlowLevel, number>> = { none: 0, minor: 1, major: 2 };

/** The Hindrances with the lasting injuries' effects on top (rules/wounds.md §5.7). */
export function effectiveHindrances(value: WoundsActor): Hindrances {
  return hindrancesOf(validateWoundsActor(value, "state"));
}

function hindrancesOf(state: WoundsActor): Hindrances {
  const h: Hindrances = { ...state.hindrances, armDisabled: { ...state.hindrances.armDisabled } };
  for (const injury of state.injuries) {
    switch (injury.effect) {
      case "armDisabled":
        if (injury.side !== undefined) h.armDisabled[injury.side] = true;
        break;
      case "slowMinor":
      case "slowMajor": {
        const level: SlowLevel = injury.effect === "slowMinor" ? "minor" : "major";
        if (SLOW_RANK[level] > SLOW_RANK[h.slow]) h.slow = level;
        h.legInjured = true;
        break;
      }
      case "ugly":
        h.ugly = true;
        break;
      case "oneEye":
        h.oneEye = true;
        break;
      case "blind":
        h.blind = true;
        break;
      default:
        break;
    }
  }
  return h;
}

/** A trait's die as it rolls now (injuries included); an untrained skill is d4 (DECISION: its −2 is the caller's modifier). */
export function traitDieOf(value: WoundsActor, trait: string): TraitDie {
  return dieOf(validateWoundsActor(value, "state"), trait);
}

function dieOf(state: WoundsActor, trait: unknown): TraitDie {
  if (typeof trait !== "string") return { sides: 4, mod: 0 };
  const traits = traitsOf(state);
  return (Object.hasOwn(traits, trait) ? traits[trait] : undefined) ?? { sides: 4, mod: 0 };
}

/** rules/wounds.md §4.4: 2 + half the Vigor die + half its +N (down) + armor past AP + bonuses. */
export function toughnessOf(value: WoundsActor, ap = 0): number {
  const state = validateWoundsActor(value, "state");
  requireWhole(ap, "ap", "state.invalid", { min: 0, max: 1000 });
  const vigor = dieOf(state, "vigor");
  return 2 + vigor.sides / 2 + Math.floor((vigor.mod ?? 0) / 2) + Math.max(0, state.armor - ap) + state.toughnessBonus;
}

/** DECISION (Savage Worlds' Slow Hindrance): Minor −1, Major −2 to Pace before wounds. */
const SLOW_PACE: Readonly<Record<SlowLevel, number>> = { none: 0, minor: 1, major: 2 };

/** rules/wounds.md §5.2: Pace less the wound penalty, never below 1. */
export function paceOf(value: WoundsActor): number {
  const state = validateWoundsActor(value, "state");
  const slow = SLOW_PACE[hindrancesOf(state).slow];
  return Math.max(1, state.basePace - slow - Math.min(state.wounds, MAX_WOUND_PENALTY));
}
