/**
 * One attack played out with random cards: the sampling twin of `attackOdds`, used to
 * cross-check the exact odds (tests) and to measure them against Monte Carlo (bench).
 * Every draw is from a whole, freshly shuffled deck (docs/rules/trauma.md §5.2).
 */
import { type Card } from "../cards";
import { probabilityDeck } from "./decks";
import { shuffle } from "../random";
import type { Rng } from "../random";
import { resolveAttack } from "./attack";
import type { TraumaRegistry } from "./registry";
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
  validateTraumaActor(input.attacker, "attacker");
  validateTraumaWeapon(input.weapon, "weapon", input.registry);
  if (typeof random !== "function") throw new RulesInputError("input.invalid", "random", "random must be a function returning a number in [0, 1)");
  const rng: Rng = { next: random, int: (min, max) => min + Math.floor(random() * (max - min + 1)) };
  const draw = (k: number): Card[] => shuffle(rng, DECK).slice(0, k);
  const base = { attacker: input.attacker, target: input.target, weapon: input.weapon, ...(input.registry ? { registry: input.registry } : {}) };
  const attack = { cards: draw(input.attacker.abilities[input.weapon.ability] ?? 0) };
  const first = resolveAttack({ ...base, draw: attack });
  const call = first.result.resistanceCall;
  if (first.result.stage !== "needsResistance" || call === null) return first.result.finalTrauma ?? 0;
  return resolveAttack({ ...base, draw: attack, resistance: { cards: draw(call.abilityRating) } }).result.finalTrauma ?? 0;
}
