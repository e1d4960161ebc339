// The Action Deck's Foundry Cards brought to each recorded layout (src/system/gm/records/stack-layout.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../src/core/random";
import { type WoundsEncounter, actionCardDocId, actionDeck, actionDeckLayout, dealActionCards, defaultWoundsEncounter, endActionRound, redrawActionCard } from "../../../../src/core/wounds";
import { type StackOps, type StackSnapshot, planStackLayout } from "../../../../src/system/gm/records/stack-layout";

/** Foundry's stacks in memory: the deck's cards (drawn, sort) and the pile's ids; ops applied as Foundry would, `pass` refusing a drawn card. */
class Stacks {
  deck = new Map(actionDeck().map((c, i) => [actionCardDocId(c.id), { drawn: false, sort: i }]));
  pile: string[] = [];
  snapshot(): StackSnapshot {
    return { deck: [...this.deck].map(([id, c]) => ({ id, ...c })), pile: [...this.pile] };
  }
  apply(ops: StackOps): void {
    this.pile = this.pile.filter((id) => !ops.pileDelete.includes(id));
    for (const { _id, ...change } of ops.deckUpdates) Object.assign(this.deck.get(_id)!, change);
    for (const id of ops.pass) {
      const card = this.deck.get(id)!;
      if (card.drawn) throw new Error(`You may not pass Card ${id} which has already been drawn`);
      if (this.pile.includes(id)) throw new Error(`Card ${id} exists`);
      card.drawn = true;
      this.pile.push(id);
    }
  }
  /** The stacks show the encounter: undrawn = its deck in order, pile = its cards in play, the rest drawn. */
  expectShows(e: WoundsEncounter): void {
    const layout = actionDeckLayout(e);
    const undrawn = [...this.deck].filter(([, c]) => !c.drawn).sort((a, b) => a[1].sort - b[1].sort).map(([id]) => id);
    expect(undrawn).toEqual(layout.available);
    expect([...this.pile].sort()).toEqual([...layout.inPlay].sort());
    expect(new Set(this.pile).size).toBe(this.pile.length);
    expect(this.deck.size).toBe(54);
  }
  write(e: WoundsEncounter): StackOps {
    const layout = actionDeckLayout(e);
    const ops = planStackLayout(this.snapshot(), { available: layout.available, inPile: layout.inPlay });
    this.apply(ops);
    return ops;
  }
}

describe("the Action Deck's Foundry Cards follow the record", () => {
  it("property: across deals, redraws and reshuffles no card is lost or duplicated, and writing a layout twice changes nothing", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 25 }), fc.array(fc.integer({ min: 0, max: 24 }), { maxLength: 3 }), fc.integer({ min: 1, max: 6 }), (seed, size, redraws, rounds) => {
        const rng = createRng(seed);
        const ids = Array.from({ length: size }, (_, i) => `c${i}`);
        const stacks = new Stacks();
        let e = defaultWoundsEncounter();
        for (let r = 0; r < rounds; r++) {
          e = dealActionCards(e, ids, rng);
          stacks.write(e);
          stacks.expectShows(e);
          for (const i of redraws) {
            if (i >= size) continue;
            e = redrawActionCard(e, `c${i}`, rng).encounter;
            stacks.write(e);
            stacks.expectShows(e);
          }
          e = endActionRound(e, rng).encounter;
          stacks.write(e);
          stacks.expectShows(e);
          expect(stacks.write(e)).toEqual({ pileDelete: [], deckUpdates: [], pass: [] });
        }
      }),
      { numRuns: 80 },
    );
  });

  it("a round dealt from a deck already in order is one pass and nothing else; its end discards with one pile deletion", () => {
    const rng = createRng(11);
    const ids = Array.from({ length: 20 }, (_, i) => `c${i}`);
    const stacks = new Stacks();
    // No Joker in the first round, so its end is a plain discard.
    const faces = ["C", "D"].flatMap((suit) => ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J"].map((rank) => `${rank}${suit}`));
    let e = dealActionCards(defaultWoundsEncounter(), ids, rng, new Map(ids.map((id, i) => [id, faces[i]!])));
    stacks.write(e);
    e = endActionRound(e, rng).encounter;
    expect(stacks.write(e)).toMatchObject({ pass: [], deckUpdates: [], pileDelete: ids.map(() => expect.any(String)) });
    e = dealActionCards(e, ids, rng);
    const ops = stacks.write(e);
    expect(ops.pileDelete).toEqual([]);
    expect(ops.deckUpdates).toEqual([]);
    expect(ops.pass).toHaveLength(20);
  });
});
