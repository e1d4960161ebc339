import "../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SimTab, type SimWorld, createWorld } from "../../sim";
import type { GmRecord } from "../../../src/system/gm/records/gm-record";
import { allRecords, claimRecord, openRecordBook, storedRecords } from "../../../src/system/gm/records/record-book";
import { runStep } from "../../../src/system/gm/records/exactly-once";
import { pagesToPrune, pruneRecords, registerRecordPruning, registerRecordsSetting } from "../../../src/system/gm/records/pruning";
import { recoverAsActiveGm, resumeOnHandover } from "../../../src/system/gm/records/recovery";

const DAY = 24 * 60 * 60 * 1000;
let world: SimWorld;
beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = createWorld();
  world.seed("ChatMessage", { _id: "m1", author: "gm", content: "a card" });
  world.seed("ChatMessage", { _id: "m2", author: "gm", content: "another" });
  world.seed("Combat", { _id: "c1", round: 1, combatants: [] });
});

/** A client with the record book's setting and hooks (register.ts without the ruleset's part). */
function client(userId: string): SimTab {
  const tab = world.open(userId);
  world.inTabSync(tab, () => {
    registerRecordsSetting();
    registerRecordPruning();
    resumeOnHandover(recoverAsActiveGm);
  });
  return tab;
}

const record = (key: string, over: Partial<GmRecord> = {}): GmRecord => ({ key, status: "done", writes: [], data: { big: "x".repeat(50) }, refs: [], at: Date.now(), tab: "t", ...over });
const keysIn = (tab: SimTab) => world.inTabSync(tab, () => allRecords().map((r) => r.key).sort());
const deletes = () => world.calls.filter((c) => c.startsWith("JournalEntryPage.delete"));

describe("which records go (pure)", () => {
  const stored = (r: GmRecord, shadowed = false) => ({ pageId: r.key, record: r, shadowed });
  const now = 100 * DAY;
  const rules = { now, keepDays: 30, exists: (id: string) => id === "alive" };
  test("settled records of a deleted message or combat go; pending ones stay for recovery", () => {
    expect(pagesToPrune([stored(record("a", { refs: ["gone"], at: now })), stored(record("b", { refs: ["gone"], status: "pending", at: now })), stored(record("c", { refs: ["alive"], at: now }))], rules)).toEqual(["a"]);
  });
  test("settled records tied to nothing go after a day; any settled record after the GM's days; 0 keeps them", () => {
    const list = [stored(record("tick", { at: now - 2 * DAY })), stored(record("fresh", { at: now - DAY / 2 })), stored(record("old", { refs: ["alive"], at: now - 31 * DAY }))];
    expect(pagesToPrune(list, rules)).toEqual(["tick", "old"]);
    expect(pagesToPrune(list, { ...rules, keepDays: 0 })).toEqual(["tick"]);
  });
  test("a later copy of a key (a losing tab's) goes once it is a minute old", () => {
    expect(pagesToPrune([stored(record("k", { refs: ["alive"], at: now - 2 * 60_000 }), true), stored(record("k", { refs: ["alive"], at: now }), true)], rules)).toEqual(["k"]);
  });
});

describe("pruning the record book on the active GM", () => {
  test("deleting a message prunes its settled records a moment later, in one call; pending ones and others stay", async () => {
    const gm = client("gm");
    world.focus(gm);
    await runStep({ key: "a", writes: [], data: null, refs: ["m1"] });
    await runStep({ key: "b", writes: [], data: null, refs: ["m1", "c1"] });
    await runStep({ key: "c", writes: [], data: null, refs: ["m2"] });
    await claimRecord(record("p", { status: "pending", refs: ["m1"] }));
    await game.messages!.get("m1")!.delete();
    await vi.waitFor(() => expect(keysIn(gm)).toEqual(["c", "p"]));
    await world.settle();
    expect(deletes()).toEqual(["JournalEntryPage.delete(3)"]); // a, b and the run's own claim
  });

  test("deleting a combat prunes the records of its automation", async () => {
    const gm = client("gm");
    world.focus(gm);
    await runStep({ key: "combat:c1:r1:startRound", writes: [], data: null, refs: ["c1"] });
    await game.combats!.get("c1")!.delete();
    await vi.waitFor(() => expect(keysIn(gm)).toEqual([]));
  });

  test("a player's client never prunes; another GM's neither", async () => {
    const gm = client("gm");
    const gm2 = client("gm2");
    const p1 = client("p1");
    world.focus(gm);
    await runStep({ key: "a", writes: [], data: null, refs: ["m1"] });
    await game.messages!.get("m1")!.delete();
    await vi.waitFor(() => expect(keysIn(gm)).toEqual([]));
    await world.settle();
    expect(deletes()).toHaveLength(1);
    expect([gm2, p1].flatMap((t) => t.notifications.of("error"))).toEqual([]);
  });

  test("at ready the active GM prunes what is older than the GM's days (a world setting)", async () => {
    const gm = client("gm");
    world.focus(gm);
    await game.settings!.set("fray", "recordsKeepDays", 7);
    await claimRecord(record("old", { refs: ["m2"], at: Date.now() - 8 * DAY }));
    await claimRecord(record("recent", { refs: ["m2"], at: Date.now() - 6 * DAY }));
    await claimRecord(record("gone", { refs: ["m1"] }));
    world.server.collection("ChatMessage").delete("m1"); // deleted while no GM was connected
    world.close(gm);
    const back = client("gm");
    await world.inTab(back, recoverAsActiveGm);
    await world.settle();
    expect(keysIn(back)).toEqual(["recent"]);
  });

  test("two tabs of the active GM pruning together: one deletes, neither shows an error", async () => {
    const [a, b] = [client("gm"), client("gm")];
    world.focus(a);
    await runStep({ key: "a", writes: [], data: null, refs: ["m1"] });
    await runStep({ key: "b", writes: [], data: null, refs: ["m1"] });
    await game.messages!.get("m1")!.delete();
    await vi.waitFor(() => expect(keysIn(a)).toEqual([]));
    await world.settle();
    // The records and the winner's claim in one call; the other tab withdraws its claim.
    expect(deletes().sort()).toEqual(["JournalEntryPage.delete(1)", "JournalEntryPage.delete(3)"]);
    expect([a, b].flatMap((t) => t.notifications.of("error"))).toEqual([]);
    expect(world.inTabSync(b, () => storedRecords())).toEqual([]);
  });

  test("an empty book is never pruned; opening it costs nothing more", async () => {
    const gm = client("gm");
    await world.inTab(gm, openRecordBook);
    expect(await world.inTab(gm, () => pruneRecords())).toBe(0);
    expect(deletes()).toEqual([]);
  });
});
