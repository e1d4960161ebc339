import { describe, expect, test } from "vitest";
import { banksActorFlag, banksFlagMigrations, banksMessageFlag } from "../../../src/system/banks/flags";
import { applyUpdate } from "../../support/document-update";

/**
 * banks' flags: 0.1.0 kept them directly under flags.fray as `banks<Key>`; they now live in
 * flags.fray.banks without the prefix. The accessors read either place, the migration moves them.
 */
const NEW_KEYS = ["attack", "bid", "action", "paid", "bids", "applied", "teamRoll", "teamResult", "activeDodge", "dodgeResult", "medicine", "medicineResult", "wedge", "wedgeResult"];
const legacyKey = (key: string): string => `banks${key[0]!.toUpperCase()}${key.slice(1)}`;
/** A 0.1.0 message carrying every banks key, each with a value of its own. */
const LEGACY_MESSAGE = Object.fromEntries(NEW_KEYS.map((k, i) => [legacyKey(k), { marker: i }]));
const MOVED = Object.fromEntries(NEW_KEYS.map((k, i) => [k, { marker: i }]));

function migrated<F extends object>(fray: F, migrate: (fray: F) => object | null): Record<string, unknown> {
  const flags: Record<string, unknown> = { fray: structuredClone(fray) };
  const change = migrate(structuredClone(fray));
  if (change) applyUpdate(flags, { fray: change });
  return flags["fray"] as Record<string, unknown>;
}

// The migrations take Foundry's typed flags; 0.1.0 data is plain JSON of the same shapes.
const asMessageFlags = (value: object): FrayChatMessageFlags => value as FrayChatMessageFlags;
const asActorFlags = (value: object): FrayActorFlags => value as FrayActorFlags;

describe("the migration of banks' flags", () => {
  test("moves every 0.1.0 chat message key into flags.fray.banks, without its prefix, and deletes it", () => {
    expect(Object.keys(LEGACY_MESSAGE)).toEqual(["banksAttack", "banksBid", "banksAction", "banksPaid", "banksBids", "banksApplied", "banksTeamRoll", "banksTeamResult", "banksActiveDodge", "banksDodgeResult", "banksMedicine", "banksMedicineResult", "banksWedge", "banksWedgeResult"]);
    expect(migrated(asMessageFlags(LEGACY_MESSAGE), banksFlagMigrations.chatMessage)).toEqual({ banks: MOVED });
  });

  test("layout 2 drops an actor's ledger, wherever 0.1.0 or 0.2 kept it (the GM's records replaced it; a player could have written it)", () => {
    const ledger = { pay_m1: { record: { kind: "pay" }, appliedAt: 1, undone: false } };
    expect(migrated(asActorFlags({ banksLedger: ledger }), banksFlagMigrations.actor)).toEqual({ banks: {} });
    expect(migrated(asActorFlags({ banks: { ledger } }), banksFlagMigrations.actor)).toEqual({ banks: {} });
  });

  test("a migrated document migrates to nothing", () => {
    const once = migrated(asMessageFlags(LEGACY_MESSAGE), banksFlagMigrations.chatMessage);
    expect(banksFlagMigrations.chatMessage(asMessageFlags(once))).toBeNull();
    expect(banksFlagMigrations.actor(asActorFlags({ banks: {} }))).toBeNull();
  });

  test("with both places filled, the new value wins; bids and applied marks keep the old entries the new place lacks", () => {
    const fray = { banksPaid: { state: "refused", reason: "x" }, banksBids: { "0": { bid: 1 }, "1": { bid: 2 } }, banks: { paid: { state: "free" }, bids: { "0": { bid: 3 } } } };
    expect(migrated(asMessageFlags(fray), banksFlagMigrations.chatMessage)).toEqual({ banks: { paid: { state: "free" }, bids: { "0": { bid: 3 }, "1": { bid: 2 } } } });
  });

  test("leaves flags that are not banks' alone: trauma's keys and the schema mark", () => {
    const fray = { banksWedge: { marker: 1 }, attack: { a: 1 }, trauma: { applied: {} }, schemaVersion: 1 };
    expect(migrated(asMessageFlags(fray), banksFlagMigrations.chatMessage)).toEqual({ banks: { wedge: { marker: 1 } }, attack: { a: 1 }, trauma: { applied: {} }, schemaVersion: 1 });
    expect(banksFlagMigrations.actor(asActorFlags({ ledger: {} }))).toBeNull();
  });
});

describe("reading banks' flags", () => {
  const doc = (fray: object) => ({ flags: { fray } }) as never;

  test.each(NEW_KEYS)("reads %s from flags.fray.banks, else from 0.1.0's banks<Key>", (key) => {
    expect(banksMessageFlag(doc({ banks: { [key]: { marker: "new" } } }), key as "attack")).toEqual({ marker: "new" });
    expect(banksMessageFlag(doc({ [legacyKey(key)]: { marker: "old" } }), key as "attack")).toEqual({ marker: "old" });
  });

  test("a ledger written since the upgrade still shows the old entries; the new entry wins", () => {
    const entry = (undone: boolean) => ({ record: {}, appliedAt: 1, undone });
    const actor = doc({ banksLedger: { a: entry(false), b: entry(false) }, banks: { ledger: { a: entry(true) } } });
    expect(banksActorFlag(actor, "ledger")).toEqual({ a: entry(true), b: entry(false) });
  });
});
