/**
 * Net Damage → wound (rules/track.md §4.1, §5.4) and applying a wound to the monitor (§5.5):
 * strokes pushed right and capped at ten, the all-Normal conversion, Dying and the Death Threshold.
 */
import { RulesInputError } from "../errors";
import { requireDamageType, requireObject } from "./checks";
import { BOXES, type DamageType, type TrackActor, type TrackActorPatch, isIncapacitated, woundPenalty } from "./state";
import { validateTrackActor } from "./state-validation";
import { requireWhole } from "./whole";

export const WOUNDS = ["none", "petty", "ordinary", "serious", "incapacitating", "terminal", "death"] as const;
export type Wound = (typeof WOUNDS)[number];

/** §4.1 (SEED): boxes each severity fills; Death fills none, it kills. */
export const WOUND_BOXES: Readonly<Record<Wound, number>> = { none: 0, petty: 1, ordinary: 3, serious: 6, incapacitating: 10, terminal: 10, death: 0 };

/** §5.5 step 6: a Terminal wound leaves five minutes; a `\` in the last box one hour. */
export const TERMINAL_SECONDS = 300;
export const DYING_SECONDS = 3600;

/** §4.1: 0 none, 1 Petty, 2 Ordinary, 3 Serious, 4 Incapacitating, 5–7 Terminal, 8+ Death (the seed's 8, not the older 7). */
export function woundForNetDamage(net: number): Wound {
  requireWhole(net, "netDamage", "damage.negative", { min: 0 });
  return woundFor(net);
}

/** The table on a checked Net Damage. */
export function woundFor(net: number): Wound {
  if (net >= 8) return "death";
  if (net >= 5) return "terminal";
  return WOUNDS[net] ?? "none";
}

/** §5.4: damage left after the soak hits, never below 0. */
export function netDamage(damage: number, soakHits: number): number {
  requireWhole(damage, "damage", "damage.negative", { min: 0 });
  requireWhole(soakHits, "soakHits", "damage.negative", { min: 0 });
  return Math.max(0, damage - soakHits);
}

export type WoundInput = { wound: Wound; damageType: DamageType };

export type WoundResult = {
  wound: Wound;
  damageType: DamageType;
  alreadyDead: boolean;
  /** The all-Normal track converted Normal marks to Lethal (§5.5 step 5). */
  converted: boolean;
  /** The last box already held `\`: the wound counted toward the Death Threshold (§5.5 step 7). */
  countedTowardDeath: number;
  slash: number;
  back: number;
  bar: number;
  incapacitated: boolean;
  dying: { secondsLeft: number } | null;
  deathCount: number;
  dead: boolean;
  woundPenalty: number;
};

function requireWound(value: unknown, path: string): Wound {
  if (!(WOUNDS as readonly unknown[]).includes(value)) throw new RulesInputError("wound.invalid", path, `${path} must be one of ${WOUNDS.join(", ")}`);
  return value as Wound;
}

/** §5.5 with the whole input checked first; a wound to the dead changes nothing (`alreadyDead`). */
export function applyWound(state: TrackActor, input: WoundInput): { result: WoundResult; patch: TrackActorPatch } {
  validateTrackActor(state, "state");
  const v = requireObject(input, "input", "input.invalid");
  requireWound(v["wound"], "input.wound");
  requireDamageType(v["damageType"], "input.damageType");
  return computeWound(state, input.wound, input.damageType);
}

/** §5.5 on checked input (the hot path of scenarios, odds and damage over time). */
export function computeWound(state: TrackActor, wound: Wound, damageType: DamageType): { result: WoundResult; patch: TrackActorPatch } {
  const unchanged = (alreadyDead: boolean): { result: WoundResult; patch: TrackActorPatch } => ({ result: resultOf(state, wound, damageType, alreadyDead, false, 0), patch: {} });
  if (state.dead) return unchanged(true);
  if (wound === "none") return unchanged(false);
  if (wound === "death") {
    const after = { ...state, dead: true, dying: null };
    return { result: resultOf(after, wound, damageType, false, false, 0), patch: { dead: true, dying: null } };
  }
  const wasAllNormal = state.slash === BOXES && state.back === 0 && state.bar === 0;
  const lastWasBack = state.back === BOXES;
  const n = WOUND_BOXES[wound];
  const slash = Math.min(BOXES, state.slash + n);
  let back = damageType === "normal" ? state.back : Math.min(BOXES, state.back + n);
  const bar = damageType === "aggravated" ? Math.min(BOXES, state.bar + n) : state.bar;
  // SEED: only a track entirely Normal when the wound starts converts, one for one.
  const converted = damageType === "normal" && wasAllNormal;
  if (converted) back = Math.min(BOXES, back + n);
  let dying = state.dying;
  let dead = false;
  if (state.object) {
    // §7: an object is destroyed instead of Dying.
    if (wound === "terminal" || back === BOXES) dead = true;
    dying = null;
  } else if (wound === "terminal") {
    dying = { secondsLeft: Math.min(state.dying?.secondsLeft ?? TERMINAL_SECONDS, TERMINAL_SECONDS) };
  } else if (back === BOXES && dying === null) {
    dying = { secondsLeft: DYING_SECONDS };
  }
  let deathCount = state.deathCount;
  let counted = 0;
  if (lastWasBack && !state.object) {
    counted = wound === "incapacitating" || wound === "terminal" ? 2 : 1;
    deathCount += counted;
    if (deathCount >= state.willpower + state.deathThresholdBonus) dead = true;
  }
  if (dead) dying = null;
  const patch: TrackActorPatch = { slash, back, bar, dying, deathCount, dead };
  const after: TrackActor = { ...state, slash, back, bar, dying, deathCount, dead };
  return { result: resultOf(after, wound, damageType, false, converted, counted), patch };
}

function resultOf(s: TrackActor, wound: Wound, damageType: DamageType, alreadyDead: boolean, converted: boolean, counted: number): WoundResult {
  return {
    wound,
    damageType,
    alreadyDead,
    converted,
    countedTowardDeath: counted,
    slash: s.slash,
    back: s.back,
    bar: s.bar,
    incapacitated: isIncapacitated(s),
    dying: s.dying === null ? null : { secondsLeft: s.dying.secondsLeft },
    deathCount: s.deathCount,
    dead: s.dead,
    woundPenalty: woundPenalty(s),
  };
}
