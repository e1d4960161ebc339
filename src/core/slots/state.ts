/**
 * An actor's `system.slots` (docs/rules/slots.md §3.1): attributes, Hit Points, the slot pools of
 * the current Full Round, damage-over-time counters, the three Stress tracks, burnouts, maims and
 * timed effects. Plain data; see state-validation.ts. Durations are stored as a start round and a
 * length (§7), never as a counter that is decremented, so a rewound round cannot corrupt them.
 */
import type { Patch } from "../patch";

export const STRESS_TRACKS = ["physical", "mental", "vocal"] as const;
export type StressTrack = (typeof STRESS_TRACKS)[number];
export type StressTracks = Record<StressTrack, number>;

/** The damage types the seed names (§3.1); designer effects may add their own. */
export const DAMAGE_TYPES = [
  "cutting",
  "penetrating",
  "ripping",
  "striking",
  "shocking",
  "scorching",
  "freezing",
  "erosion",
  "biological",
  "corrosive",
  "divine",
  "diabolical",
] as const;
export type DamageType = string;

export const PHASES = ["waiting", "active", "done"] as const;
export type Phase = (typeof PHASES)[number];

/** Something that lasts `rounds` whole Full Rounds after the round `startRound` in which it began (§5.9 step 6, §7). */
export type Duration = { startRound: number; rounds: number };

export const SLOW_FRACTIONS = ["1/4", "1/2"] as const;
export type SlowFraction = (typeof SLOW_FRACTIONS)[number];
export type Slow = Duration & { fraction: SlowFraction };

/** A channelled or timed effect: its Upkeep stress, healing and damage over time (§5.9 steps 3, 5). */
export type TimedEffect = Duration & { id: string; upkeepStress: { track: StressTrack; n: number } | null; hot: number; dot: number };

export const MAIM_KINDS = ["sensory", "dismemberment", "breakage"] as const;
export type MaimKind = (typeof MAIM_KINDS)[number];
export const SIDES = ["left", "right"] as const;
export type Side = (typeof SIDES)[number];
/** §5.12: `bleedOut` runs for a dismemberment until it is treated (then null). */
export type Maim = { kind: MaimKind; part: string; side: Side | null; bleedOut: Duration | null };

/** §5.11: Strained counts days, Near Mute hours (world time); the rest are Full Round durations. */
export type Burnout = { strainedDays: number; seizure: Duration | null; mindFog: Duration | null; mute: Duration | null; nearMuteHours: number };

export type Armor = { durability: number; maxDurability: number };

export type MultiRound = { actionId: string; slotsSpent: number; slotsNeeded: number; startRound: number };

export type SlotsActor = {
  isPlayer: boolean;
  /** A construct or object: Erosion multiplies the damage it takes (§5.8). */
  construct: boolean;
  strength: number;
  vitality: number;
  agility: number;
  awareness: number;
  accuracy: number;
  hp: number;
  hpBonus: number;
  slotBonus: number;
  actionSlots: number;
  reservedSlots: number;
  phase: Phase;
  stunDebt: number;
  slow: Slow | null;
  bleed: number;
  hemorrhage: number;
  stress: StressTracks;
  burnout: Burnout;
  agony: boolean;
  vulnerableByEffect: boolean;
  unconscious: { hoursLeft: number } | null;
  dead: boolean;
  prone: boolean;
  maims: Maim[];
  weakness: Record<string, number>;
  resistance: Record<string, number>;
  armor: Armor | null;
  effects: TimedEffect[];
  multiRound: MultiRound | null;
  /** The last Full Round whose Upkeep this actor has had: the same Upkeep twice changes nothing. */
  lastUpkeepRound: number;
};

export type SlotsActorPatch = Patch<SlotsActor>;

/** Bounds that keep hostile input cheap (docs/rules/slots.md §6 `state.outOfRange`). */
export const LIMITS = {
  strength: 30,
  vitality: 100,
  agility: { min: -3, max: 7 },
  awareness: 20,
  accuracy: { min: -3, max: 7 },
  bonus: 100_000,
  slotBonus: 50,
  slots: 1_000,
  counters: 100_000,
  stress: 10,
  multiplier: 10,
  round: 1_000_000,
  rounds: 100_000,
  days: 10_000,
  hours: 100_000,
  durability: 1_000_000,
  listLength: 64,
  /** Combatants in one encounter (and so in its cycle). */
  combatants: 500,
} as const;

export const BURNOUT_NONE: Burnout = { strainedDays: 0, seizure: null, mindFog: null, mute: null, nearMuteHours: 0 };

/** §3.1: maxHp = 10 × Strength + 7 × Vitality + bonus (never below 0). */
export function maxHpOf(actor: Pick<SlotsActor, "strength" | "vitality" | "hpBonus">): number {
  return Math.max(0, 10 * actor.strength + 7 * actor.vitality + actor.hpBonus);
}

/** §5.12: Vulnerable at 0 HP or by an effect (derived, so it never disagrees with HP). */
export function isVulnerable(actor: Pick<SlotsActor, "hp" | "vulnerableByEffect">): boolean {
  return actor.hp === 0 || actor.vulnerableByEffect;
}

export type SlotsActorOptions = Partial<SlotsActor>;

/** A freshly created actor (§3.1 defaults: Strength 0, Vitality 1, full HP), with any field overridden. Does not validate. */
export function defaultSlotsActor(options: SlotsActorOptions = {}): SlotsActor {
  const base: SlotsActor = {
    isPlayer: true,
    construct: false,
    strength: 0,
    vitality: 1,
    agility: 0,
    awareness: 0,
    accuracy: 0,
    hp: 7,
    hpBonus: 0,
    slotBonus: 0,
    actionSlots: 0,
    reservedSlots: 0,
    phase: "waiting",
    stunDebt: 0,
    slow: null,
    bleed: 0,
    hemorrhage: 0,
    stress: { physical: 0, mental: 0, vocal: 0 },
    burnout: { ...BURNOUT_NONE },
    agony: false,
    vulnerableByEffect: false,
    unconscious: null,
    dead: false,
    prone: false,
    maims: [],
    weakness: {},
    resistance: {},
    armor: null,
    effects: [],
    multiRound: null,
    lastUpkeepRound: 0,
  };
  const merged = { ...base, ...options };
  // A new actor starts at full HP unless told otherwise.
  return options.hp === undefined ? { ...merged, hp: maxHpOf(merged) } : merged;
}

/** Whole Full Rounds of `d` still to run at round `round` (0 once over): rewinding the round gives them back. */
export function roundsLeft(d: Duration, round: number): number {
  return Math.max(0, d.startRound + d.rounds - round);
}

/** Whether `d` still holds during round `round` (it holds through the round whose Upkeep ends it). */
export function holdsDuring(d: Duration | null, round: number): boolean {
  return d !== null && round <= d.startRound + d.rounds;
}
