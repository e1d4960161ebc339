/**
 * Checks a whole `system.track` actor state (rules/track.md §3.2, §6): stroke counts outside
 * 0–10 are `track.outOfRange`, damage types `wound.badType`, every other bad field `actor.invalid`.
 */
import { RulesInputError } from "../errors";
import { own, requireBoolean, requireDamageType, requireObject } from "./checks";
import {
  ARMOR_CATEGORIES,
  ATTRIBUTE_KEYS,
  BOXES,
  type Dot,
  MAX_ATTRIBUTE,
  MAX_DEATH_BONUS,
  MAX_DOTS,
  MAX_DOT_DELAY,
  MAX_DYING_SECONDS,
  MAX_EDGE,
  MAX_EXTRA_PASSES,
  type TrackActor,
} from "./state";
import { requireWhole } from "./whole";

const INVALID = "actor.invalid";
/** DECISION: ten years of elapsed time on one source of damage over time is a typo. */
const MAX_ELAPSED = 10 * 365 * 24 * 3600;

/** §6 `track.outOfRange`: the three stroke counts, each 0–10. */
export function validateStrokes(v: Readonly<Record<string, unknown>>, path: string): void {
  for (const key of ["slash", "back", "bar"]) requireWhole(own(v, key), `${path}.${key}`, "track.outOfRange", { min: 0, max: BOXES });
}

function validateDot(value: unknown, path: string): Dot {
  const v = requireObject(value, path, INVALID);
  requireDamageType(own(v, "damageType"), `${path}.damageType`);
  requireWhole(own(v, "delay"), `${path}.delay`, INVALID, { min: 0, max: MAX_DOT_DELAY });
  requireWhole(own(v, "elapsedSeconds"), `${path}.elapsedSeconds`, INVALID, { min: 0, max: MAX_ELAPSED });
  return value as Dot;
}

/** Returns the state typed, or throws with the path of the first bad field, e.g. "actor.slash". */
export function validateTrackActor(value: unknown, path = "actor"): TrackActor {
  const v = requireObject(value, path, INVALID);
  validateStrokes(v, path);
  const dying = own(v, "dying");
  if (dying !== null) {
    const d = requireObject(dying, `${path}.dying`, INVALID);
    requireWhole(own(d, "secondsLeft"), `${path}.dying.secondsLeft`, INVALID, { min: 0, max: MAX_DYING_SECONDS });
  }
  requireWhole(own(v, "deathCount"), `${path}.deathCount`, INVALID, { min: 0, max: MAX_ATTRIBUTE + MAX_DEATH_BONUS + 2 });
  for (const key of ["dead", "indomitable", "object"]) requireBoolean(own(v, key), `${path}.${key}`, INVALID);
  for (const key of ATTRIBUTE_KEYS) requireWhole(own(v, key), `${path}.${key}`, INVALID, { min: 0, max: MAX_ATTRIBUTE });
  const edge = requireWhole(own(v, "edge"), `${path}.edge`, INVALID, { min: 0, max: MAX_EDGE });
  requireWhole(own(v, "edgeSpent"), `${path}.edgeSpent`, INVALID, { min: 0, max: edge });
  const armor = requireObject(own(v, "armor"), `${path}.armor`, INVALID);
  validateArmorRatings(armor, `${path}.armor`, INVALID);
  requireWhole(own(v, "deathThresholdBonus"), `${path}.deathThresholdBonus`, INVALID, { min: 0, max: MAX_DEATH_BONUS });
  requireWhole(own(v, "extraPasses"), `${path}.extraPasses`, INVALID, { min: 0, max: MAX_EXTRA_PASSES });
  const dots = own(v, "dots");
  if (!Array.isArray(dots)) throw new RulesInputError(INVALID, `${path}.dots`, `${path}.dots must be a list`);
  if (dots.length > MAX_DOTS) throw new RulesInputError(INVALID, `${path}.dots`, `${path}.dots holds at most ${MAX_DOTS} sources`);
  dots.forEach((d: unknown, i) => validateDot(d, `${path}.dots[${i}]`));
  return value as TrackActor;
}

/** Exactly the three categories, each a whole number 0–MAX_ATTRIBUTE·2. */
export function validateArmorRatings(armor: Readonly<Record<string, unknown>>, path: string, code: string): void {
  for (const key of Object.keys(armor)) {
    if (!(ARMOR_CATEGORIES as readonly string[]).includes(key)) throw new RulesInputError(code, `${path}.${key}`, `armor is rated for ${ARMOR_CATEGORIES.join(", ")} only`);
  }
  for (const key of ARMOR_CATEGORIES) requireWhole(own(armor, key), `${path}.${key}`, code, { min: 0, max: 2 * MAX_ATTRIBUTE });
}

/** §6 `actor.dead`: a dead actor cannot attack, soak or take a Healing Test. */
export function requireAlive(state: Pick<TrackActor, "dead">, path: string, what: string): void {
  if (state.dead) throw new RulesInputError("actor.dead", `${path}.dead`, `a dead actor cannot ${what}`);
}
