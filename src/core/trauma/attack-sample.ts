/**
 * One attack played out with random cards: the sampling twin of `attackOdds`, used to
 * cross-check the exact odds (tests) and to measure them against Monte Carlo (bench).
 * Every draw is from a whole, freshly shuffled deck (docs/rules/trauma.md §5.2).
 */
import { type Card } from "../cards";
import { probabilityDeck } from "./decks";
import { shuffle } from "../random";
import type { Rng } from "../random";
import { resolveValidatedAttack } from "./attack";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry } from "./registry";
import type { TraumaActor } from "./state";
import { type TraumaWeapon, validateTraumaWeapon } from "./weapon";
import { validateTraumaActor } from "./state-validation";
import { RulesInputError, requireRecord } from "../errors";

export interface AttackSampleInput {
  readonly attacker: TraumaActor;
  readonly target: TraumaActor;
  readonly weapon: TraumaWeapon;
  readonly registry?: TraumaRegistry;
}

const DECK = probabilityDeck("sample");

/** Final trauma of one attack with random draws and no perks played. */
export function sampleFinalTrauma(input: AttackSampleInput, random: () => number): number {
  requireRecord(input, "input");
  const registry = input.registry ?? DEFAULT_TRAUMA_REGISTRY;
  validateTraumaActor(input.attacker, "attacker");
  validateTraumaActor(input.target, "target");
  validateTraumaWeapon(input.weapon, "weapon", registry);
  if (typeof random !== "function") throw new RulesInputError("input.invalid", "random", "random must be a function returning a number in [0, 1)");
  const rng: Rng = { next: random, int: (min, max) => min + Math.floor(random() * (max - min + 1)) };
  const draw = (k: number): Card[] => shuffle(rng, DECK).slice(0, k);
  const base = { attacker: input.attacker, target: input.target, weapon: input.weapon };
  const attack = { cards: draw(input.attacker.abilities[input.weapon.ability] ?? 0) };
  // Validated once above for both calls (npm run bench counts these per second).
  const first = resolveValidatedAttack({ ...base, draw: attack }, registry);
  const call = first.result.resistanceCall;
  if (first.result.stage !== "needsResistance" || call === null) return first.result.finalTrauma ?? 0;
  return resolveValidatedAttack({ ...base, draw: attack, resistance: { cards: draw(call.abilityRating) } }, registry).result.finalTrauma ?? 0;
}
