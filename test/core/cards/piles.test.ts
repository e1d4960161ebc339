import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type Card,
  type Piles,
  dealCards,
  drawCards,
  drawFresh,
  moveCards,
  recallAll,
  reshuffle,
  validatePiles,
} from "../../../src/core/cards";
import { probabilityDeck } from "../../../src/core/trauma";
import { createRng } from "../../../src/core/random";

function ids(piles: Piles): string[] {
  return Object.values(piles)
    .flatMap((p) => p.map((c) => c.id))
    .sort();
}

function freeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) freeze(v);
  }
  return value;
}

describe("pile operations", () => {
  test("draw takes from the top (index 0) onto the end of the target", () => {
    const piles = freeze({ deck: probabilityDeck(), hand: [] as Card[] });
    const { piles: after, drawn } = drawCards(piles, "deck", "hand", 3);
    expect(drawn.map((c) => c.id)).toEqual(["prob-AS", "prob-AD", "prob-AC"]);
    expect(after["hand"]).toEqual(drawn);
    expect(after["deck"]).toHaveLength(25);
    expect(piles.deck).toHaveLength(28);
    expect(dealCards(piles, "deck", "qulia", 1).piles["qulia"]?.map((c) => c.id)).toEqual(["prob-AS"]);
  });

  test("errors: unknown pile, too few cards, same pile, card not in pile", () => {
    const piles = freeze({ deck: probabilityDeck().slice(0, 2), discard: [] as Card[] });
    expect(() => drawCards(piles, "nope", "hand", 1)).toThrow(expect.objectContaining({ code: "pile.unknown", path: "from" }));
    expect(() => drawCards(piles, "deck", "hand", 3)).toThrow(expect.objectContaining({ code: "pile.short", path: "count" }));
    expect(() => drawCards(piles, "deck", "hand", -1)).toThrow(expect.objectContaining({ code: "pile.count" }));
    expect(() => drawCards(piles, "deck", "deck", 1)).toThrow(expect.objectContaining({ code: "pile.same" }));
    expect(() => moveCards(piles, "deck", "discard", ["prob-KS"])).toThrow(
      expect.objectContaining({ code: "card.notInPile", path: "ids[0]" }),
    );
    expect(() => moveCards(piles, "deck", "discard", ["prob-AS", "prob-AS"])).toThrow(
      expect.objectContaining({ code: "card.duplicate", path: "ids[1]" }),
    );
  });

  test("discard, reshuffle and recall move every card and only those", () => {
    const rng = createRng("piles");
    let piles: Piles = { deck: probabilityDeck(), discard: [] };
    piles = drawCards(piles, "deck", "hand", 5).piles;
    piles = moveCards(piles, "hand", "discard", ["prob-AC", "prob-AS"]);
    expect(piles["discard"]?.map((c) => c.id)).toEqual(["prob-AC", "prob-AS"]);
    piles = reshuffle(piles, "discard", "deck", rng);
    expect(piles["discard"]).toEqual([]);
    expect(piles["deck"]).toHaveLength(25);
    piles = recallAll(piles, "deck", rng);
    expect(piles["deck"]).toHaveLength(28);
    expect(piles["hand"]).toEqual([]);
    const fresh = drawFresh(piles, "deck", "drawn", 4, rng);
    expect(fresh.drawn).toHaveLength(4);
    expect(fresh.piles["deck"]).toHaveLength(24);
  });

  test("validatePiles finds a card in two places", () => {
    const deck = probabilityDeck();
    expect(validatePiles({ deck })).toEqual({ deck });
    expect(() => validatePiles({ deck, hand: [deck[3]] })).toThrow(
      expect.objectContaining({ code: "card.duplicate", path: "piles.hand[0]" }),
    );
    expect(() => validatePiles({ deck: "x" })).toThrow(expect.objectContaining({ code: "pile.invalid" }));
  });

  test("cards are never lost or duplicated over random draw/deal/discard/reshuffle/recall sequences", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("draw" as const), to: fc.constantFrom("handA", "handB", "drawn"), n: fc.nat(6) }),
      fc.record({ kind: fc.constant("discard" as const), from: fc.constantFrom("handA", "handB", "drawn"), pick: fc.nat() }),
      fc.record({ kind: fc.constant("reshuffle" as const) }),
      fc.record({ kind: fc.constant("recall" as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), fc.integer(), (ops, seed) => {
        const rng = createRng(seed);
        const start: Piles = freeze({ deck: probabilityDeck(), discard: [], handA: [], handB: [], drawn: [] });
        const expected = ids(start);
        let piles = start;
        for (const o of ops) {
          if (o.kind === "draw") {
            const n = Math.min(o.n, piles["deck"]?.length ?? 0);
            piles = drawCards(piles, "deck", o.to, n).piles;
          } else if (o.kind === "discard") {
            const hand = piles[o.from] ?? [];
            const chosen = hand.filter((_, i) => ((o.pick >> i) & 1) === 1).map((c) => c.id);
            piles = moveCards(piles, o.from, "discard", chosen);
          } else if (o.kind === "reshuffle") {
            piles = reshuffle(piles, "discard", "deck", rng);
          } else {
            piles = recallAll(piles, "deck", rng);
          }
          freeze(piles);
          expect(ids(piles)).toEqual(expected);
        }
        expect(ids(start)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
