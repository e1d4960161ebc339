// Jokers in the card model and a generic 52/53/54-card pack (rules/wounds.md §7 Action Cards).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type Joker,
  type Piles,
  type PlayingCard,
  MAX_JOKERS,
  STANDARD_DECK_SIZE,
  drawCards,
  faceKey,
  formatCard,
  formatCards,
  isJoker,
  moveCards,
  parseCard,
  parseCards,
  parsePlayingCard,
  parsePlayingCards,
  recallAll,
  reshuffle,
  standardDeck,
  validateCard,
  validatePiles,
  validatePlayingCard,
} from "../../../src/core/cards";
import { createRng } from "../../../src/core/random";
import { expectRulesError } from "../../support/rules-error";

const RED: Joker = { id: "RJ", rank: "Joker", color: "red" };
const BLACK: Joker = { id: "BJ", rank: "Joker", color: "black" };

describe("standardDeck", () => {
  test("a plain pack: 52 suited cards, ♠ first, A…K, ids prefix-faceKey", () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(STANDARD_DECK_SIZE);
    expect(deck[0]).toEqual({ id: "card-AS", rank: "A", suit: "S" });
    expect(deck[12]).toEqual({ id: "card-KS", rank: "K", suit: "S" });
    expect(deck[51]).toEqual({ id: "card-KC", rank: "K", suit: "C" });
  });

  test("Wounds' Action Deck: 54 cards, the red then the black Joker last", () => {
    const deck = standardDeck({ jokers: 2, prefix: "action" });
    expect(deck).toHaveLength(54);
    expect(deck.slice(52)).toEqual([
      { id: "action-RJ", rank: "Joker", color: "red" },
      { id: "action-BJ", rank: "Joker", color: "black" },
    ]);
    expect(deck.filter(isJoker)).toHaveLength(2);
  });

  test("a standard deck with n jokers has 52+n distinct cards", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_JOKERS }), fc.stringMatching(/^[a-z]{1,8}$/), (n, prefix) => {
        const deck = standardDeck({ jokers: n, prefix });
        expect(deck).toHaveLength(52 + n);
        expect(new Set(deck.map((c) => c.id)).size).toBe(52 + n);
        expect(new Set(deck.map(faceKey)).size).toBe(52 + n);
        expect(deck.filter(isJoker)).toHaveLength(n);
        deck.forEach((c, i) => expect(validatePlayingCard(c, `deck[${i}]`)).toBe(c));
      }),
    );
  });

  test("a Joker count other than 0, 1 or 2 is deck.invalid", () => {
    expectRulesError(() => standardDeck({ jokers: 3 }), "deck.invalid", "jokers");
    expectRulesError(() => standardDeck({ jokers: -1 }), "deck.invalid", "jokers");
    expectRulesError(() => standardDeck({ jokers: 1.5 }), "deck.invalid", "jokers");
  });
});

