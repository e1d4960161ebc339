/** Fixes the core fuzzer found in the card and random helpers (issue "Trust and exactly-once"). */
import { describe, expect, test } from "vitest";
import { cardValue, drawCards, isFace, moveCards, parseCards, standardDeck } from "../../../src/core/cards";
import { RulesInputError } from "../../../src/core/errors";
import { createRng, shuffle } from "../../../src/core/random";

function thrown(fn: () => unknown): { code: string; path: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesInputError) return { code: e.code, path: e.path };
    throw e;
  }
  throw new Error("expected a RulesInputError");
}

describe("cards", () => {
  test("card helpers refuse what is not a card with card.invalid, and a card without a rank has no NaN value", () => {
    expect(thrown(() => isFace(undefined as never))).toEqual({ code: "card.invalid", path: "card" });
    expect(thrown(() => cardValue({} as never))).toEqual({ code: "card.invalid", path: "card.rank" });
    expect(thrown(() => parseCards(null as never))).toEqual({ code: "card.invalid", path: "cards" });
  });

  test("pile operations refuse piles that are not piles with pile.invalid, before moving anything", () => {
    expect(thrown(() => drawCards(null as never, "deck", "hand", 1))).toEqual({ code: "pile.invalid", path: "piles" });
    const piles = { deck: standardDeck().slice(0, 3) };
    expect(thrown(() => moveCards(piles, "deck", "hand", "card-AS" as never))).toEqual({ code: "card.notInPile", path: "ids" });
  });
});

describe("random", () => {
  test("a generator that answers outside the range is refused, so a shuffle never loses or duplicates a card", () => {
    expect(thrown(() => shuffle({ next: () => 0, int: () => 99 }, [1, 2, 3]))).toEqual({ code: "rng.invalid", path: "rng" });
    expect(thrown(() => createRng({ toString: false } as never))).toEqual({ code: "rng.invalid", path: "seed" });
    expect(thrown(() => createRng(1).int(2, 1))).toEqual({ code: "rng.invalid", path: "int" });
  });
});
