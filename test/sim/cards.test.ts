import "./install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimDocument, type SimTab, type SimWorld, createWorld } from ".";
import type { BaseCards } from "./documents/cards";

/**
 * Foundry's Cards and Card on the simulation (client/documents/cards.mjs, card.mjs): which
 * documents each operation creates, updates and deletes, with which ids, and who may do it.
 */
let world: SimWorld;
let gm: SimTab;
beforeEach(() => {
  world = createWorld();
  gm = world.open("gm");
});

type Stack = BaseCards & SimDocument;
const Stacks = (): typeof BaseCards => world.documentClass("Cards") as unknown as typeof BaseCards;
const cardData = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `card${String(i).padStart(12, "0")}`, name: `C${i}`, suit: "spades", value: i + 1, sort: i, drawn: i === 0 }));

async function stacks(cards = 5, keepEmbeddedIds = true): Promise<{ deck: Stack; pile: Stack; hand: Stack }> {
  const made = (await Stacks().createDocuments(
    [
      { _id: "deck000000000000", name: "Deck", type: "deck", ownership: { default: 0 }, cards: cardData(cards) },
      { _id: "pile000000000000", name: "Pile", type: "pile", ownership: { default: 2 }, cards: [] },
      { _id: "hand000000000000", name: "Hand", type: "hand", ownership: { default: 0, p1: 3 }, cards: [] },
    ],
    { keepId: true, keepEmbeddedIds },
  )) as Stack[];
  return { deck: made[0]!, pile: made[1]!, hand: made[2]! };
}
const ids = (stack: Stack): string[] => stack.cards.contents.map((c) => c.id).sort();
const stackIn = (tab: SimTab, id: string): Stack => world.inTabSync(tab, () => tab.collection("Cards").get(id) as unknown as Stack);

describe("creating a stack", () => {
  test("its cards get new ids from the server unless keepEmbeddedIds is passed (Cards.createDocuments defaults it to false)", async () => {
    const renewed = (await stacks(5, false)).deck;
    expect(ids(renewed).some((id) => id.startsWith("card0000"))).toBe(false);
    expect(renewed.cards.size).toBe(5);
    world = createWorld();
    gm = world.open("gm");
    const kept = (await stacks(5, true)).deck;
    expect(ids(kept)).toEqual(cardData(5).map((c) => c._id));
  });

  test("every card of a new stack is undrawn, whatever its data said (Cards#_preCreate)", async () => {
    const { deck } = await stacks();
    expect(deck.drawnCards).toEqual([]);
    expect(deck.availableCards).toHaveLength(5);
  });

  test("a card's change survives its stack's next update", async () => {
    const { deck } = await stacks();
    await deck.updateEmbeddedDocuments("Card", [{ _id: "card000000000001", drawn: true }]);
    await deck.update({ name: "Renamed" });
    expect(deck.drawnCards.map((c) => c.id)).toEqual(["card000000000001"]);
  });
});