describe("Joker notation", () => {
  test("RJ is the red Joker, BJ the black, case-insensitive; the id defaults to the notation", () => {
    expect(parsePlayingCard("RJ")).toEqual(RED);
    expect(parsePlayingCard(" bj ")).toEqual(BLACK);
    expect(parsePlayingCard("rj", "card", "action-RJ")).toEqual({ ...RED, id: "action-RJ" });
    expect(parsePlayingCard("10♥")).toEqual({ id: "10H", rank: "10", suit: "H" });
    expect(parsePlayingCards("RJ, 4S BJ")).toEqual([RED, { id: "4S", rank: "4", suit: "S" }, BLACK]);
  });

  test("a Joker formats as RJ/BJ with or without suit symbols, and keys the same", () => {
    expect(formatCard(RED)).toBe("RJ");
    expect(formatCard(BLACK, { symbols: true })).toBe("BJ");
    expect(formatCards([RED, parsePlayingCard("KH")], { symbols: true })).toBe("RJ K♥");
    expect(faceKey(BLACK)).toBe("BJ");
  });

  test("Joker notation round-trips", () => {
    const card = fc.constantFrom(...standardDeck({ jokers: 2 }));
    fc.assert(
      fc.property(card, fc.boolean(), (c, symbols) => {
        const back = parsePlayingCard(formatCard(c, { symbols }), "card", c.id);
        expect(back).toEqual(c);
      }),
    );
  });

  test("the suited-only parsers and validators refuse a Joker with a clear card.invalid", () => {
    expectRulesError(() => parseCard("RJ", "draw.cards[0]"), "card.invalid", "draw.cards[0]");
    expect(() => parseCard("BJ")).toThrow(/is a Joker/);
    expectRulesError(() => parseCards("4S RJ"), "card.invalid", "cards[1]");
    expectRulesError(() => validateCard(RED, "draw.cards[2]"), "card.invalid", "draw.cards[2].rank");
    expect(() => validateCard(RED, "perk")).toThrow(/Joker/);
  });

  test("bad Jokers: unknown colour, not a card, empty id", () => {
    expectRulesError(() => validatePlayingCard({ id: "j", rank: "Joker", color: "green" }, "c"), "card.invalid", "c.color");
    expectRulesError(() => validatePlayingCard({ id: "", rank: "Joker", color: "red" }, "c"), "card.invalid", "c.id");
    expectRulesError(() => validatePlayingCard(null, "c"), "card.invalid", "c");
    expectRulesError(() => validatePlayingCard({ id: "x", rank: "1", suit: "S" }, "c"), "card.invalid", "c.rank");
    expectRulesError(() => parsePlayingCard("GJ"), "card.invalid", "card");
  });
});

describe("piles with Jokers", () => {
  test("validatePiles refuses Jokers unless asked to accept them", () => {
    const deck = standardDeck({ jokers: 2 });
    expectRulesError(() => validatePiles({ deck }), "card.invalid", "piles.deck[52].rank");
    expect(validatePiles({ deck }, "piles", { jokers: true })).toEqual({ deck });
    expectRulesError(() => validatePiles({ deck, hand: [deck[53]] }, "piles", { jokers: true }), "card.duplicate", "piles.hand[0]");
  });

  test("piles operations never lose or duplicate Jokers", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("draw" as const), to: fc.constantFrom("handA", "handB"), n: fc.nat(8) }),
      fc.record({ kind: fc.constant("discard" as const), from: fc.constantFrom("handA", "handB"), pick: fc.nat() }),
      fc.record({ kind: fc.constant("reshuffle" as const) }),
      fc.record({ kind: fc.constant("recall" as const) }),
    );
    const ids = (piles: Piles<PlayingCard>): string[] => Object.values(piles).flatMap((p) => p.map((c) => c.id)).sort();
    fc.assert(
      fc.property(fc.array(op, { maxLength: 100 }), fc.integer(), (ops, seed) => {
        const rng = createRng(seed);
        let piles: Piles<PlayingCard> = { deck: standardDeck({ jokers: 2 }), discard: [], handA: [], handB: [] };
        const expected = ids(piles);
        for (const o of ops) {
          if (o.kind === "draw") piles = drawCards(piles, "deck", o.to, Math.min(o.n, piles["deck"]?.length ?? 0)).piles;
          else if (o.kind === "discard") {
            const chosen = (piles[o.from] ?? []).filter((_, i) => ((o.pick >> i) & 1) === 1).map((c) => c.id);
            piles = moveCards(piles, o.from, "discard", chosen);
          } else if (o.kind === "reshuffle") piles = reshuffle(piles, "discard", "deck", rng);
          else piles = recallAll(piles, "deck", rng);
          expect(ids(piles)).toEqual(expected);
          expect(Object.values(piles).flat().filter(isJoker).map((j) => j.color).sort()).toEqual(["black", "red"]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
