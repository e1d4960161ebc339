import { RulesInputError, requireInt } from "../errors";
import { binomial } from "./binomial";
import { Distribution } from "./distribution";

/**
 * The distribution of the highest value among `k` cards drawn without replacement from the
 * multiset `deckValues` (docs/rules/trauma.md §5.12). An empty hand scores 0 (§5.3 step 6).
 * Exact: P(max ≤ v) = C(#cards ≤ v, k) / C(n, k), differenced into P(max = v).
 */
export function highCardDistribution(deckValues: readonly number[], k: number): Distribution<number> {
  const values = checkDeck(deckValues);
  const n = values.length;
  requireInt(k, "k", "odds.badInput", { min: 0 });
  if (k > n) throw new RulesInputError("odds.badInput", "k", `Cannot draw ${k} cards from a deck of ${n}`);
  if (k === 0) return Distribution.point(0);

  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const distinct = [...counts.keys()].sort((a, b) => a - b);

  const weights: (readonly [number, bigint])[] = [];
  let atOrBelow = 0;
  let handsBelow = 0n; // C(#cards below v, k): hands whose max is under v
  for (const v of distinct) {
    atOrBelow += counts.get(v) ?? 0;
    const handsAtOrBelow = binomial(atOrBelow, k);
    weights.push([v, handsAtOrBelow - handsBelow]);
    handsBelow = handsAtOrBelow;
  }
  // The weights add up to C(n, k), so normalising divides by exactly that.
  return Distribution.fromWeights(weights);
}

function checkDeck(deckValues: readonly number[]): readonly number[] {
  if (!Array.isArray(deckValues)) {
    throw new RulesInputError("odds.badInput", "deckValues", "deckValues must be a list of card values");
  }
  // Card values are whole and non-negative: an empty hand's 0 must be the lowest result.
  deckValues.forEach((v, i) => requireInt(v, `deckValues[${i}]`, "odds.badInput", { min: 0 }));
  return deckValues;
}