describe("Cards#pass", () => {
  test("the pile's copies keep the deck cards' ids, come from the deck (origin) and the deck's cards are marked drawn: one create and one update", async () => {
    const { deck, pile } = await stacks();
    world.calls.length = 0;
    const created = await deck.pass(pile, ["card000000000003", "card000000000001"], { chatNotification: false, updateData: { face: 0 } });
    expect(created.map((c) => c.id)).toEqual(["card000000000003", "card000000000001"]);
    expect(world.calls).toEqual(["Card.create(2)", "Card.update(2)"]);
    expect(ids(pile)).toEqual(["card000000000001", "card000000000003"]);
    const copy = pile.cards.get("card000000000003")!;
    expect([copy.drawn, copy["face"], copy.origin, copy.isHome, copy.sort]).toEqual([true, 0, deck, false, 100000]);
    expect(pile.cards.get("card000000000001")!.sort).toBe(200000);
    expect(deck.drawnCards.map((c) => c.id).sort()).toEqual(["card000000000001", "card000000000003"]);
    expect(deck.cards.size + pile.cards.size).toBe(7);
  });

  test("a drawn deck card is refused; a second pass of the same card creates nothing", async () => {
    const { deck, pile } = await stacks();
    await deck.pass(pile, ["card000000000002"], { chatNotification: false });
    world.calls.length = 0;
    await expect(deck.pass(pile, ["card000000000002"], { chatNotification: false })).rejects.toThrow("You may not pass Card card000000000002 which has already been drawn");
    expect(world.calls).toEqual([]);
  });

  test("a card passed back to its deck is undrawn there and deleted from the pile", async () => {
    const { deck, pile } = await stacks();
    await deck.pass(pile, ["card000000000002"], { chatNotification: false });
    await pile.pass(deck, ["card000000000002"], { chatNotification: false });
    expect(pile.cards.size).toBe(0);
    expect(deck.drawnCards).toEqual([]);
  });

  test("a card passed on from the pile to a hand keeps its origin and is deleted from the pile", async () => {
    const { deck, pile, hand } = await stacks();
    await deck.pass(pile, ["card000000000002"], { chatNotification: false });
    await pile.pass(hand, ["card000000000002"], { chatNotification: false });
    expect(ids(pile)).toEqual([]);
    expect(hand.cards.get("card000000000002")!.origin).toBe(deck);
  });

  test("every client sees the copies and the drawn flags", async () => {
    const p1 = world.open("p1");
    const { deck, pile } = await stacks();
    await deck.pass(pile, ["card000000000004"], { chatNotification: false });
    await world.settle();
    expect(ids(stackIn(p1, "pile000000000000"))).toEqual(["card000000000004"]);
    expect(world.inTabSync(p1, () => stackIn(p1, "pile000000000000").cards.get("card000000000004")!.origin?.id)).toBe("deck000000000000");
    expect(stackIn(p1, "deck000000000000").drawnCards.map((c) => c.id)).toEqual(["card000000000004"]);
  });

  test("a passCards hook returning false stops it before any request", async () => {
    const { deck, pile } = await stacks();
    world.inTabSync(gm, () => Hooks.on("passCards", () => false));
    world.calls.length = 0;
    expect(await deck.pass(pile, ["card000000000002"])).toEqual([]);
    expect(world.calls).toEqual([]);
  });
});

