import "../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SimTab, type SimWorld, createWorld } from "../../sim";
import { applyStackLayout, missingCards, pileOrder } from "../../../src/system/gm/records/stack-layout";

/**
 * A deck and pile brought to a recorded layout (src/system/gm/records/stack-layout.ts) on the
 * simulation: a deck that does not hold the cards the layout names is left alone, and the pile
 * is put in the layout's order.
 */
let world: SimWorld;
let gm: SimTab;
beforeEach(() => {
  world = createWorld();
  gm = world.open("gm");
});

const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `card${String(i).padStart(12, "0")}`, name: `C${i}`, sort: i }));
const layout = { type: "stackLayout" as const, uuid: "Cards.deck000000000000", pile: "Cards.pile000000000000", available: ["card000000000002", "card000000000003"], inPile: ["card000000000001", "card000000000000"] };

async function makeStacks(keepEmbeddedIds: boolean): Promise<void> {
  await world.inTab(gm, () =>
    Cards.implementation.createDocuments(
      [
        { _id: "deck000000000000", name: "Deck", type: "deck", cards: cards(4) },
        { _id: "pile000000000000", name: "Pile", type: "pile", cards: [] },
      ] as Cards.CreateData[],
      { keepId: true, keepEmbeddedIds },
    ),
  );
}
const stack = (id: string): Cards.Implementation => world.inTabSync(gm, () => game.cards!.get(id)!);

describe("applyStackLayout", () => {
  test("a deck whose card ids the server renewed holds none of the layout's cards: nothing is written (before, every card was marked drawn)", async () => {
    await makeStacks(false);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    world.calls.length = 0;
    await world.inTab(gm, () => applyStackLayout(layout));
    expect(world.calls).toEqual([]);
    expect(stack("deck000000000000").cards.filter((c) => c.drawn)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  test("a deck holding them is set to the layout, the pile in the layout's order", async () => {
    await makeStacks(true);
    await world.inTab(gm, () => applyStackLayout(layout));
    const pile = stack("pile000000000000");
    expect([...pile.cards].sort((a, b) => a.sort - b.sort).map((c) => c.id)).toEqual(layout.inPile);
    expect(stack("deck000000000000").cards.filter((c) => !c.drawn).map((c) => c.id).sort()).toEqual(layout.available);
  });
});

describe("the plan", () => {
  test("missingCards names what the layout wants and the deck lacks", () => {
    expect(missingCards({ deck: [{ id: "a", drawn: false, sort: 0 }], pile: [] }, { available: ["a", "b"], inPile: ["c"] })).toEqual(["b", "c"]);
  });

  test("pileOrder: nothing when in order; else the sorts that make it so, only where they differ", () => {
    expect(pileOrder([{ id: "a", sort: 5 }, { id: "b", sort: 9 }], ["a", "b"])).toEqual([]);
    expect(pileOrder([{ id: "a", sort: 100000 }, { id: "c", sort: 200000 }, { id: "b", sort: 300000 }], ["a", "b", "c"])).toEqual([
      { _id: "b", sort: 200000 },
      { _id: "c", sort: 300000 },
    ]);
  });
});
