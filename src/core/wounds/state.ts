/**
 * An actor's `system.wounds` (rules/wounds.md §3.1) and its injuries (§3.3). Traits are dice
 * (d4–d12, d12+N); the five attributes are always present, skills sit in the same map.
 */
import type { TraitDie, TraitDieSides } from "../dice";
import type { Patch } from "../patch";
import { requireBoolean, requireObject } from "./checks";
import { validateTrait } from "./state-validation";

export type { TraitDie, TraitDieSides } from "../dice";

export const ATTRIBUTE_KEYS = ["agility", "smarts", "spirit", "strength", "vigor"] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

export const SLOW_LEVELS = ["none", "minor", "major"] as const;
export type SlowLevel = (typeof SLOW_LEVELS)[number];

export const INJURY_LOCATIONS = ["unmentionables", "arm", "guts", "leg", "head"] as const;
export type InjuryLocation = (typeof INJURY_LOCATIONS)[number];

export const SIDES = ["left", "right"] as const;
export type Side = (typeof SIDES)[number];

/** What an injury does while it lasts (rules/wounds.md §5.7); derived stats apply it (injury-effects.ts). */
export const INJURY_EFFECTS = ["none", "armDisabled", "agilityDown", "vigorDown", "strengthDown", "slowMinor", "slowMajor", "ugly", "oneEye", "blind", "smartsDown"] as const;
export type InjuryEffect = (typeof INJURY_EFFECTS)[number];

export const INJURY_DURATIONS = ["untilHealed", "untilHealedOr24h", "permanent"] as const;
export type InjuryDuration = (typeof INJURY_DURATIONS)[number];

export interface Injury {
  roll2d6: number;
  subRoll?: number;
  location: InjuryLocation;
  side?: Side;
  effect: InjuryEffect;
  duration: InjuryDuration;
  hoursLeft?: number;
}

export interface Hindrances {
  slow: SlowLevel;
  ugly: boolean;
  oneEye: boolean;
  blind: boolean;
  armDisabled: { left: boolean; right: boolean };
  legInjured: boolean;
}

export interface WoundsActor {
  isWildCard: boolean;
  woundCapacity: number;
  wounds: number;
  shaken: boolean;
  incapacitated: boolean;
  bleedingOut: boolean;
  dead: boolean;
  injuries: Injury[];
  bennies: number;
  traits: Record<string, TraitDie>;
  armor: number;
  toughnessBonus: number;
  basePace: number;
  hindrances: Hindrances;
  /** Flat bonuses to the Soak, Shaken recovery and Bleeding Out rolls (Edges such as Iron Jaw, Combat Reflexes). */
  soakBonus: number;
  unshakeBonus: number;
  bleedingOutBonus: number;
}

export type WoundsActorPatch = Patch<WoundsActor>;

/** rules/wounds.md §3.1: a Wild Card carries three Wounds, an Extra none. */
export const WILD_CARD_CAPACITY = 3;
export const MAX_WOUND_CAPACITY = 6;
/** rules/wounds.md §3.1: Bennies at session start. */
export const PC_BENNIES = 3;
export const NPC_WILD_CARD_BENNIES = 2;
export const DEFAULT_PACE = 6;

export function noHindrances(): Hindrances {
  return { slow: "none", ugly: false, oneEye: false, blind: false, armDisabled: { left: false, right: false }, legInjured: false };
}

/** A trait die, checked: d(8), d(12, 2). */
export function d(sides: TraitDieSides, mod = 0): TraitDie {
  return validateTrait({ sides, mod }, "die");
}

export interface WoundsActorOptions {
  readonly isWildCard: boolean;
  /** A player character gets 3 Bennies, a Wild Card NPC 2. */
  readonly isPlayerCharacter?: boolean;
}

/** A freshly created actor (rules/wounds.md §3.1): every attribute d4, no Wounds. */
export function defaultWoundsActor(options: WoundsActorOptions): WoundsActor {
  const o = requireObject(options, "options", "input.invalid");
  const isWildCard = requireBoolean(o["isWildCard"], "options.isWildCard", "input.invalid");
  if (o["isPlayerCharacter"] !== undefined) requireBoolean(o["isPlayerCharacter"], "options.isPlayerCharacter", "input.invalid");
  const bennies = !isWildCard ? 0 : options.isPlayerCharacter === false ? NPC_WILD_CARD_BENNIES : PC_BENNIES;
  const traits: Record<string, TraitDie> = {};
  for (const key of ATTRIBUTE_KEYS) traits[key] = d(4);
  return {
    isWildCard,
    woundCapacity: isWildCard ? WILD_CARD_CAPACITY : 0,
    wounds: 0,
    shaken: false,
    incapacitated: false,
    bleedingOut: false,
    dead: false,
    injuries: [],
    bennies,
    traits,
    armor: 0,
    toughnessBonus: 0,
    basePace: DEFAULT_PACE,
    hindrances: noHindrances(),
    soakBonus: 0,
    unshakeBonus: 0,
    bleedingOutBonus: 0,
  };
}
