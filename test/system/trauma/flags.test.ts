import { describe, expect, test } from "vitest";
import { traumaActorFlag, traumaCardsFlag, traumaFlagMigrations, traumaMessageFlag } from "../../../src/system/trauma/flags";
import { applyUpdate } from "../../support/document-update";

/**
 * trauma's flags: 0.1.0 kept them directly under flags.fray; they now live in flags.fray.trauma.
 * The accessors read either place, the migration moves the old keys (and nothing else).
 */
const card = { version: 1, attacker: { actorUuid: "Actor.q", name: "Qulia" }, targets: [] };
const LEGACY_MESSAGE = {
  attack: card,
  resistance: { attackMessageId: "m1", targetIndex: 0, draw: { cards: [] } },
  applied: { "0": { finalTrauma: 6, undone: false } },
  resisted: { "0": "m2" },
  willToLive: { combatId: "cb1", round: 2, combatantId: "c1", actorUuid: "Actor.q", cards: [] },
  willToLivePrompt: { combatId: "cb1", round: 2, combatantId: "c1" },
  willToLiveOutcome: { applied: true, died: false },
};
const ledgerEntry = (undone: boolean) => ({ record: { finalTrauma: 6 }, appliedAt: 1, undone });

/** What a migration does to a document: its update applied as Foundry would. */
function migrated<F extends object>(fray: F, migrate: (fray: F) => object | null): Record<string, unknown> {
  const flags: Record<string, unknown> = { fray: structuredClone(fray) };
  const change = migrate(structuredClone(fray));
  if (change) applyUpdate(flags, { fray: change });
  return flags["fray"] as Record<string, unknown>;
}

// The migrations take Foundry's typed flags; 0.1.0 data is plain JSON of the same shapes.
const asMessageFlags = (value: object): FrayChatMessageFlags => value as FrayChatMessageFlags;
const asActorFlags = (value: object): FrayActorFlags => value as FrayActorFlags;
const asCardsFlags = (value: object): FrayCardsFlags => value as FrayCardsFlags;

