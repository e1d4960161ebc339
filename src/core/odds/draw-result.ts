import { RulesInputError, requireInt } from "../errors";
import { Distribution } from "./distribution";
import type { Fraction } from "./fraction";
import { highCardDistribution } from "./high-card";

/** A draw to give odds for: k cards from `deckValues`, and the Perk Cards the drawer holds. */
export interface DrawOddsInput {
  deckValues: readonly number[];
  k: number;
  /** Values of valued Perk Cards to append (docs/rules/trauma.md §5.3 step 4). Default none. */
  valuedPerks?: readonly number[];
  /** Face Perk Cards (J, Q, K), each +1 to one card (§5.3 step 5). Default 0. */
  faceCount?: number;
}

/**
 * The distribution of a draw's result when the drawer plays every perk to best effect:
 * valued perks join the hand, and every face perk goes onto the single highest card, since
 * only the highest card counts. result = max(highest drawn, highest valued perk) + faceCount.
 * With no card in hand at all the result is 0 and face perks have nothing to improve.
 */
export function drawResultDistribution(input: DrawOddsInput): Distribution<number> {
  if (typeof input !== "object" || input === null) {
    throw new RulesInputError("odds.badInput", "input", "The draw to give odds for is missing");
  }
  const { deckValues, k, valuedPerks = [], faceCount = 0 } = input;
  const highCard = highCardDistribution(deckValues, k);
  if (!Array.isArray(valuedPerks)) {
    throw new RulesInputError("odds.badInput", "valuedPerks", "valuedPerks must be a list of card values");
  }
  valuedPerks.forEach((v, i) => requireInt(v, `valuedPerks[${i}]`, "odds.badInput", { min: 0 }));
  requireInt(faceCount, "faceCount", "odds.badInput", { min: 0 });

  if (k === 0 && valuedPerks.length === 0) return Distribution.point(0);
  // An empty draw scores 0 in highCard, below any perk value (values are ≥ 0).
  const perkHigh = valuedPerks.length === 0 ? 0 : Math.max(...valuedPerks);
  return highCard.map((high) => Math.max(high, perkHigh) + faceCount);
}

function requireDistribution(value: unknown, path: string): void {
  if (!(value instanceof Distribution)) throw new RulesInputError("odds.badInput", path, `${path} must be a Distribution`);
}

/** The distribution of margin = max(0, TD − result) (docs/rules/trauma.md §5.3 step 7). */
export function marginDistribution(resultDist: Distribution<number>, td: number): Distribution<number> {
  requireDistribution(resultDist, "resultDist");
  requireInt(td, "td", "odds.badInput");
  return resultDist.map((result) => Math.max(0, td - result));
}

/** P(result ≥ TD): a complete success, margin 0. */
export function successProbability(resultDist: Distribution<number>, td: number): Fraction {
  requireDistribution(resultDist, "resultDist");
  requireInt(td, "td", "odds.badInput");
  return resultDist.probability((result) => result >= td);
}
