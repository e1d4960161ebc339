// Invariants of rules/wounds.md §5.4 and §7 as properties.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { faceKey } from "../../../src/core/cards";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import {
  type WoundsActor,
  type WoundsEncounter,
  ACTION_DECK_SIZE,
  actionOrder,
  applyDamage,
  cardRank,
  d,
  dealActionCards,
  defaultWoundsEncounter,
  endActionRound,
  redrawActionCard,
  validateWoundsActor,
} from "../../../src/core/wounds";
import { wildCard } from "./fixtures";

const chain = (sides: number) => fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: sides - 1 })).map(([aces, last]) => [...Array<number>(aces).fill(sides), last]);
const roll = fc.record({ chain: chain(8), wildChain: chain(6) });

const actor: fc.Arbitrary<WoundsActor> = fc
  .record({
    isWildCard: fc.boolean(),
    woundCapacity: fc.integer({ min: 0, max: 6 }),
    woundsShare: fc.integer({ min: 0, max: 6 }),
    shaken: fc.boolean(),
    incapacitated: fc.boolean(),
    bennies: fc.integer({ min: 0, max: 5 }),
    armor: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ woundsShare, ...rest }) => wildCard({ ...rest, wounds: Math.min(woundsShare, rest.woundCapacity) }, { vigor: d(8) }));

const hit = fc.record({ damage: fc.integer({ min: 0, max: 60 }), toughness: fc.integer({ min: 2, max: 15 }) });

describe("applying a hit (rules/wounds.md §5.4)", () => {
  it("property: Wounds never exceed the capacity, and the state stays valid", () => {
    fc.assert(
      fc.property(actor, hit, (state, h) => {
        const after = applyPatch(state, applyDamage(state, h).patch);
        expect(after.wounds).toBeLessThanOrEqual(after.woundCapacity);
        validateWoundsActor(after);
      }),
    );
  });

  it("property: a hit never lowers Wounds, and a hit past the capacity Incapacitates", () => {
    fc.assert(
      fc.property(actor, hit, (state, h) => {
        const { result, patch } = applyDamage(state, h);
        const after = applyPatch(state, patch);
        expect(after.wounds).toBeGreaterThanOrEqual(state.wounds);
        if (state.wounds + result.pendingWounds > state.woundCapacity && !state.incapacitated) expect(after.incapacitated).toBe(true);
      }),
    );
  });

  it("property: a Soak never adds Wounds, and costs one Benny per roll", () => {
    fc.assert(
      fc.property(actor, hit, fc.array(roll, { minLength: 1, maxLength: 2 }), (state, h, rolls) => {
        const plain = applyPatch(state, applyDamage(state, h).patch);
        let soaked: WoundsActor;
        try {
          soaked = applyPatch(state, applyDamage(state, { ...h, soak: { rolls } }).patch);
        } catch (error) {
          // Refused Soaks (no Wounds, too few Bennies, a rerolled critical failure) change nothing.
          expect((error as { code?: string }).code).toMatch(/^(soak\.notAllowed|reroll\.criticalFailure)$/);
          return;
        }
        expect(soaked.wounds).toBeLessThanOrEqual(plain.wounds);
        expect(soaked.bennies).toBe(state.bennies - rolls.length);
      }),
    );
  });
});

/** Every card of the Action Deck, wherever it is. */
function allCards(e: WoundsEncounter): string[] {
  return [...e.deck, ...e.discard, ...e.dealt.map((d) => d.card)].map((c) => c.id).sort();
}

describe("the Action Deck (rules/wounds.md §7)", () => {
  const whole = allCards(defaultWoundsEncounter());

  it("holds 54 cards with two Jokers", () => {
    expect(whole).toHaveLength(ACTION_DECK_SIZE);
    expect(defaultWoundsEncounter().deck.filter((c) => c.rank === "Joker")).toHaveLength(2);
  });

  it("property: the deck never loses or duplicates a card across deals, redraws and reshuffles", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), fc.array(fc.integer({ min: 0, max: 19 }), { maxLength: 4 }), fc.integer({ min: 1, max: 6 }), (seed, size, redraws, rounds) => {
        const rng = createRng(seed);
        const ids = Array.from({ length: size }, (_, i) => `c${i}`);
        let e = defaultWoundsEncounter();
        for (let r = 0; r < rounds; r++) {
          e = dealActionCards(e, ids, rng);
          expect(allCards(e)).toEqual(whole);
          expect(e.dealt).toHaveLength(size);
          for (const i of redraws) if (i < size) e = redrawActionCard(e, `c${i}`, rng).encounter;
          expect(allCards(e)).toEqual(whole);
          e = endActionRound(e, rng).encounter;
          expect(allCards(e)).toEqual(whole);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("orders Jokers first, then A high to 2 low, ties by ♠ ♥ ♦ ♣", () => {
    const named = new Map([["a", "2S"], ["b", "AC"], ["c", "AS"], ["d", "BJ"], ["e", "KH"], ["f", "KS"]]);
    const e = dealActionCards(defaultWoundsEncounter(), [...named.keys()], createRng(1), named);
    expect(actionOrder(e)).toEqual(["d", "c", "b", "f", "e", "a"]);
    expect(e.dealt.map((x) => faceKey(x.card))).toEqual(["2S", "AC", "AS", "BJ", "KH", "KS"]);
  });

  it("reshuffles everything after a round with a Joker, and only then", () => {
    const rng = createRng(7);
    const withJoker = dealActionCards(defaultWoundsEncounter(), ["a", "b"], rng, new Map([["a", "RJ"]]));
    const ended = endActionRound(withJoker, rng);
    expect(ended.reshuffled).toBe(true);
    expect(ended.encounter.deck).toHaveLength(ACTION_DECK_SIZE);
    const plain = dealActionCards(ended.encounter, ["a", "b"], rng, new Map([["a", "3C"], ["b", "4C"]]));
    const after = endActionRound(plain, rng);
    expect(after.reshuffled).toBe(false);
    expect(after.encounter.discard.map(faceKey)).toEqual(["3C", "4C"]);
  });

  it("a Benny's redraw keeps the better card", () => {
    const e = dealActionCards(defaultWoundsEncounter(), ["a"], createRng(3), new Map([["a", "2C"]]));
    const { kept, encounter } = redrawActionCard(e, "a", createRng(3), "QH");
    expect(faceKey(kept)).toBe("QH");
    expect(encounter.discard.map(faceKey)).toEqual(["2C"]);
    expect(faceKey(redrawActionCard(encounter, "a", createRng(3), "3D").kept)).toBe("QH");
    expect(cardRank({ id: "x", rank: "Joker", color: "red" })).toBeGreaterThan(cardRank({ id: "y", rank: "A", suit: "S" }));
  });
});
