import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { woundsDefaultsFor } from "../../../../src/core/wounds";
import { bennyPayer, poolForPlayers, poolValue } from "../../../../src/system/wounds/bennies/payer";
import { refreshPlan, startingBennies } from "../../../../src/system/wounds/bennies/refresh-plan";
import { bennyCardView, refreshCardView } from "../../../../src/view/wounds/benny-views";

describe("who pays a Benny", () => {
  test.each([
    [{ bennies: 2, playerOwned: true, pool: 0 }, "actor"],
    [{ bennies: 0, playerOwned: true, pool: 5 }, null],
    [{ bennies: 1, playerOwned: false, pool: 5 }, "actor"],
    [{ bennies: 0, playerOwned: false, pool: 5 }, "pool"],
    [{ bennies: 0, playerOwned: false, pool: 0 }, null],
  ] as const)("%o → %s", (input, payer) => {
    expect(bennyPayer(input)).toBe(payer);
  });

  test("a player's actor never draws on the GM's pool, and nobody pays more than there is", () => {
    fc.assert(
      fc.property(fc.nat(10), fc.boolean(), fc.nat(10), fc.integer({ min: 1, max: 4 }), (bennies, playerOwned, pool, count) => {
        const payer = bennyPayer({ bennies, playerOwned, pool }, count);
        if (playerOwned) expect(payer).not.toBe("pool");
        if (payer === "actor") expect(bennies).toBeGreaterThanOrEqual(count);
        if (payer === "pool") expect(pool).toBeGreaterThanOrEqual(count);
        if (payer === null) expect(bennies < count && (playerOwned || pool < count)).toBe(true);
      }),
    );
  });

  test("a stored pool is read as a whole number from 0 to 99, anything else as 0", () => {
    expect([poolValue(3), poolValue(-1), poolValue(2.5), poolValue("4"), poolValue(500), poolValue(undefined)]).toEqual([3, 0, 0, 0, 99, 0]);
    expect(poolForPlayers(4)).toBe(4);
  });
});

describe("refresh for all", () => {
  const pc = { ...woundsDefaultsFor("character"), bennies: 0 };
  const wildNpc = { ...woundsDefaultsFor("npc"), isWildCard: true, woundCapacity: 3, bennies: 0 };
  const extra = woundsDefaultsFor("npc");

  test("player characters go back to 3, Wild Card NPCs to 2, Extras and the dead are left out; the pool is one per player", () => {
    const plan = refreshPlan(
      [
        { uuid: "Actor.red", name: "Red", type: "character", state: pc },
        { uuid: "Actor.chief", name: "Chief", type: "npc", state: wildNpc },
        { uuid: "Actor.bandit", name: "Bandit", type: "npc", state: extra },
        { uuid: "Actor.ghost", name: "Ghost", type: "character", state: { ...pc, dead: true } },
      ],
      3,
      0,
    );
    expect(plan.lines).toEqual([
      { uuid: "Actor.red", name: "Red", before: 0, after: 3 },
      { uuid: "Actor.chief", name: "Chief", before: 0, after: 2 },
    ]);
    expect(plan.pool).toEqual({ before: 0, after: 3 });
    expect(startingBennies("npc", extra)).toBeNull();
  });

  test("the refresh card lists each change and offers Undo to a GM once applied", () => {
    const view = refreshCardView({ lines: [{ name: "Red", before: 0, after: 3 }], pool: { before: 1, after: 3 }, undone: false, applied: true, canUndo: true });
    expect(view.lines).toEqual([{ key: "FRAY.Wounds.Benny.RefreshLine", data: { name: "Red", before: 0, after: 3 } }]);
    expect(view.undo).toBe(true);
    expect(refreshCardView({ lines: [], pool: { before: 1, after: 3 }, undone: true, applied: true, canUndo: true }).undo).toBe(false);
  });
});

describe("the Benny card", () => {
  test("waits for the GM with Apply, then says who paid and offers Undo, then says it was given back", () => {
    const base = { name: "Red", reason: "unshake" as const, can: { apply: true, undo: true } };
    expect(bennyCardView({ ...base, spent: null })).toMatchObject({ state: "pending", buttons: { apply: true, undo: false } });
    expect(bennyCardView({ ...base, spent: { payer: "pool", undone: false } })).toMatchObject({ state: "spent", status: { key: "FRAY.Wounds.Benny.Status.pool" }, buttons: { apply: false, undo: true } });
    expect(bennyCardView({ ...base, spent: { payer: "actor", undone: true } })).toMatchObject({ state: "undone", buttons: { apply: false, undo: false } });
    expect(bennyCardView({ ...base, spent: { payer: "actor", undone: false }, can: { apply: false, undo: false } }).buttons.undo).toBe(false);
  });
});
