import "../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import fc from "fast-check";
import { type SimTab, type SimWorld, TABLE, createWorld } from "../../sim";
import { lineKey, lineState, readRecord } from "../../../src/system/gm/records/gm-record";
import { recordIdFor } from "../../../src/system/gm/records/record-id";
import { allRecords, claimRecord, findRecord, openRecordBook, recordBook } from "../../../src/system/gm/records/record-book";
import { applyLine, completeUnfinished, frozen, ledgerLine, runStep, undoLine } from "../../../src/system/gm/records/exactly-once";
import { registerRecordPruning, registerRecordsSetting } from "../../../src/system/gm/records/pruning";
import { recoverAsActiveGm, resumeOnHandover } from "../../../src/system/gm/records/recovery";

let world: SimWorld;
beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = createWorld();
});

/**
 * A client of this user with the record book's setting and hooks, as register.ts sets them at
 * init (there the ruleset's own part runs after each recovery; it needs the data models).
 */
function client(userId: string): SimTab {
  const tab = world.open(userId);
  world.inTabSync(tab, () => {
    registerRecordsSetting();
    registerRecordPruning();
    resumeOnHandover(recoverAsActiveGm);
  });
  return tab;
}

/** A client that has reached `ready` (index.ts: the migration, then the recovery). */
async function ready(userId: string): Promise<SimTab> {
  const tab = client(userId);
  await world.inTab(tab, recoverAsActiveGm);
  await world.settle();
  return tab;
}

const hpWrite = (hp: number) => [{ type: "update" as const, uuid: "Actor.a", data: { system: { hp } } }];
const step = (key: string, hp: number, refs: string[] = []) => runStep({ key, writes: hpWrite(hp), data: null, refs });
const seedActor = (system: Record<string, unknown> = { hp: 10 }) => world.seed("Actor", { _id: "a", name: "Hound", type: "npc", ownership: { default: 0 }, system });
const hpIn = (tab: SimTab): unknown => world.inTabSync(tab, () => (game.actors!.get("a")!.system as unknown as { hp: number }).hp);
const callsOf = (prefix: string) => world.calls.filter((c) => c.startsWith(prefix));
const errorsOf = (...tabs: SimTab[]) => tabs.flatMap((t) => t.notifications.of("error"));

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
  test("is created by the GM with no player access, once, when two GM tabs open it together", async () => {
    const [a, b] = [client("gm"), client("gm")];
    const p1 = client("p1");
    const ids = await Promise.all([world.inTab(a, async () => (await openRecordBook()).id), world.inTab(b, async () => (await openRecordBook()).id)]);
    await world.settle();
    expect(ids[0]).toBe(ids[1]);
    expect([...world.server.collection("JournalEntry").keys()]).toEqual([ids[0]]);
    world.focus(p1);
    expect(game.journal!.get(ids[0]!)!.testUserPermission(game.user as never, "LIMITED")).toBe(false);
    expect(errorsOf(a, b)).toEqual([]);
  });

  test("a second GM tab creating the book late (a slow connection) never replaces it: the records written meanwhile stay", async () => {
    seedActor();
    const [a, b] = [client("gm"), client("gm")];
    b.latency = 6;
    await Promise.all([world.inTab(a, () => step("s", 4)), world.inTab(b, openRecordBook)]);
    await world.settle();
    for (const tab of [a, b]) expect(world.inTabSync(tab, () => findRecord("s")?.status)).toBe("done");
    expect(world.server.collection("JournalEntry").size).toBe(1);
    expect(errorsOf(a, b)).toEqual([]);
  });

  test("a book a player made is not trusted (the server made them its owner): the GM makes its own", async () => {
    world = createWorld({ users: [...TABLE, { id: "t1", name: "Trusted", role: "TRUSTED" }] });
    const t1 = client("t1");
    await world.inTab(t1, () => JournalEntry.implementation.create({ name: "forged", ownership: { default: 0 }, flags: { fray: { recordBook: true } } } as never));
    const gm = client("gm");
    world.focus(gm);
    expect(recordBook()).toBeNull();
    const book = await openRecordBook();
    expect(book.name).toMatch(/GM records/);
    expect(book.testUserPermission(world.user("t1") as never, "LIMITED")).toBe(false);
  });

  test("a book a trusted player made with no access for anyone (themselves included) is not trusted either: its forged records are never run", async () => {
    world = createWorld({ users: [...TABLE, { id: "t1", name: "Trusted", role: "TRUSTED" }] });
    seedActor();
    const t1 = client("t1");
    const forged = { key: "forged", status: "pending", writes: hpWrite(0), data: null, refs: [], at: 1, tab: "t" };
    const pages = [{ name: "forged", type: "text", flags: { fray: { record: forged } } }];
    await world.inTab(t1, () => JournalEntry.implementation.create({ name: "forged", ownership: { default: 0, t1: 0 }, flags: { fray: { recordBook: true } }, pages } as never));
    const gm = await ready("gm");
    expect(hpIn(gm)).toBe(10);
    world.focus(gm);
    expect(findRecord("forged")).toBeNull();
    expect(recordBook()?.name).toMatch(/GM records/);
  });

  test("an empty book a losing tab left behind (it stopped before withdrawing) never hides the one with the records", async () => {
    const page = { _id: "page000000000001", name: "k", type: "text", flags: { fray: { record: { key: "k", status: "done", writes: [], data: null, refs: [], at: 1, tab: "t" } } } };
    world.seed("JournalEntry", { _id: "emptyBook0000000", name: "Book", ownership: { default: 0, gm: 3 }, flags: { fray: { recordBook: true } }, pages: [] });
    world.seed("JournalEntry", { _id: "fullBook00000000", name: "Book", ownership: { default: 0, gm: 3 }, flags: { fray: { recordBook: true } }, pages: [page] });
    world.focus(client("gm"));
    expect(recordBook()?.id).toBe("fullBook00000000");
    expect(findRecord("k")?.status).toBe("done");
  });

  test("a player cannot write a record", async () => {
    const gm = client("gm");
    await world.inTab(gm, openRecordBook);
    const p1 = client("p1");
    world.focus(p1);
    expect(await claimRecord({ key: "k", status: "done", writes: [], data: null, refs: [], at: 1, tab: "x" })).toBe(false);
    world.focus(gm);
    expect(findRecord("k")).toBeNull();
  });
});

