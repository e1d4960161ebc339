/**
 * An actor's `system.track` (rules/track.md §3.2): the condition monitor as three stroke counts
 * (§3.1), Dying, the Death Threshold count, attributes, Edge, armor by category and damage over
 * time. Plain data; see state-validation.ts.
 */
import { RulesInputError } from "../errors";
import type { Patch } from "../patch";
import { requireWhole } from "./whole";

export const DAMAGE_TYPES = ["normal", "lethal", "aggravated"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const ARMOR_CATEGORIES = ["ballistics", "melee", "heat"] as const;
export type ArmorCategory = (typeof ARMOR_CATEGORIES)[number];
export type ArmorRatings = Record<ArmorCategory, number>;

export const ATTRIBUTE_KEYS = ["strength", "agility", "intuition", "logic", "willpower", "charisma"] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** The monitor has ten boxes (SEED: "All characters and objects have 10 boxes"). */
export const BOXES = 10;
/** §3.2: 0–6 for humans, more with Potency; DECISION: 20 is far past any published Potency. */
export const MAX_ATTRIBUTE = 20;
export const MAX_EDGE = 20;
export const MAX_EXTRA_PASSES = 3;
/** DECISION: a cap far past any Lure of Destruction, so a typo cannot make an actor immortal. */
export const MAX_DEATH_BONUS = 100;
/** DECISION: a week is the longest a Dying timer can be extended to before someone notices. */
export const MAX_DYING_SECONDS = 7 * 24 * 3600;
/** DECISION: damage over time is bounded like everything else a player can type. */
export const MAX_DOTS = 20;
export const MAX_DOT_DELAY = 30;

/** §5.9: one source of damage over time. */
export type Dot = { damageType: DamageType; delay: number; elapsedSeconds: number };

export type TrackActor = {
  slash: number;
  back: number;
  bar: number;
  dying: { secondsLeft: number } | null;
  deathCount: number;
  dead: boolean;
  strength: number;
  agility: number;
  intuition: number;
  logic: number;
  willpower: number;
  charisma: number;
  edge: number;
  edgeSpent: number;
  armor: ArmorRatings;
  indomitable: boolean;
  deathThresholdBonus: number;
  /** §7: Celerity or Edge bought: one more turn per pass after everyone has moved. */
  extraPasses: number;
  /** §7: objects and vehicles soak with armor only, have no Willpower or penalties, are destroyed instead of Dying. */
  object: boolean;
  dots: Dot[];
};

export type TrackActorPatch = Patch<TrackActor>;

/** A freshly created actor (§3.2 defaults), with any field overridden. Does not validate. */
export function defaultTrackActor(options: Partial<TrackActor> = {}): TrackActor {
  return {
    slash: 0,
    back: 0,
    bar: 0,
    dying: null,
    deathCount: 0,
    dead: false,
    strength: 2,
    agility: 2,
    intuition: 2,
    logic: 2,
    willpower: 2,
    charisma: 2,
    edge: 0,
    edgeSpent: 0,
    armor: { ballistics: 0, melee: 0, heat: 0 },
    indomitable: false,
    deathThresholdBonus: 0,
    extraPasses: 0,
    object: false,
    dots: [],
    ...options,
  };
}

/** The stroke counts of §3.1. */
export type Strokes = Pick<TrackActor, "slash" | "back" | "bar">;

/**
 * The stroke counts of a state, checked (§6 `track.outOfRange`): the accessors below read only
 * these fields, so a sheet or a token of an actor mid-edit still draws.
 */
export function strokesOf(value: unknown, path = "state"): Strokes {
  if (typeof value !== "object" || value === null) throw new RulesInputError("track.outOfRange", path, `${path} must hold slash, back and bar`);
  const v = value as Record<string, unknown>;
  const count = (key: string): number => requireWhole(Object.hasOwn(v, key) ? v[key] : undefined, `${path}.${key}`, "track.outOfRange", { min: 0, max: BOXES });
  return { slash: count("slash"), back: count("back"), bar: count("bar") };
}

/** §3.1: boxes holding any mark. */
export function filledBoxes(state: Strokes): number {
  const s = strokesOf(state);
  return Math.max(s.slash, s.back, s.bar);
}

/** §3.1, SEED: all ten boxes hold some mark. */
export function isIncapacitated(s: Strokes): boolean {
  return filledBoxes(s) === BOXES;
}

/** §3.1, SEED: one action penalty per box with a `/`, less one per point of Willpower above 2; none when Indomitable (or an object, §7). */
export function woundPenalty(state: Pick<TrackActor, "slash" | "willpower" | "indomitable" | "object">): number {
  const { slash } = strokesOf({ back: 0, bar: 0, ...state });
  if (state.indomitable === true || state.object === true) return 0;
  const willpower = requireWhole(state.willpower, "state.willpower", "actor.invalid", { min: 0, max: MAX_ATTRIBUTE });
  return Math.max(0, slash - Math.max(0, willpower - 2));
}

/** A box's marks (§3.1): box `i` (1-based) holds `/` iff i ≤ slash, `\` iff i ≤ back, a bar iff i ≤ bar. */
export type BoxMarks = { slash: boolean; back: boolean; bar: boolean };

export function boxMarks(state: Strokes, box: number): BoxMarks {
  const s = strokesOf(state);
  requireWhole(box, "box", "track.outOfRange", { min: 1, max: BOXES });
  return { slash: box <= s.slash, back: box <= s.back, bar: box <= s.bar };
}

/** One character per box as the worked examples write them (§9): A, X, /, \, `.`; after healing also `-` (bar alone), `+` (bar and `/`), `*` (bar and `\`). */
export function trackGlyphs(state: Strokes): string {
  const s = strokesOf(state);
  let out = "";
  for (let box = 1; box <= BOXES; box++) {
    const m = boxMarks(s, box);
    if (m.slash && m.back && m.bar) out += "A";
    else if (m.bar) out += m.slash ? "+" : m.back ? "*" : "-";
    else if (m.slash && m.back) out += "X";
    else if (m.slash) out += "/";
    else if (m.back) out += "\\";
    else out += ".";
  }
  return out;
}
