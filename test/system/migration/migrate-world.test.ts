import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { migrateWorld as MigrateWorld } from "../../../src/system/migration/migrate-world";
import { type FlaggedDouble, type WorldDouble, installWorldDouble } from "../../support/world-double";

/**
 * Migrating the data of a 0.1.0 world: trauma and banks chat cards, actors with ledgers and the
 * Perk Deck with its dealt cards, all with their flags directly under flags.fray, moved by the
 * real adapters' migrations into flags.fray.<ruleset>, one batch per document class.
 */
const traumaCard = { version: 1, attacker: { actorUuid: "Actor.qulia", name: "Qulia" }, targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }] };
const banksCard = { version: 1, attacker: { actorUuid: "Actor.ines", name: "Ines" }, targets: [], dice: [5, 6] };
const entry = { record: { finalTrauma: 6 }, appliedAt: 1, undone: false };

function world010(): { messages: FlaggedDouble[]; actors: FlaggedDouble[]; cards: FlaggedDouble[] } {
  return {
    messages: [
      { id: "m1", flags: { fray: { attack: traumaCard, applied: { "0": { finalTrauma: 6, undone: false } }, resisted: { "0": "m2" } } } },
      { id: "m2", flags: { fray: { resistance: { attackMessageId: "m1", targetIndex: 0, draw: { cards: [] } } } } },
      { id: "m3", flags: { fray: { banksAttack: banksCard, banksPaid: { state: "free" }, banksBids: { "0": { bid: 1, chutzpah: 0, threshold: 5 } }, banksApplied: { "0": { undone: false } } } } },
      { id: "m4", flags: { fray: { banksAction: { action: "leadershipTactics" }, banksTeamRoll: { dice: [5] }, banksTeamResult: { state: "applied" } }, core: { canPopout: true } } },
      { id: "m5", flags: {} },
    ],
    actors: [
      { id: "qulia", flags: {} },
      { id: "ashmite", flags: { fray: { ledger: { m1_0: entry } } } },
      { id: "ines", flags: { fray: { banksLedger: { pay_m3: entry } } } },
    ],
    cards: [
      { id: "perkDeck", flags: { fray: { role: "deck:perk", leads: 2, dealt: { m1: "card1" } } } },
      { id: "probability", flags: { fray: { role: "deck:probability" } } },
      { id: "hand", flags: {} },
    ],
  };
}

const MIGRATED = {
  messages: {
    m1: { fray: { trauma: { attack: traumaCard, applied: { "0": { finalTrauma: 6, undone: false } }, resisted: { "0": "m2" } } } },
    m2: { fray: { trauma: { resistance: { attackMessageId: "m1", targetIndex: 0, draw: { cards: [] } } } } },
    m3: { fray: { banks: { attack: banksCard, paid: { state: "free" }, bids: { "0": { bid: 1, chutzpah: 0, threshold: 5 } }, applied: { "0": { undone: false } } } } },
    m4: { fray: { banks: { action: { action: "leadershipTactics" }, teamRoll: { dice: [5] }, teamResult: { state: "applied" } } }, core: { canPopout: true } },
    m5: {},
  },
  actors: { qulia: {}, ashmite: { fray: { trauma: {} } }, ines: { fray: { banks: {} } } },
  cards: { perkDeck: { fray: { trauma: { role: "deck:perk", leads: 2, dealt: { m1: "card1" } } } }, probability: { fray: { trauma: { role: "deck:probability" } } }, hand: {} },
};

const flagsOf = (collection: { contents: FlaggedDouble[] }) => Object.fromEntries(collection.contents.map((d) => [d.id, d.flags]));

let world: WorldDouble;
let migrateWorld: typeof MigrateWorld;
const schemaVersion = () => world.settings.get("fray.schemaVersion")?.value;

beforeEach(async () => {
  world = installWorldDouble(world010());
  vi.spyOn(console, "info").mockImplementation(() => {});
  // The adapters extend Foundry classes at import time: imported once the double is in place.
  const { registerSettings } = await import("../../../src/system/settings");
  registerSettings();
  ({ migrateWorld } = await import("../../../src/system/migration/migrate-world"));
});
afterEach(() => {
  vi.restoreAllMocks();
  world.uninstall();
});

