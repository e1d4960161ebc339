/**
 * A recorded Perk deal names the card it moves: writing it again after an interruption moves
 * that card once, never a second one, and nothing when someone else drew it meanwhile.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { applyWrites } from "../../../src/system/gm/records/apply-writes";
import type { RecordedWrite } from "../../../src/system/gm/records/gm-record";

class CardsDouble {
  passes: string[][] = [];
  constructor(
    readonly uuid: string,
    readonly cards: Map<string, { id: string; drawn: boolean }>,
  ) {}
  async pass(to: CardsDouble, ids: string[]): Promise<void> {
    this.passes.push(ids);
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card) card.drawn = true;
      to.cards.set(id, { id, drawn: false });
    }
  }
}

let deck: CardsDouble;
let hand: CardsDouble;
const deal: RecordedWrite[] = [{ type: "card", from: "Cards.deck", to: "Cards.hand", cardId: "k1" }];

beforeEach(() => {
  deck = new CardsDouble("Cards.deck", new Map([["k1", { id: "k1", drawn: false }], ["k2", { id: "k2", drawn: false }]]));
  hand = new CardsDouble("Cards.hand", new Map());
  const stacks = new Map([["Cards.deck", deck], ["Cards.hand", hand]]);
  const g = globalThis as Record<string, unknown>;
  // Only `instanceof` is asked of the other document classes here.
  const nothing = function Nothing(): void {};
  Object.assign(g, { Cards: CardsDouble, Actor: nothing, ChatMessage: nothing, Combat: nothing, Combatant: nothing, foundry: { utils: { fromUuidSync: (uuid: string) => stacks.get(uuid) ?? null } } });
});
afterEach(() => {
  for (const name of ["Cards", "Actor", "ChatMessage", "Combat", "Combatant", "foundry"]) Reflect.deleteProperty(globalThis, name);
});

describe("a recorded card move", () => {
  test("moves the named card once, however often it is written", async () => {
    await applyWrites(deal);
    await applyWrites(deal);
    expect(deck.passes).toEqual([["k1"]]);
    expect([...hand.cards.keys()]).toEqual(["k1"]);
  });

  test("moves nothing when the card was drawn elsewhere meanwhile", async () => {
    deck.cards.get("k1")!.drawn = true;
    await applyWrites(deal);
    expect(deck.passes).toEqual([]);
  });
});
