import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import type { TrackAttackCard, TrackSoakMessage } from "../../../../src/view/track/card-messages";
import { type FrayTable, actorOf, asUser, frayTable, openTab, postFlags, seedActor } from "../../../sim/fixtures";

/**
 * The permission matrix of every track GM query (docs/trust.md), cell by cell, on the Foundry
 * simulation: who may ask (the GM, the owner of the side concerned, another player) and what the
 * server stamped (the author of a message the asker's own client created, for queries that need
 * a sender). Apply and the final Healing Test carry no sender: they are justified by records the
 * GM checks (who wrote the card, who owns the actor); Undo, Hold and Act now need one. Hold and
 * Act now are in test/system/track/combat/passes.test.ts.
 */
const { applyTrackSoak, undoTrackSoak } = await import("../../../../src/system/track/gm/apply");
const { applyFinalTest } = await import("../../../../src/system/track/gm/final-test");
const { withSender } = await import("../../../../src/system/gm/sender");
const { askGm } = await import("../../../../src/system/gm/gm-request");

const attack: TrackAttackCard = {
  attackerUuid: "Actor.ganger", attacker: "Ganger", weapon: "Heavy Pistol", targetUuid: "Actor.mara", target: "Mara", pool: 8, penalty: 0,
  dice: [6, 5, 5, 3, 2, 2, 1, 1], hits: 3, threshold: 1, success: true, netHits: 2, damage: 7, damageType: "lethal", category: "ballistics", extraDice: 0,
};
const soak: TrackSoakMessage = { attackMessageId: "a1", boughtHits: 2, dice: [5, 6, 2], poolSize: 9, soakHits: 4 };

let table: FrayTable;
const track = () => (actorOf("mara").toObject() as { system: { track: TrackActor } }).system.track;

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "track" });
  seedActor(table.world, { id: "ganger", system: { track: defaultTrackActor() }, owners: ["p2"] });
  seedActor(table.world, { id: "mara", system: { track: defaultTrackActor({ strength: 3, edge: 2, willpower: 3, armor: { ballistics: 4, melee: 2, heat: 1 } }) }, owners: ["p1"] });
  await postFlags(table, "p2", "a1", { track: { attack } });
});

/** fray.trackUndo as the active GM receives it from `user` (null: no request message at all). */
async function undoAskedBy(user: string | null, forgedCard?: string) {
  if (user !== null) await postFlags(table, user, "req", { request: { query: "fray.trackUndo", messageId: forgedCard ?? "s1", targetIndex: null } });
  return withSender("fray.trackUndo", { messageId: "s1", ...(user === null ? {} : { requestId: "req" }) }, (sender) => undoTrackSoak("s1", sender));
}

describe("fray.trackApply (no sender: the soak's author must own the target)", () => {
  test.each([
    ["the target's owner soaks", "p1", true],
    ["a GM soaks for the target", "gm", true],
    ["another player soaks", "p2", false],
  ] as const)("%s", async (_cell, author, allowed) => {
    await postFlags(table, author, "s1", { track: { soak } });
    if (allowed) expect((await applyTrackSoak("s1")).ok).toBe(true);
    else await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(track().slash).toBe(allowed ? 6 : 0);
  });
});

describe("fray.trackUndo (the sender the server stamped)", () => {
  beforeEach(async () => {
    await postFlags(table, "p1", "s1", { track: { soak } });
    await applyTrackSoak("s1");
  });

  test.each([
    ["the GM", "gm", true],
    ["the target's owner (who soaked)", "p1", true],
    ["the attacker's owner, who does not own the target", "p2", false],
  ] as const)("%s", async (_cell, user, allowed) => {
    const result = await undoAskedBy(user);
    expect(result.ok).toBe(allowed);
    expect(track().slash).toBe(allowed ? 0 : 6);
    await table.world.settle();
    // The request message is gone from every client.
    for (const tab of Object.values(table.tabs)) expect(table.world.inTabSync(tab, () => game.messages.has("req"))).toBe(false);
  });

  test("asked through the query by the target's owner: the request message, the GM's handler, undone and the player told so", async () => {
    const result = await asUser(table, "p1", () => askGm("fray.trackUndo", { messageId: "s1" }, () => undoTrackSoak("s1", game.user), { withSender: true }));
    await table.world.settle();
    expect(result).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(track().slash).toBe(0);
    // The request message is gone from every client.
    for (const tab of table.all) expect(table.world.inTabSync(tab, () => game.messages.contents.filter((m) => (m.flags as { fray?: { request?: unknown } }).fray?.request))).toEqual([]);
  });

  // ⚠ Fails: Foundry's server resolves a query with the first answer of the recipient's sockets
  // (dist/components/activity.mjs:1, the userQuery handler), and the GM tab that loses the
  // record claim answers first, "nothing to undo", though the other tab has undone it.
  // Known bug the simulation found (open): Foundry resolves a query with the first tab's answer
  // (dist/components/activity.mjs), and the GM tab that loses the record claim answers first with
  // "nothing to undo" while the other tab undoes. test.fails keeps it visible: it turns red once fixed.
  test.fails("asked through the query by the target's owner, with the GM in two tabs (each its own copy of Fray): undone once, and the player told so", async () => {
    vi.resetModules();
    await openTab(table, "gm", { fresh: true });
    // The player's Undo button (track/chat/card-actions.ts): a request message, then the query to every tab of the active GM.
    const result = await asUser(table, "p1", () => askGm("fray.trackUndo", { messageId: "s1" }, () => undoTrackSoak("s1", game.user), { withSender: true }));
    await table.world.settle();
    expect(table.world.log.filter((line) => line.startsWith("query fray.trackUndo"))).toEqual(["query fray.trackUndo → gm (2 tabs)"]);
    expect(track().slash).toBe(0);
    expect(result).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
  });

  test("no request message, or one naming another card, has no sender: refused", async () => {
    expect((await undoAskedBy(null)).ok).toBe(false);
    expect((await undoAskedBy("p1", "other")).ok).toBe(false);
    expect(track().slash).toBe(6);
  });
});

describe("fray.trackFinalTest (no sender: the card must be a GM's, the roll its actor's owner's)", () => {
  beforeEach(async () => {
    seedActor(table.world, { id: "mara", system: { track: defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 0 } }) }, owners: ["p1"] });
    await postFlags(table, "gm", "c1", { track: { finalTest: { actorUuid: "Actor.mara", name: "Mara" } } });
  });

  test.each([
    ["the owner rolls", "p1", true],
    ["a GM rolls for the actor", "gm", true],
    ["another player rolls", "p2", false],
  ] as const)("%s", async (_cell, roller, allowed) => {
    await postFlags(table, roller, "h1", { track: { healing: { finalTestMessageId: "c1", dice: [5, 5, 5] } } });
    if (allowed) expect((await applyFinalTest("h1")).ok).toBe(true);
    else await expect(applyFinalTest("h1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(track().dying).toEqual(allowed ? null : { secondsLeft: 0 });
  });
});
