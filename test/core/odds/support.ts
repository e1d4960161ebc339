
/** The 28-card Probability Deck by value, A = 1 (docs/rules/trauma.md §3.4). */
export const PROBABILITY_DECK: readonly number[] = [
  ...[1, 2, 3, 4, 5].flatMap((v) => [v, v, v, v]),
  6, 6, 6,
  7, 7,
  8, 9, 10,
];

/** k cards without replacement: a partial Fisher–Yates on a copy, driven by `random`. */
export function drawValues(deck: readonly number[], k: number, random: () => number): number[] {
  const cards = deck.slice();
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (cards.length - i));
    [cards[i], cards[j]] = [cards[j] as number, cards[i] as number];
  }
  return cards.slice(0, k);
}

/** Asserts that `run` throws a RulesInputError with this code and path. */
export { expectRulesError } from "../../support/rules-error";
