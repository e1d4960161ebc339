import { beforeEach, describe, expect, test, vi } from "vitest";
import fc from "fast-check";
import { lineKey, lineState, readRecord } from "../../../src/system/gm/records/gm-record";
import { recordIdFor } from "../../../src/system/gm/records/record-id";
import { RECORD_BOOK_ID, allRecords, claimRecord, findRecord, openRecordBook } from "../../../src/system/gm/records/record-book";
import { applyLine, completeUnfinished, frozen, ledgerLine, runStep, undoLine } from "../../../src/system/gm/records/exactly-once";
import { pruneRecordsOf } from "../../../src/system/gm/records/pruning";
import { ServerDouble } from "../../support/server-double";

let server: ServerDouble;
beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
});

const hpWrite = (hp: number) => [{ type: "update" as const, uuid: "Actor.a", data: { system: { hp } } }];

describe("record ids", () => {
  test("are Foundry-shaped (16 base-62 characters) and the same for the same key", () => {
    expect(recordIdFor("trauma.apply:m1:0#0:apply")).toMatch(/^[0-9a-zA-Z]{16}$/);
    expect(recordIdFor("k")).toBe(recordIdFor("k"));
  });
  test("differ for different keys (no collision among 20,000 similar keys)", () => {
    const ids = new Set(Array.from({ length: 20_000 }, (_, i) => recordIdFor(`apply:m${i}:0#0:apply`)));
    expect(ids.size).toBe(20_000);
  });
});

describe("reading a stored record", () => {
  test("a malformed record is ignored, never trusted", () => {
    expect(readRecord({ key: "k", status: "done", writes: [{ type: "update", uuid: 3 }], refs: [], at: 1, tab: "t" })).toBeNull();
    expect(readRecord({ key: "k", status: "maybe", writes: [], refs: [], at: 1, tab: "t" })).toBeNull();
    expect(readRecord("k")).toBeNull();
    expect(readRecord({ key: "k", status: "done", writes: [], refs: ["m1"], at: 1, tab: "t" })).toMatchObject({ key: "k", data: null });
  });
  test("a ledger line walks its generations: fresh → applied → undone → applied again", () => {
    const store = new Map<string, ReturnType<typeof readRecord>>();
    const find = (key: string) => store.get(key) ?? null;
    const rec = (key: string) => readRecord({ key, status: "done", writes: [], refs: [], at: 1, tab: "t" });
    expect(lineState("L", find)).toEqual({ state: "fresh", generation: 0 });
    store.set(lineKey("L", 0, "apply"), rec(lineKey("L", 0, "apply")));
    expect(lineState("L", find)).toMatchObject({ state: "applied", generation: 0 });
    store.set(lineKey("L", 0, "undo"), rec(lineKey("L", 0, "undo")));
    expect(lineState("L", find)).toMatchObject({ state: "undone", generation: 1 });
    store.set(lineKey("L", 1, "apply"), rec(lineKey("L", 1, "apply")));
    expect(lineState("L", find)).toMatchObject({ state: "applied", generation: 1 });
  });
});

describe("the record book", () => {
  test("is created by the GM with no player access, once, even when two GM tabs open it together", async () => {
    const [a, b] = await Promise.all([openRecordBook(), openRecordBook()]);
    expect(a).toBe(b);
    expect(server.journal.size).toBe(1);
    expect(a.testUserPermission(server.user("p1") as unknown as User.Implementation, "LIMITED")).toBe(false);
  });

  test("a book a player made first under its id is not trusted: the GM replaces it", async () => {
    server.actAs("p1");
    await (globalThis as unknown as { JournalEntry: { implementation: { create(d: object): Promise<unknown> } } }).JournalEntry.implementation.create({ _id: RECORD_BOOK_ID, name: "forged", ownership: { default: 0 }, flags: {} });
    server.actAs("gm");
    expect(findRecord("anything")).toBeNull();
    const book = await openRecordBook();
    expect(book.name).toBe("FRAY.Common.Records.Book");
    expect(book.testUserPermission(server.user("p1") as unknown as User.Implementation, "LIMITED")).toBe(false);
  });

  test("a player cannot write a record", async () => {
    await openRecordBook();
    server.actAs("p1");
    expect(await claimRecord({ key: "k", status: "done", writes: [], data: null, refs: [], at: 1, tab: "x" })).toBe(false);
    server.actAs("gm");
    expect(findRecord("k")).toBeNull();
  });
});

