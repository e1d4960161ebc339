import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { actNowDecision, backwardLanding, forwardLanding, groupSpan, holdDecision, roundRows, trackCombat, turnsLeft, type OrderEntry, type TrackHold } from "../../../src/core/track";
import { createRng } from "../../../src/core/random";
import { actor } from "./fixtures";

const e = (id: string, score: number | null, extraPasses = 0, canAct = true): OrderEntry => ({ id, score, extraPasses, canAct });

describe("the rows of a round (rules/track.md §7)", () => {
  const entries = [e("mara", 3), e("dez", 3), e("stalker", 2, 2), e("ganger", 4, 0, false), e("late", null)];

  test("highest first, equal scores one group, extra passes after everyone, at most four turns", () => {
    const rows = roundRows(entries, [], 1);
    expect(rows.map((r) => `${r.pass}:${r.id}:${r.group}`)).toEqual(["1:ganger:0", "1:dez:1", "1:mara:1", "1:stalker:2", "2:stalker:3", "3:stalker:4"]);
    const fast = roundRows([e("a", 1, 3), e("b", 1, 3)], [], 1);
    expect(fast.filter((r) => r.id === "a")).toHaveLength(4);
  });

  test("within a tie group those who cannot act come first, so the group's turn (its last row) is someone who can", () => {
    const rows = roundRows([e("x", 2, 0, true), e("y", 2, 0, false)], [], 1);
    expect(rows.map((r) => r.id)).toEqual(["y", "x"]);
    expect(forwardLanding(rows, 0)).toBe(1);
  });

  test("Next turn lands on a group's last row; Previous turn on the group before, or the previous round", () => {
    const rows = roundRows(entries, [], 1);
    expect(forwardLanding(rows, 1)).toBe(2);
    expect(backwardLanding(rows, 2)).toBe(0);
    expect(backwardLanding(rows, 0)).toBeNull();
    expect(groupSpan(rows, 2)).toEqual({ first: 1, last: 2 });
  });

  test("a hold moves the row to the end of its pass; Act now puts it right after the group acting", () => {
    const rows = roundRows(entries, [], 1);
    const hold = holdDecision(rows, 2, "dez", 1);
    expect(hold).toEqual({ round: 1, pass: 1, id: "dez", at: null });
    const held = roundRows(entries, [hold], 1);
    expect(held.map((r) => r.id)).toEqual(["ganger", "mara", "stalker", "dez", "stalker", "stalker"]);
    expect(held[3]?.held).toBe(true);
    const now = actNowDecision(held, 1, "dez", 1);
    expect(now.at).toBe(2);
    expect(roundRows(entries, [hold, now], 1).map((r) => r.id)).toEqual(["ganger", "mara", "dez", "stalker", "stalker", "stalker"]);
  });

  test("holds of another round are ignored; the last of a pass cannot hold; only a holder may act now", () => {
    const rows = roundRows(entries, [{ round: 2, pass: 1, id: "dez", at: null }], 1);
    expect(rows[1]?.id).toBe("dez");
    expect(() => holdDecision(rows, 3, "stalker", 1)).toThrow(expect.objectContaining({ code: "initiative.nothingAfter" }));
    expect(() => holdDecision(rows, 0, "mara", 1)).toThrow(expect.objectContaining({ code: "initiative.notActing" }));
    expect(() => actNowDecision(rows, 0, "mara", 1)).toThrow(expect.objectContaining({ code: "initiative.notHolding" }));
  });

  test("turns left count the rows after the group acting now", () => {
    const rows = roundRows(entries, [], 1);
    expect(turnsLeft(rows, null, "stalker")).toBe(3);
    expect(turnsLeft(rows, 3, "stalker")).toBe(2);
  });

  test("property: every combatant with a score gets 1 + extra passes rows (max 4), holds never lose or add a row", () => {
    const entry = fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e"), score: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }), extraPasses: fc.integer({ min: 0, max: 3 }), canAct: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (x) => x.id, maxLength: 5 }), fc.array(fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e"), pass: fc.integer({ min: 1, max: 4 }), at: fc.option(fc.nat(30), { nil: null }) }), { maxLength: 6 }), (list, raw) => {
        const holds: TrackHold[] = raw.map((h) => ({ ...h, round: 1 }));
        const rows = roundRows(list, holds, 1);
        for (const x of list) expect(rows.filter((r) => r.id === x.id)).toHaveLength(x.score === null ? 0 : 1 + x.extraPasses);
        // Each pass ends before the next begins, unless a row was put elsewhere by Act now.
        for (let i = 0; i < rows.length; i++) expect(forwardLanding(rows, i)).toBeGreaterThanOrEqual(i);
      }),
    );
  });
});

describe("the track combat policy", () => {
  const view = (round: number, initiative: number | null) => ({
    round,
    turn: null,
    encounter: { holds: [] },
    combatants: [
      { id: "m", actorId: "m", name: "Mara", isPlayer: true, defeated: false, initiative, state: actor([0, 0, 0], { intuition: 3, agility: 3, extraPasses: 1 }) },
      { id: "x", actorId: "x", name: "Dead", isPlayer: false, defeated: true, initiative: null, state: actor([10, 10, 0], { dead: true }) },
    ],
  });

  test("the order is one id per turn: a combatant with an extra pass is listed twice", () => {
    expect(trackCombat.turnOrder(view(1, 2), createRng(1))).toEqual(["m", "m", "x"]);
  });

  test("a round after the first re-rolls everyone's Intuition + Agility; the first only those without a score; the dead and the Incapacitated roll nothing", () => {
    const again = trackCombat.startRound(view(2, 2), createRng(3));
    expect(Object.keys(again.initiative ?? {})).toEqual(["m"]);
    expect(again.events[0]).toMatchObject({ type: "track.initiative", combatantId: "m" });
    expect(String(again.events[0]?.detail["dice"]).split(" ")).toHaveLength(6);
    expect(trackCombat.startRound(view(1, 2), createRng(3)).initiative).toEqual({});
    expect(Object.keys(trackCombat.startCombat(view(0, null), createRng(3)).initiative ?? {})).toEqual(["m"]);
    expect(again.encounterPatch).toEqual({ holds: [] });
    const down = { ...view(2, 2), combatants: [{ ...view(2, 2).combatants[0]!, state: actor([10, 0, 0], { intuition: 3, agility: 3 }) }] };
    expect(trackCombat.startRound(down, createRng(3)).initiative).toEqual({});
  });
});
