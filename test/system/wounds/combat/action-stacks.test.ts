import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SimTab, type SimWorld, createWorld } from "../../../sim";
import { actionCardDocId, actionDeckLayout, dealActionCards, defaultWoundsEncounter } from "../../../../src/core/wounds";
import { createRng } from "../../../../src/core/random";
import { actionDeckWrites, actionStackIds, actionStacksOf, deleteActionStacks, ensureActionStacks } from "../../../../src/system/wounds/cards/action-deck";
import { applyWrites } from "../../../../src/system/gm/records/apply-writes";
import { claimRecord } from "../../../../src/system/gm/records/record-book";

/**
 * The combat's Action Deck and pile as Foundry Cards on the simulation: made by a GM, 54 cards
 * under the record's ids, the deck hidden from players and the pile open to look at; a stack a
 * player owns is not trusted; and two GM tabs asking at once (a query reaches every tab of the
 * GM) make the pair once. Foundry's server does not refuse a top-level create whose `_id`
 * exists: the second replaces the first (test/sim/server.ts), and a late one would wipe a deal.
 */
let world: SimWorld;
let gm: SimTab;
const fighters = ["c-red", "c-blue", "c-bandit"];

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = createWorld();
  gm = world.open("gm");
  world.seed("Combat", { _id: "cb1", round: 1, turn: 0, combatants: fighters.map((id) => ({ _id: id, name: id })), flags: {} });
});

const combatIn = (tab: SimTab): Combat.Implementation => world.inTabSync(tab, () => game.combats!.get("cb1")!);
const ensureIn = (tab: SimTab) => world.inTab(tab, () => ensureActionStacks(combatIn(tab)));
const creates = (): string[] => world.calls.filter((c) => c.startsWith("Cards.create"));
const userIn = (tab: SimTab, id: string): User.Implementation => world.inTabSync(tab, () => game.users!.get(id)!);

describe("the Action Deck's Cards", () => {
  test("made once per combat by the GM, 54 cards under the record's ids, the deck hidden from players and the pile open to look at", async () => {
    const [first, second] = await Promise.all([ensureIn(gm), ensureIn(gm)]);
    expect(first!.deck).toBe(second!.deck);
    expect(creates()).toEqual(["Cards.create(2)"]);
    expect(first!.deck.cards.size).toBe(54);
    expect(first!.deck.cards.has(actionCardDocId("action-AS"))).toBe(true);
    expect(first!.deck.testUserPermission(userIn(gm, "p1"), "LIMITED")).toBe(false);
    expect(first!.pile.testUserPermission(userIn(gm, "p1"), "OBSERVER")).toBe(true);
  });

  test("a stack a player owns is not trusted: it is replaced", async () => {
    const made = (await ensureIn(gm))!;
    await world.inTab(gm, () => made.deck.update({ ownership: { p1: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } }));
    expect(world.inTabSync(gm, () => actionStacksOf("cb1"))).toBeNull();
    const again = (await ensureIn(gm))!;
    expect((again.deck.ownership as Record<string, number>)["p1"]).toBeUndefined();
  });
  test("deleted with the combat: Foundry recalls each stack first, and says so in the chat (Cards#_preDelete)", async () => {
    await ensureIn(gm);
    await world.inTab(gm, async () => applyWrites(await actionDeckWrites(combatIn(gm), dealActionCards(defaultWoundsEncounter(), fighters, createRng("gone")))));
    await world.inTab(gm, () => deleteActionStacks("cb1"));
    await world.settle();
    expect(world.inTabSync(gm, () => game.cards!.size)).toBe(0);
    const said = world.inTabSync(gm, () => game.messages!.contents.map((m) => String(m.content)));
    expect(said.filter((m) => m.includes("CARDS.NotifyReset") || m.includes("CARDS.NotifyReturn"))).toHaveLength(2);
  });
});

describe("two GM tabs asking for the pair at once", () => {
  test("it is created once, and both tabs get the same stacks", async () => {
    const other = world.open("gm");
    const [a, b] = await Promise.all([ensureIn(gm), ensureIn(other)]);
    await world.settle();
    expect(creates()).toEqual(["Cards.create(2)"]);
    expect([a?.deck.id, b?.deck.id]).toEqual([actionStackIds("cb1").deck, actionStackIds("cb1").deck]);
  });

  test("replacing a deck an earlier Fray made, while one of them deals: the deal stays on the Cards", async () => {
    const ids = actionStackIds("cb1");
    const renewed = Array.from({ length: 54 }, (_, i) => ({ _id: `renewed${String(i).padStart(9, "0")}`, name: `Card ${i}`, sort: i }));
    world.seed("Cards", { _id: ids.deck, name: "Action Deck", type: "deck", ownership: { default: 0 }, cards: renewed });
    world.seed("Cards", { _id: ids.pile, name: "Action Cards in play", type: "pile", ownership: { default: 2 }, cards: [] });
    const other = world.open("gm");
    const dealt = dealActionCards(defaultWoundsEncounter(), fighters, createRng("two tabs"));
    // Both tabs build the step's writes (the phase runner does, before its claim); the first applies them.
    const dealing = world.inTab(gm, async () => applyWrites(await actionDeckWrites(combatIn(gm), dealt)));
    const asking = world.inTab(other, () => actionDeckWrites(combatIn(other), dealt));
    await Promise.allSettled([dealing, asking]);
    await world.settle();
    await expect(asking).resolves.toHaveLength(1);
    for (const tab of [gm, other]) {
      const stacks = world.inTabSync(tab, () => actionStacksOf("cb1"));
      expect(stacks?.pile.cards.map((c) => c.id).sort()).toEqual([...actionDeckLayout(dealt).inPlay].sort());
      expect(stacks?.deck.cards.filter((c) => !c.drawn).length).toBe(51);
    }
  });

  test("a claim whose tab stopped before making the pair (long ago) does not block: the next ask claims again and makes it", async () => {
    const stopped = { key: "wounds.actionStacks:cb1:0", status: "done" as const, writes: [], data: null, refs: ["cb1"], at: Date.now() - 5 * 60_000, tab: "gone" };
    expect(await world.inTab(gm, () => claimRecord(stopped))).toBe(true);
    world.calls.length = 0;
    expect(await ensureIn(gm)).not.toBeNull();
    expect(creates()).toEqual(["Cards.create(2)"]);
  });
});