describe("exactly once", () => {
  test("two GM tabs running the same step: the server lets one claim it, and it is written once", async () => {
    const actor = server.actor("a", { hp: 10 });
    const results = await Promise.all([runStep({ key: "s", writes: hpWrite(4), data: null, refs: [] }), runStep({ key: "s", writes: hpWrite(4), data: null, refs: [] })]);
    expect(results.sort()).toEqual([false, true]);
    expect(actor.system["hp"]).toBe(4);
    expect(server.calls.filter((c) => c.startsWith("Actor"))).toHaveLength(1);
  });

  test("a GM that stops between the intent and the write: the next active GM completes it, once", async () => {
    const actor = server.actor("a", { hp: 10 });
    server.failAfter = 0;
    await expect(runStep({ key: "s", writes: hpWrite(4), data: null, refs: [] })).rejects.toThrow("stopped");
    expect(actor.system["hp"]).toBe(10);
    expect(findRecord("s")?.status).toBe("pending");
    server.failAfter = null;
    expect(await completeUnfinished()).toBe(1);
    expect(actor.system["hp"]).toBe(4);
    expect(findRecord("s")?.status).toBe("done");
    expect(await completeUnfinished()).toBe(0);
  });

  test("completing twice (two tabs resuming together) writes the same absolute values: no change", async () => {
    const actor = server.actor("a", { hp: 10 });
    server.failAfter = 0;
    await expect(runStep({ key: "s", writes: hpWrite(4), data: null, refs: [] })).rejects.toThrow();
    server.failAfter = null;
    await Promise.all([completeUnfinished(), completeUnfinished()]);
    expect(actor.system["hp"]).toBe(4);
  });

  test("Apply, a second Apply refused, Undo, Undo refused, Apply again", async () => {
    const actor = server.actor("a", { hp: 10 });
    await applyLine("L", ["m1"], async () => ({ writes: hpWrite(4), data: { before: 10 } }));
    await expect(applyLine("L", ["m1"], async () => ({ writes: hpWrite(0), data: null }))).rejects.toMatchObject({ code: "ledger.applied" });
    expect(actor.system["hp"]).toBe(4);
    await undoLine("L", ["m1"], async (applied) => hpWrite((applied.data as { before: number }).before));
    expect(actor.system["hp"]).toBe(10);
    await expect(undoLine("L", ["m1"], async () => hpWrite(99))).rejects.toMatchObject({ code: "ledger.notApplied" });
    await applyLine("L", ["m1"], async () => ({ writes: hpWrite(4), data: { before: 10 } }));
    expect(ledgerLine("L")).toMatchObject({ state: "applied", generation: 1 });
  });

  test("concurrent Applies of one line, in any interleaving: exactly one is written", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 5 }), async (n) => {
        server = new ServerDouble();
        server.install();
        const actor = server.actor("a", { hp: 10, applied: 0 });
        let planned = 0;
        const outcomes = await Promise.allSettled(
          Array.from({ length: n }, () =>
            applyLine("L", [], async () => ({ writes: [{ type: "update" as const, uuid: "Actor.a", data: { system: { applied: ++planned } } }], data: null })),
          ),
        );
        expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
        expect(server.calls.filter((c) => c.startsWith("Actor"))).toHaveLength(1);
        expect(actor.system["applied"]).toBeGreaterThan(0);
      }),
      { numRuns: 20 },
    );
  });

  test("a card's inputs are frozen at the first acceptance: a later edit of the message changes nothing", async () => {
    const read = (data: unknown) => (typeof data === "object" && data !== null ? (data as { pool: number }) : null);
    expect(await frozen("card:m1", ["m1"], { pool: 6 }, read)).toEqual({ pool: 6 });
    expect(await frozen("card:m1", ["m1"], { pool: 60 }, read)).toEqual({ pool: 6 });
  });

  test("records are pruned with their message, in one call", async () => {
    await runStep({ key: "a", writes: [], data: null, refs: ["m1"] });
    await runStep({ key: "b", writes: [], data: null, refs: ["m1", "c1"] });
    await runStep({ key: "c", writes: [], data: null, refs: ["m2"] });
    await pruneRecordsOf(new Set(["m1"]));
    expect(allRecords().map((r) => r.key)).toEqual(["c"]);
    expect(server.calls.filter((c) => c.startsWith("JournalEntryPage.delete"))).toEqual(["JournalEntryPage.delete(2)"]);
  });
});

describe("records tied to no document", () => {
  test("are dropped a day after they were done; pending ones and those tied to a message stay", async () => {
    const { pruneUntiedRecords } = await import("../../../src/system/gm/records/pruning");
    await runStep({ key: "tick:1", writes: [], data: null, refs: [] });
    await runStep({ key: "card", writes: [], data: null, refs: ["m1"] });
    const day = 24 * 60 * 60 * 1000;
    await pruneUntiedRecords(Date.now() + day / 2);
    expect(allRecords().map((r) => r.key).sort()).toEqual(["card", "tick:1"]);
    await pruneUntiedRecords(Date.now() + 2 * day);
    expect(allRecords().map((r) => r.key)).toEqual(["card"]);
  });
});
