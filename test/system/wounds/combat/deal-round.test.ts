import "../../../sim/install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimTab, type SimWorld, createWorld } from "../../../sim";
import { type WoundsEncounter, actionCardDocId, actionDeckLayout, dealActionCards, defaultWoundsEncounter, endActionRound, redrawActionCard } from "../../../../src/core/wounds";
import { createRng } from "../../../../src/core/random";
import { actionDeckWrites, actionStackIds } from "../../../../src/system/wounds/cards/action-deck";
import { applyWrites } from "../../../../src/system/gm/records/apply-writes";

/**
 * The wounds Action Deck (docs/rules/wounds.md §7) as Foundry's Cards on the simulation: each
 * step's record (a deal, a Benny's redraw, the end of a round, the reshuffle after a Joker) is
 * written to the combat's deck and pile with the adapter's own writes (actionDeckWrites, then
 * applyWrites as the phase runner and recovery do), and the Cards then show the record exactly:
 * the deck's undrawn cards in the record's order, the pile the cards in play in dealing order,
 * the two together and the discard always 54.
 */
let world: SimWorld;
let gm: SimTab;
const fighters = Array.from({ length: 12 }, (_, i) => `c${String(i).padStart(2, "0")}`);

beforeEach(() => {
  world = createWorld();
  gm = world.open("gm");
  world.seed("Combat", { _id: "cb1", round: 1, turn: 0, combatants: fighters.map((id) => ({ _id: id, name: id, initiative: null })), flags: {} });
});

type Stack = Cards.Implementation;
const combat = (): Combat.Implementation => world.inTabSync(gm, () => game.combats!.get("cb1")!);
const stack = (id: string, tab = gm): Stack => world.inTabSync(tab, () => game.cards!.get(id)!);
const sorted = (cards: Card.Implementation[]): string[] => [...cards].sort((a, b) => a.sort - b.sort).map((c) => c.id ?? "");

/** What the adapter writes after a step: the layout of the combat's Cards for this record. */
async function writeRecord(encounter: WoundsEncounter): Promise<void> {
  await world.inTab(gm, async () => applyWrites(await actionDeckWrites(combat(), encounter)));
  await world.settle();
}

/** Deck + pile = 54, the deck's undrawn cards are the record's deck in order, the pile holds the dealt cards in dealing order, every other card is drawn (the discard). */
function expectCardsShow(encounter: WoundsEncounter, tab = gm): void {
  const ids = actionStackIds("cb1");
  const [deck, pile] = [stack(ids.deck, tab), stack(ids.pile, tab)];
  const layout = actionDeckLayout(encounter);
  expect(deck.cards.size).toBe(54);
  expect(deck.cards.filter((c) => !c.drawn).length + pile.cards.size + layout.discard.length).toBe(54);
  expect(sorted(deck.cards.filter((c) => !c.drawn))).toEqual(layout.available);
  expect(sorted(pile.cards.contents)).toEqual(encounter.dealt.map((d) => actionCardDocId(d.card.id)));
  for (const card of pile.cards) expect([card.drawn, card.face, (card.origin as Stack | null)?.id]).toEqual([true, 0, ids.deck]);
  const discarded = new Set(layout.discard);
  expect(deck.cards.filter((c) => c.drawn && !discarded.has(c.id ?? "")).map((c) => c.id).sort()).toEqual([...layout.inPlay].sort());
}

describe("the Action Deck's Cards follow the record", () => {
  test("the first deal: the pile holds the twelve dealt cards and the deck the other 42, undrawn in the record's order", async () => {
    const dealt = dealActionCards(defaultWoundsEncounter(), fighters, createRng("first"));
    await writeRecord(dealt);
    expectCardsShow(dealt);
  });

  test("a deck an earlier Fray made (its cards' ids renewed by the server) is replaced by one holding the record's cards", async () => {
    const ids = actionStackIds("cb1");
    const renewed = Array.from({ length: 54 }, (_, i) => ({ _id: `renewed${String(i).padStart(9, "0")}`, name: `Card ${i}`, sort: i, drawn: false }));
    world.seed("Cards", { _id: ids.deck, name: "Action Deck", type: "deck", ownership: { default: 0 }, cards: renewed });
    world.seed("Cards", { _id: ids.pile, name: "Action Cards in play", type: "pile", ownership: { default: 2 }, cards: [] });
    const dealt = dealActionCards(defaultWoundsEncounter(), fighters, createRng("legacy"));
    await writeRecord(dealt);
    expectCardsShow(dealt);
  });

  test("round after round, through Bennies' redraws and the reshuffles after a Joker, on every client", async () => {
    const p1 = world.open("p1");
    const rng = createRng("rounds");
    let e = defaultWoundsEncounter();
    let reshuffles = 0;
    for (let round = 1; round <= 8; round++) {
      e = dealActionCards(e, fighters, rng);
      await writeRecord(e);
      expectCardsShow(e);
      e = redrawActionCard(e, fighters[round % fighters.length]!, rng).encounter;
      await writeRecord(e);
      expectCardsShow(e);
      const ended = endActionRound(e, rng);
      if (ended.reshuffled) reshuffles++;
      e = ended.encounter;
      await writeRecord(e);
      expectCardsShow(e);
      expectCardsShow(e, p1);
    }
    expect(reshuffles).toBeGreaterThan(0);
  });

  test("a deal the GM's client left halfway is completed by writing the record again, exactly, and writing it once more costs nothing", async () => {
    const dealt = dealActionCards(defaultWoundsEncounter(), fighters, createRng("halfway"));
    const writes = await world.inTab(gm, () => actionDeckWrites(combat(), dealt));
    gm.failAfter = 1;
    await expect(world.inTab(gm, () => applyWrites(writes))).rejects.toThrow("The connection to the server was lost");
    gm.failAfter = null;
    await world.settle();
    await world.inTab(gm, () => applyWrites(writes));
    await world.settle();
    expectCardsShow(dealt);
    world.calls.length = 0;
    await world.inTab(gm, () => applyWrites(writes));
    expect(world.calls).toEqual([]);
  });

  test("the end of a round is one deletion in the pile, the next deal one pass (one create, one update), and no chat message", async () => {
    // No Joker in the first round, so its end is a plain discard and the deck stays in order.
    const faces = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC"];
    const rng = createRng("calls");
    const first = dealActionCards(defaultWoundsEncounter(), fighters, rng, new Map(fighters.map((id, i) => [id, faces[i]!])));
    await writeRecord(first);
    const ended = endActionRound(first, rng).encounter;
    world.calls.length = 0;
    await writeRecord(ended);
    expect(world.calls).toEqual(["Card.delete(12)"]);
    const next = dealActionCards(ended, fighters, rng);
    world.calls.length = 0;
    await writeRecord(next);
    expect(world.calls).toEqual(["Card.create(12)", "Card.update(12)"]);
    expectCardsShow(next);
    expect(world.inTabSync(gm, () => game.messages!.size)).toBe(0);
  });
});