describe("the migration of trauma's flags", () => {
  test("moves every 0.1.0 chat message key into flags.fray.trauma and deletes it", () => {
    expect(migrated(asMessageFlags(LEGACY_MESSAGE), traumaFlagMigrations.chatMessage)).toEqual({ trauma: LEGACY_MESSAGE });
    expect(traumaFlagMigrations.chatMessage(asMessageFlags(LEGACY_MESSAGE))).toEqual({
      trauma: LEGACY_MESSAGE,
      ...Object.fromEntries(Object.keys(LEGACY_MESSAGE).map((k) => [`-=${k}`, null])),
    });
  });

  test("an actor's ledger leaves the actor for the GM's records (layout 2); a deck's role, lead count and dealt cards move", () => {
    const ledger = { m1_0: ledgerEntry(false), "m_2_1": ledgerEntry(true) };
    expect(migrated(asActorFlags({ ledger }), traumaFlagMigrations.actor)).toEqual({ trauma: {} });
    expect(migrated(asActorFlags({ trauma: { ledger } }), traumaFlagMigrations.actor)).toEqual({ trauma: {} });
    expect(traumaFlagMigrations.actorRecords(asActorFlags({ ledger })).map((r) => [r.key, r.status, r.refs, r.data])).toEqual([
      ["trauma.apply:m1:0#0:apply", "done", ["m1"], { finalTrauma: 6 }],
      ["trauma.apply:m_2:1#0:apply", "done", ["m_2"], { finalTrauma: 6 }],
      ["trauma.apply:m_2:1#0:undo", "done", ["m_2"], null],
    ]);
    const deck = { role: "deck:perk", leads: 2, dealt: { m1: "card1" } };
    expect(migrated(asCardsFlags(deck), traumaFlagMigrations.cards)).toEqual({ trauma: deck });
  });

  test("a migrated document migrates to nothing: a second run writes nothing", () => {
    const once = migrated(asMessageFlags(LEGACY_MESSAGE), traumaFlagMigrations.chatMessage);
    expect(traumaFlagMigrations.chatMessage(asMessageFlags(once))).toBeNull();
    expect(traumaFlagMigrations.actor(asActorFlags({ trauma: {} }))).toBeNull();
    expect(traumaFlagMigrations.actorRecords(asActorFlags({ trauma: {} }))).toEqual([]);
    expect(traumaFlagMigrations.cards(asCardsFlags({}))).toBeNull();
  });

  test("with both places filled, the new value wins; ledgers and marks keep the old entries the new place lacks", () => {
    const newer = { ...card, version: 2 };
    const fray = { attack: card, applied: { "0": { finalTrauma: 6, undone: false }, "1": { finalTrauma: 2, undone: false } }, trauma: { attack: newer, applied: { "0": { finalTrauma: 6, undone: true } } } };
    expect(migrated(asMessageFlags(fray), traumaFlagMigrations.chatMessage)).toEqual({
      trauma: { attack: newer, applied: { "0": { finalTrauma: 6, undone: true }, "1": { finalTrauma: 2, undone: false } } },
    });
    // Both places' entries become records; the newer place's (undone) wins for an entry in both.
    const both = { ledger: { m1_0: ledgerEntry(false), m1_1: ledgerEntry(false) }, trauma: { ledger: { m1_0: ledgerEntry(true) } } };
    expect(traumaFlagMigrations.actorRecords(asActorFlags(both)).map((r) => r.key)).toEqual(["trauma.apply:m1:0#0:apply", "trauma.apply:m1:0#0:undo", "trauma.apply:m1:1#0:apply"]);
  });

  test("leaves flags that are not trauma's alone: banks' keys, the schema mark, a Card's identity", () => {
    const fray = { attack: card, banksAttack: { x: 1 }, banks: { paid: { state: "free" } }, schemaVersion: 3 };
    expect(migrated(asMessageFlags(fray), traumaFlagMigrations.chatMessage)).toEqual({ trauma: { attack: card }, banksAttack: { x: 1 }, banks: { paid: { state: "free" } }, schemaVersion: 3 });
    expect(traumaFlagMigrations.cards(asCardsFlags({ rank: "K", suit: "H" }))).toBeNull();
  });
});

describe("reading trauma's flags", () => {
  const doc = (fray: object) => ({ flags: { fray } }) as never;

  test("reads the new place", () => {
    expect(traumaMessageFlag(doc({ trauma: { attack: card } }), "attack")).toEqual(card);
    expect(traumaCardsFlag(doc({ trauma: { leads: 3 } }), "leads")).toBe(3);
  });

  test("falls back to a 0.1.0 key directly under flags.fray, for documents not migrated yet", () => {
    expect(traumaMessageFlag(doc({ attack: card }), "attack")).toEqual(card);
    expect(traumaMessageFlag(doc({ willToLivePrompt: LEGACY_MESSAGE.willToLivePrompt }), "willToLivePrompt")).toEqual(LEGACY_MESSAGE.willToLivePrompt);
    expect(traumaCardsFlag(doc({ dealt: { m1: "c1" } }), "dealt")).toEqual({ m1: "c1" });
    expect(traumaMessageFlag(doc({}), "attack")).toBeUndefined();
    expect(traumaMessageFlag({ flags: {} } as never, "attack")).toBeUndefined();
  });

  test("the new value wins; a ledger written since the upgrade still shows the old entries", () => {
    expect(traumaMessageFlag(doc({ attack: card, trauma: { attack: { ...card, version: 2 } } }), "attack")).toMatchObject({ version: 2 });
    const actor = doc({ ledger: { a: ledgerEntry(false), b: ledgerEntry(false) }, trauma: { ledger: { a: ledgerEntry(true) } } });
    expect(traumaActorFlag(actor, "ledger")).toEqual({ a: ledgerEntry(true), b: ledgerEntry(false) });
  });
});