describe("the world migration", () => {
  test("fray.schemaVersion is a hidden world setting, 0 in a world that never stored it", () => {
    expect(world.settings.get("fray.schemaVersion")).toMatchObject({ scope: "world", config: false, default: 0, value: 0 });
  });

  test("moves a 0.1.0 world's flags with ONE update call per document class, then stores the version and says so", async () => {
    const report = await migrateWorld();
    expect(report).toEqual({ from: 0, to: 2, messages: 4, actors: 2, cards: 2 });
    expect(world.batches.map((b) => [b.document, b.updates.map((u) => u["_id"])])).toEqual([
      ["ChatMessage", ["m1", "m2", "m3", "m4"]],
      ["Actor", ["ashmite", "ines"]],
      ["Cards", ["perkDeck", "probability"]],
    ]);
    // Layout 2: trauma's ledger leaves the actor for the GM's record book.
    expect(world.batches[1]!.updates[0]).toEqual({ _id: "ashmite", flags: { fray: { trauma: { "-=ledger": null }, "-=ledger": null } } });
    const { findRecord } = await import("../../../src/system/gm/records/record-book");
    expect(findRecord("trauma.apply:m1:0#0:apply")).toMatchObject({ status: "done", refs: ["m1"], data: entry.record });
    expect({ messages: flagsOf(world.messages), actors: flagsOf(world.actors), cards: flagsOf(world.cards) }).toEqual(MIGRATED);
    expect(schemaVersion()).toBe(2);
    expect(console.info).toHaveBeenCalledWith("fray | migrated the world from layout 0 to 2: 4 chat messages, 2 actors, 2 card stacks");
    expect(world.notices).toEqual([expect.stringContaining("4 chat messages, 2 actors and 2 card stacks")]);
  });

  test("a second run changes nothing: the stored version stops it, and even forced it finds nothing to move", async () => {
    await migrateWorld();
    world.batches.length = 0;
    expect(await migrateWorld()).toBeNull();
    world.settings.get("fray.schemaVersion")!.value = 0;
    expect(await migrateWorld()).toEqual({ from: 0, to: 2, messages: 0, actors: 0, cards: 0 });
    expect(world.batches).toEqual([]);
    expect({ messages: flagsOf(world.messages), actors: flagsOf(world.actors), cards: flagsOf(world.cards) }).toEqual(MIGRATED);
  });

  test.each([
    ["a player", "p1"],
    ["a GM who is not the active GM", "gm2"],
  ])("on %s's client it does nothing", async (_who, userId) => {
    world.actAs(userId);
    expect(await migrateWorld()).toBeNull();
    expect(world.batches).toEqual([]);
    expect(schemaVersion()).toBe(0);
    expect(world.messages.get("m1")!.flags).toEqual(world010().messages[0]!.flags);
  });

  test("interrupted halfway, it keeps the old version; the next run finishes the job", async () => {
    world.failNext("Actor");
    await expect(migrateWorld()).rejects.toThrow("connection lost");
    expect(schemaVersion()).toBe(0);
    expect(world.batches.map((b) => b.document)).toEqual(["ChatMessage"]);
    expect(await migrateWorld()).toEqual({ from: 0, to: 2, messages: 0, actors: 2, cards: 2 });
    expect({ messages: flagsOf(world.messages), actors: flagsOf(world.actors), cards: flagsOf(world.cards) }).toEqual(MIGRATED);
    expect(schemaVersion()).toBe(2);
  });

  test("a very large world is written in chunks of 500 updates", async () => {
    world.uninstall();
    const many = Array.from({ length: 501 }, (_, i) => ({ id: `x${i}`, flags: { fray: { banksPaid: { state: "free" } } } }));
    world = installWorldDouble({ messages: many });
    const { registerSettings } = await import("../../../src/system/settings");
    registerSettings();
    expect(await migrateWorld()).toMatchObject({ messages: 501 });
    expect(world.batches.map((b) => [b.document, b.updates.length])).toEqual([["ChatMessage", 500], ["ChatMessage", 1]]);
  });

  test("a 0.1.0 combat keeps its automation ledger as the tracker reads it (its layout did not change), and nothing is written to it", async () => {
    const { readLedger } = await import("../../../src/system/combat/automation-ledger");
    const automation = { done: ["start", "r1:startRound", "r1:t0:c-q:startTurn"], pending: ["trauma.willToLive:r1:c-q"], resolved: [], encounter: null };
    const combat = { id: "cb1", flags: { fray: { automation: structuredClone(automation) } } };
    world.combats.set("cb1", combat);
    await migrateWorld();
    expect(combat.flags).toEqual({ fray: { automation } });
    expect(readLedger(combat.flags)).toEqual({ done: automation.done, pending: automation.pending, resolved: [] });
    expect(world.batches.map((b) => b.document)).not.toContain("Combat");
  });
});
