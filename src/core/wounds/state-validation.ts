/**
 * Checks a whole `system.wounds` actor (rules/wounds.md §3.1, §6). Shape errors are
 * `state.invalid`, Wounds outside 0…capacity `state.woundsOutOfRange`, dice `trait.badDie`.
 * The result is a fresh copy holding only the known fields.
 */
import { validateTraitDie } from "../dice";
import { RulesInputError } from "../errors";
import { own, requireArray, requireBoolean, requireObject, requireOneOf, requireWhole, pathOf } from "./checks";
import {
  ATTRIBUTE_KEYS,
  type Hindrances,
  INJURY_DURATIONS,
  INJURY_EFFECTS,
  INJURY_LOCATIONS,
  type Injury,
  MAX_WOUND_CAPACITY,
  SIDES,
  SLOW_LEVELS,
  type TraitDie,
  type WoundsActor,
} from "./state";

const INVALID = "state.invalid";
/** Limits that refuse absurd sizes quickly; far beyond any real character. */
export const MAX_TRAITS = 64;
export const MAX_TRAIT_MOD = 20;
export const MAX_INJURIES = 50;
export const MAX_BENNIES = 99;
export const MAX_ARMOR = 100;
export const MAX_PACE = 100;
export const MAX_BONUS = 20;
export const INJURY_HOURS = 24;
const TRAIT_KEY = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

export function validateTrait(value: unknown, path: string): TraitDie {
  path = pathOf(path, "value");
  // The shared check prints what it got; make sure that is printable first.
  const v = requireObject(value, path, "trait.badDie");
  requireWhole(v["sides"], `${path}.sides`, "trait.badDie");
  if (v["mod"] !== undefined) requireWhole(v["mod"], `${path}.mod`, "trait.badDie");
  const die = validateTraitDie(value, path);
  const mod = requireWhole(die.mod ?? 0, `${path}.mod`, "trait.badDie", { min: 0, max: MAX_TRAIT_MOD });
  return { sides: die.sides, mod };
}

function validateTraits(value: unknown, path: string): Record<string, TraitDie> {
  const v = requireObject(value, path, INVALID);
  const keys = Object.keys(v);
  if (keys.length > MAX_TRAITS) throw new RulesInputError(INVALID, path, `${path} holds at most ${MAX_TRAITS} traits`);
  const out: Record<string, TraitDie> = {};
  for (const key of ATTRIBUTE_KEYS) {
    if (!Object.hasOwn(v, key)) throw new RulesInputError("trait.badDie", `${path}.${key}`, `${path}.${key} is missing; every attribute has a die`);
  }
  for (const key of keys) {
    if (!TRAIT_KEY.test(key)) throw new RulesInputError(INVALID, path, `${path}: a trait name is letters and digits, got ${JSON.stringify(key)}`);
    out[key] = validateTrait(own(v, key), `${path}.${key}`);
  }
  return out;
}

function validateHindrances(value: unknown, path: string): Hindrances {
  const v = requireObject(value, path, INVALID);
  const arms = requireObject(v["armDisabled"], `${path}.armDisabled`, INVALID);
  return {
    slow: requireOneOf(v["slow"], SLOW_LEVELS, `${path}.slow`, INVALID),
    ugly: requireBoolean(v["ugly"], `${path}.ugly`, INVALID),
    oneEye: requireBoolean(v["oneEye"], `${path}.oneEye`, INVALID),
    blind: requireBoolean(v["blind"], `${path}.blind`, INVALID),
    armDisabled: { left: requireBoolean(arms["left"], `${path}.armDisabled.left`, INVALID), right: requireBoolean(arms["right"], `${path}.armDisabled.right`, INVALID) },
    legInjured: requireBoolean(v["legInjured"], `${path}.legInjured`, INVALID),
  };
}

/** One injury (rules/wounds.md §3.3); `injury.badRoll` for a roll outside its table. */
export function validateInjury(value: unknown, path: string): Injury {
  path = pathOf(path, "value");
  const v = requireObject(value, path, INVALID);
  const injury: Injury = {
    roll2d6: requireWhole(v["roll2d6"], `${path}.roll2d6`, "injury.badRoll", { min: 2, max: 12 }),
    location: requireOneOf(v["location"], INJURY_LOCATIONS, `${path}.location`, INVALID),
    effect: requireOneOf(v["effect"], INJURY_EFFECTS, `${path}.effect`, INVALID),
    duration: requireOneOf(v["duration"], INJURY_DURATIONS, `${path}.duration`, INVALID),
  };
  if (v["subRoll"] !== undefined) injury.subRoll = requireWhole(v["subRoll"], `${path}.subRoll`, "injury.badRoll", { min: 1, max: 6 });
  if (v["side"] !== undefined) injury.side = requireOneOf(v["side"], SIDES, `${path}.side`, INVALID);
  if (v["hoursLeft"] !== undefined) injury.hoursLeft = requireWhole(v["hoursLeft"], `${path}.hoursLeft`, INVALID, { min: 0, max: INJURY_HOURS });
  return injury;
}

/** Returns a checked copy of the state, or throws at the first bad field (e.g. "actor.wounds"). */
export function validateWoundsActor(value: unknown, path = "actor"): WoundsActor {
  path = pathOf(path, "actor");
  const v = requireObject(value, path, INVALID);
  const bonus = (key: string): number => requireWhole(v[key], `${path}.${key}`, INVALID, { min: -MAX_BONUS, max: MAX_BONUS });
  const flag = (key: string): boolean => requireBoolean(v[key], `${path}.${key}`, INVALID);
  const isWildCard = flag("isWildCard");
  const woundCapacity = requireWhole(v["woundCapacity"], `${path}.woundCapacity`, "state.woundsOutOfRange", { min: 0, max: MAX_WOUND_CAPACITY });
  const wounds = requireWhole(v["wounds"], `${path}.wounds`, "state.woundsOutOfRange", { min: 0, max: woundCapacity });
  const state: WoundsActor = {
    isWildCard,
    woundCapacity,
    wounds,
    shaken: flag("shaken"),
    incapacitated: flag("incapacitated"),
    bleedingOut: flag("bleedingOut"),
    dead: flag("dead"),
    injuries: requireArray(v["injuries"], `${path}.injuries`, INVALID, MAX_INJURIES).map((inj, i) => validateInjury(inj, `${path}.injuries[${i}]`)),
    bennies: requireWhole(v["bennies"], `${path}.bennies`, INVALID, { min: 0, max: MAX_BENNIES }),
    traits: validateTraits(v["traits"], `${path}.traits`),
    armor: requireWhole(v["armor"], `${path}.armor`, INVALID, { min: 0, max: MAX_ARMOR }),
    toughnessBonus: requireWhole(v["toughnessBonus"], `${path}.toughnessBonus`, INVALID, { min: -MAX_ARMOR, max: MAX_ARMOR }),
    basePace: requireWhole(v["basePace"], `${path}.basePace`, INVALID, { min: 1, max: MAX_PACE }),
    hindrances: validateHindrances(v["hindrances"], `${path}.hindrances`),
    soakBonus: bonus("soakBonus"),
    unshakeBonus: bonus("unshakeBonus"),
    bleedingOutBonus: bonus("bleedingOutBonus"),
  };
  // rules/wounds.md §3.1: Bleeding Out implies Incapacitated.
  if (state.bleedingOut && !state.incapacitated) {
    throw new RulesInputError(INVALID, `${path}.bleedingOut`, `${path}: a character Bleeding Out is Incapacitated too`);
  }
  return state;
}
