import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type WoundsActor, woundsDefaultsFor } from "../../../../src/core/wounds";
import { type FrayTable, actorOf, asUser, frayTable, seedActor } from "../../../sim/fixtures";

/**
 * Refresh for all on the active GM, on the Foundry simulation: one card, every Wild Card's Bennies
 * and the GM's pool written in one recorded step (the actors in one batched call), Extras left
 * alone, refused to anyone but the active GM, and undone exactly.
 */
const { refreshAllBennies, undoRefresh } = await import("../../../../src/system/wounds/bennies/refresh");
const { gmPoolOf } = await import("../../../../src/system/wounds/bennies/gm-pool");

let table: FrayTable;
const bennies = (id: string) => (actorOf(id).toObject() as { system: { wounds: WoundsActor } }).system.wounds.bennies;
/** The refresh card the last refresh posted. */
const refreshCard = () => game.messages.contents.filter((m) => (m.flags as { fray?: { wounds?: { refresh?: unknown } } }).fray?.wounds?.refresh).at(-1)!;

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  // Two players are connected: the pool is one per player.
  table = frayTable({ ruleset: "wounds" });
  seedActor(table.world, { id: "red", system: { wounds: { ...woundsDefaultsFor("character"), bennies: 0 } }, owners: ["p1"] });
  seedActor(table.world, { id: "chief", type: "npc", system: { wounds: { ...woundsDefaultsFor("npc"), isWildCard: true, woundCapacity: 3, bennies: 1 } } });
  seedActor(table.world, { id: "bandit", type: "npc", system: { wounds: woundsDefaultsFor("npc") } });
});

describe("refresh for all", () => {
  test("every Wild Card back to its starting Bennies and the pool to one per player, in one batched write; Undo puts all back", async () => {
    expect(await refreshAllBennies()).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Refreshed" });
    expect([bennies("red"), bennies("chief"), bennies("bandit")]).toEqual([3, 2, 0]);
    expect(gmPoolOf()).toBe(2);
    expect(table.world.calls.filter((c) => c.startsWith("Actor."))).toEqual(["Actor.update(2)"]);
    const card = refreshCard();
    expect(card.author?.id).toBe("gm");
    expect(await undoRefresh(card.id!)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect([bennies("red"), bennies("chief")]).toEqual([0, 1]);
    expect(gmPoolOf()).toBe(0);
    await expect(undoRefresh(card.id!)).rejects.toMatchObject({ code: "ledger.notApplied" });
  });

  test("only the active GM refreshes; only a GM undoes", async () => {
    expect(await asUser(table, "p1", () => refreshAllBennies())).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotActiveGm" });
    expect(bennies("red")).toBe(0);
    await refreshAllBennies();
    const id = refreshCard().id!;
    expect(await asUser(table, "p1", () => undoRefresh(id))).toMatchObject({ ok: false });
    expect(bennies("red")).toBe(3);
  });
});