describe("Cards#deal, #draw, #shuffle", () => {
  test("deal takes the top cards by sort and gives them round the stacks in turn", async () => {
    const { deck, pile, hand } = await stacks();
    await deck.deal([pile, hand], 2, { chatNotification: false });
    expect(ids(pile)).toEqual(["card000000000000", "card000000000002"]);
    expect(ids(hand)).toEqual(["card000000000001", "card000000000003"]);
    expect(deck.availableCards.map((c) => c.id)).toEqual(["card000000000004"]);
    await expect(deck.deal([pile], 2)).rejects.toThrow("There are not 2 available cards remaining in Cards [deck000000000000]");
  });

  test("draw passes the drawer the top cards, and the chat says who drew from where", async () => {
    const { deck, hand } = await stacks();
    await hand.draw(deck, 2);
    await world.settle();
    expect(ids(hand)).toEqual(["card000000000000", "card000000000001"]);
    const messages = world.inTabSync(gm, () => game.messages!.contents);
    expect(messages).toHaveLength(1);
    expect(String(messages[0]!["content"])).toContain("CARDS.NotifyDraw");
  });

  test("shuffle gives every card a new sort 0..n-1 in one update", async () => {
    const { deck } = await stacks();
    world.calls.length = 0;
    await deck.shuffle({ chatNotification: false });
    // Only the cards whose sort changed are sent (the client keeps the diff).
    expect(world.calls).toHaveLength(1);
    expect(world.calls[0]).toMatch(/^Card\.update\(\d\)$/);
    expect(deck.cards.map((c) => c.sort).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  test("a notification is posted unless chatNotification is false, public under the default roll mode", async () => {
    const { deck } = await stacks();
    await deck.shuffle({ chatNotification: false });
    await world.settle();
    expect(world.inTabSync(gm, () => game.messages!.size)).toBe(0);
    await deck.shuffle();
    await world.settle();
    const [message] = world.inTabSync(gm, () => game.messages!.contents);
    expect(String(message!["content"])).toContain("CARDS.NotifyShuffle");
    expect(message!["whisper"]).toEqual([]);
  });
});

describe("Cards#recall and deleting a stack", () => {
  test("a deck recalls its cards from every stack and is all undrawn again", async () => {
    const { deck, pile, hand } = await stacks();
    await deck.deal([pile, hand], 2, { chatNotification: false });
    await deck.recall({ chatNotification: false });
    expect([pile.cards.size, hand.cards.size, deck.drawnCards.length]).toEqual([0, 0, 0]);
  });

  test("a pile returns its cards to their deck", async () => {
    const { deck, pile } = await stacks();
    await deck.deal([pile], 3, { chatNotification: false });
    await pile.recall({ chatNotification: false });
    expect([pile.cards.size, deck.drawnCards.length]).toEqual([0, 0]);
  });

  test("deleting a deck first recalls its cards, and Foundry posts that to the chat", async () => {
    const { deck, pile } = await stacks();
    await deck.deal([pile], 2, { chatNotification: false });
    await deck.delete();
    await world.settle();
    expect(pile.cards.size).toBe(0);
    const messages = world.inTabSync(gm, () => game.messages!.contents.map((m) => String(m["content"])));
    expect(messages.some((m) => m.includes("CARDS.NotifyReset"))).toBe(true);
  });
});

describe("Card#pass and Card#recall", () => {
  test("a card passes itself through its stack, and a copy recalled is undrawn at home and deleted", async () => {
    const { deck, pile } = await stacks();
    const card = deck.cards.get("card000000000002") as unknown as { pass(to: Stack, options: object): Promise<SimDocument | undefined> };
    const copy = (await card.pass(pile, { chatNotification: false })) as unknown as { id: string; recall(): Promise<SimDocument | null> };
    expect(copy.id).toBe("card000000000002");
    expect(deck.drawnCards.map((c) => c.id)).toEqual(["card000000000002"]);
    const original = await copy.recall();
    expect(original?.id).toBe("card000000000002");
    expect([pile.cards.size, deck.drawnCards.length]).toEqual([0, 0]);
  });

  test("a dealCards hook returning false stops a deal before any request", async () => {
    const { deck, pile } = await stacks();
    world.inTabSync(gm, () => Hooks.on("dealCards", () => false));
    world.calls.length = 0;
    await deck.deal([pile], 2);
    expect([world.calls, pile.cards.size]).toEqual([[], 0]);
  });
});

describe("who may move cards (BaseCard's permissions)", () => {
  test("a player may mark a card of a deck they cannot see drawn, but not reorder it", async () => {
    const p1 = world.open("p1");
    await stacks();
    world.focus(p1);
    const deck = stackIn(p1, "deck000000000000");
    await expect(deck.updateEmbeddedDocuments("Card", [{ _id: "card000000000002", sort: 9 }])).rejects.toThrow(/lacks permission to update Card/);
    await deck.updateEmbeddedDocuments("Card", [{ _id: "card000000000002", drawn: true }]);
    expect(deck.drawnCards.map((c) => c.id)).toEqual(["card000000000002"]);
  });

  test("a player may put cards into a pile but not into a deck they do not own", async () => {
    const p1 = world.open("p1");
    await stacks();
    world.focus(p1);
    const card = { _id: "extra00000000000", name: "Extra" };
    await expect(stackIn(p1, "deck000000000000").createEmbeddedDocuments("Card", [card], { keepId: true })).rejects.toThrow(/lacks permission to create a new Card/);
    await stackIn(p1, "pile000000000000").createEmbeddedDocuments("Card", [card], { keepId: true });
    expect(ids(stackIn(p1, "pile000000000000"))).toEqual(["extra00000000000"]);
  });

  test("so a player's client may pass a GM's deck cards to a pile (drawn flags and pile creates are open to players)", async () => {
    const p1 = world.open("p1");
    await stacks();
    world.focus(p1);
    await stackIn(p1, "deck000000000000").pass(stackIn(p1, "pile000000000000"), ["card000000000001"], { chatNotification: false });
    expect(ids(stackIn(gm, "pile000000000000"))).toEqual(["card000000000001"]);
  });
});
