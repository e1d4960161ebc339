/**
 * Exploding dice (rules/wounds.md §4.1): a die showing its maximum is an Ace, rolled again and
 * added, so one die's roll is a chain of natural faces such as a d6's [6, 6, 2] = 14.
 */
import { RulesInputError, requireInt, shown } from "../errors";

/** The most sides an exploding die may have: enough for any real die, and a guard against typos. */
export const MAX_EXPLODING_SIDES = 100;

/** Throws `dice.badSides` unless `sides` is a whole number 2…MAX_EXPLODING_SIDES (a d1 would ace forever). */
export function validateSides(sides: unknown, path = "sides"): number {
  return requireInt(sides, path, "dice.badSides", { min: 2, max: MAX_EXPLODING_SIDES });
}

/**
 * Checks one exploding chain for a d`sides` (rules/wounds.md §4.1 step 1): non-empty, every face
 * 1…sides, every face but the last an Ace, and the last not an Ace (an Ace must be rolled again).
 * Throws `dice.badChain` at the offending element.
 */
export function validateChain(sides: number, chain: unknown, path = "chain"): readonly number[] {
  validateSides(sides);
  if (!Array.isArray(chain) || chain.length === 0) {
    throw new RulesInputError("dice.badChain", path, `${path} must list the faces a d${sides} rolled, e.g. [${sides}, 2]`);
  }
  const last = chain.length - 1;
  chain.forEach((face: unknown, i: number) => {
    const where = `${path}[${i}]`;
    requireInt(face, where, "dice.badChain", { min: 1, max: sides });
    if (i < last && face !== sides) {
      throw new RulesInputError("dice.badChain", where, `${where}: only an Ace (${sides}) is rolled again, so a ${shown(face)} must end the chain`);
    }
    if (i === last && face === sides) {
      throw new RulesInputError("dice.badChain", where, `${where}: an Ace (${sides}) is rolled again; add the next face to the chain`);
    }
  });
  return chain as readonly number[];
}

/** rules/wounds.md §4.1: the total of a valid chain is the sum of its faces. */
export function chainTotal(sides: number, chain: readonly number[], path = "chain"): number {
  validateChain(sides, chain, path);
  return sumOf(chain);
}

/** The sum of an already checked chain. */
export function sumOf(chain: readonly number[]): number {
  return chain.reduce((sum, face) => sum + face, 0);
}
