import { describe, expect, test } from "vitest";
import { PROBABILITY_DECK_VALUES, isPerkCard, isProbabilityCard, perkDeck, probabilityDeck, probabilityRankCount } from "../../../src/core/trauma";

function countBy<T>(items: readonly T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) out[key(i)] = (out[key(i)] ?? 0) + 1;
  return out;
}

describe("decks (docs/rules/trauma.md §3.4)", () => {
  test("the Probability Deck holds 28 cards: A–5 ×4, 6 ×3, 7 ×2, 8–10 ×1, all unique ids", () => {
    const deck = probabilityDeck();
    expect(deck).toHaveLength(28);
    expect(new Set(deck.map((c) => c.id)).size).toBe(28);
    expect(countBy(deck, (c) => c.rank)).toEqual({ A: 4, "2": 4, "3": 4, "4": 4, "5": 4, "6": 3, "7": 2, "8": 1, "9": 1, "10": 1 });
    expect(deck.map((c) => c.suit).filter((s) => s === "S")).toHaveLength(10);
    expect(deck.every(isProbabilityCard)).toBe(true);
    expect(probabilityRankCount("7")).toBe(2);
    expect(probabilityRankCount("K")).toBe(0);
    expect(isProbabilityCard({ rank: "7", suit: "H" })).toBe(false);
    expect(probabilityDeck("qulia")[0]?.id).toBe("qulia-AS");
  });

  test("deck values sum and sort as the composition says", () => {
    expect([...PROBABILITY_DECK_VALUES].sort((a, b) => a - b)).toEqual(PROBABILITY_DECK_VALUES);
    expect(PROBABILITY_DECK_VALUES.reduce((a, b) => a + b, 0)).toBe(4 * 15 + 18 + 14 + 27);
  });

  test("the Perk Deck holds 24 cards per Lead with unique ids like perk-1-KH", () => {
    const one = perkDeck(1);
    expect(one).toHaveLength(24);
    expect(countBy(one, (c) => c.rank)).toEqual({ K: 4, Q: 4, J: 4, "10": 3, "9": 3, "8": 3, "7": 2, "6": 1 });
    expect(one.map((c) => c.id)).toContain("perk-1-KH");
    expect(one.every(isPerkCard)).toBe(true);
    const three = perkDeck(3);
    expect(three).toHaveLength(72);
    expect(new Set(three.map((c) => c.id)).size).toBe(72);
    expect(three.filter((c) => c.rank === "K" && c.suit === "H")).toHaveLength(3);
    expect(perkDeck(0)).toEqual([]);
    expect(() => perkDeck(-1)).toThrow(expect.objectContaining({ code: "deck.invalid" }));
  });

  test("Probability and Perk decks together make one 52-card pack", () => {
    const all = [...probabilityDeck(), ...perkDeck(1)].map((c) => `${c.rank}${c.suit}`);
    expect(new Set(all).size).toBe(52);
  });
});