describe("exactly once, with two GM tabs", () => {
  test("two GM tabs answering the same query: the step is written once and neither tab shows an error", async () => {
    seedActor();
    const [a, b] = [client("gm"), client("gm")];
    const p1 = client("p1");
    await world.inTab(a, openRecordBook);
    // Each client registers the query at init; Foundry refuses one its sender's client does not know (user.mjs:271).
    for (const tab of [a, b, p1]) world.inTabSync(tab, () => ((CONFIG.queries as unknown as Record<string, unknown>)["fray.test.step"] = async () => ({ ok: await step("q", 4) })));
    world.focus(p1);
    await game.users!.get("gm")!.query("fray.test.step" as never, {} as never);
    await world.settle();
    expect(callsOf("Actor.update")).toEqual(["Actor.update(1)"]);
    expect(hpIn(a)).toBe(4);
    expect(errorsOf(a, b)).toEqual([]);
    for (const tab of [a, b]) expect(world.inTabSync(tab, () => allRecords().map((r) => [r.key, r.status]))).toEqual([["q", "done"]]);
    expect(world.inTabSync(a, () => recordBook()!.pages.size)).toBe(1);
  });

  test("concurrent Applies of one line, in one tab or two, in any interleaving: exactly one is written, no error shown", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 2, maxLength: 5 }), async (inSecondTab) => {
        world = createWorld();
        seedActor({ hp: 10, applied: 0 });
        const tabs = [client("gm"), client("gm")];
        await world.inTab(tabs[0]!, openRecordBook);
        let planned = 0;
        const plan = async () => ({ writes: [{ type: "update" as const, uuid: "Actor.a", data: { system: { applied: ++planned } } }], data: null });
        const outcomes = await Promise.allSettled(inSecondTab.map((second) => world.inTab(tabs[second ? 1 : 0]!, () => applyLine("L", [], plan))));
        await world.settle();
        expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
        expect(callsOf("Actor.update")).toHaveLength(1);
        expect(errorsOf(...tabs)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  test("Apply, a second Apply refused, Undo, Undo refused, Apply again", async () => {
    seedActor();
    world.focus(client("gm"));
    await applyLine("L", ["m1"], async () => ({ writes: hpWrite(4), data: { before: 10 } }));
    await expect(applyLine("L", ["m1"], async () => ({ writes: hpWrite(0), data: null }))).rejects.toMatchObject({ code: "ledger.applied" });
    expect(game.actors!.get("a")!.system).toMatchObject({ hp: 4 });
    await undoLine("L", ["m1"], async (applied) => hpWrite((applied.data as { before: number }).before));
    expect(game.actors!.get("a")!.system).toMatchObject({ hp: 10 });
    await expect(undoLine("L", ["m1"], async () => hpWrite(99))).rejects.toMatchObject({ code: "ledger.notApplied" });
    await applyLine("L", ["m1"], async () => ({ writes: hpWrite(4), data: { before: 10 } }));
    expect(ledgerLine("L")).toMatchObject({ state: "applied", generation: 1 });
  });

  test("a card's inputs are frozen at the first acceptance: a later edit of the message changes nothing", async () => {
    world.focus(client("gm"));
    const read = (data: unknown) => (typeof data === "object" && data !== null ? (data as { pool: number }) : null);
    expect(await frozen("card:m1", ["m1"], { pool: 6 }, read)).toEqual({ pool: 6 });
    expect(await frozen("card:m1", ["m1"], { pool: 60 }, read)).toEqual({ pool: 6 });
  });
});

describe("recovery only when safe", () => {
  test("a player's connect while the GM tab is mid-step re-applies nothing", async () => {
    seedActor();
    const gm = await ready("gm");
    // The player connects the moment the step's record lands, before its writes.
    world.inTabSync(gm, () => Hooks.once("createJournalEntryPage", () => void client("p1")));
    await world.inTab(gm, () => step("s", 4));
    await world.settle();
    expect(callsOf("Actor.update")).toEqual(["Actor.update(1)"]);
    expect(callsOf("JournalEntryPage.update")).toEqual(["JournalEntryPage.update(1)"]);
    expect(gm.notifications.of("info")).toEqual([]);
  });

  test("a GM handover completes the pending step once, even with two tabs of the new active GM", async () => {
    seedActor();
    const gm = await ready("gm");
    const [gm2a, gm2b] = [await ready("gm2"), await ready("gm2")];
    gm.failAfter = 1; // the claim lands, then the GM's connection drops
    await expect(world.inTab(gm, () => step("s", 4))).rejects.toThrow(/connection/);
    expect(world.inTabSync(gm2a, () => findRecord("s")?.status)).toBe("pending");
    world.close(gm);
    await vi.waitFor(() => expect(world.inTabSync(gm2a, () => findRecord("s")?.status)).toBe("done"));
    await world.settle();
    expect(hpIn(gm2a)).toBe(4);
    expect(callsOf("Actor.update")).toEqual(["Actor.update(1)", "Actor.update(1)"]); // the dropped one, then the completion
    expect(errorsOf(gm2a, gm2b)).toEqual([]);
    expect([gm2a, gm2b].flatMap((t) => t.notifications.of("info"))).toHaveLength(1);
    client("p1");
    await world.settle();
    expect(callsOf("Actor.update")).toHaveLength(2);
  });

  test("at ready only the active GM completes unfinished records; another GM's ready does not", async () => {
    seedActor();
    const gm = await ready("gm");
    gm.failAfter = 1;
    await expect(world.inTab(gm, () => step("s", 4))).rejects.toThrow(/connection/);
    await ready("gm2");
    expect(callsOf("Actor.update")).toHaveLength(1);
    world.close(gm);
    const back = await ready("gm");
    await vi.waitFor(() => expect(hpIn(back)).toBe(4));
    expect(world.inTabSync(back, () => findRecord("s")?.status)).toBe("done");
  });

  test("completing twice (two tabs resuming together) writes once", async () => {
    seedActor();
    const gm = await ready("gm");
    gm.failAfter = 1;
    await expect(world.inTab(gm, () => step("s", 4))).rejects.toThrow();
    world.close(gm);
    const [a, b] = [client("gm"), client("gm")];
    const counts = await Promise.all([world.inTab(a, completeUnfinished), world.inTab(b, completeUnfinished)]);
    await world.settle();
    expect(counts.sort()).toEqual([0, 1]);
    expect(hpIn(a)).toBe(4);
    expect(errorsOf(a, b)).toEqual([]);
  });
});
