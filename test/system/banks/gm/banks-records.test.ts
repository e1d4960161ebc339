import { describe, expect, test } from "vitest";
import { appliedOfPair, damageRecordOf, pairOf } from "../../../../src/system/banks/gm/banks-records";

/** Reading what the GM recorded, and what it wrote on a card for every client to show. */
describe("banks records", () => {
  test("an Apply's diff travels on the card as a [before, after] pair and reads back the same", () => {
    const applied = { before: { stun: 0, physical: 0 }, after: { stun: 6, physical: 3 } };
    expect(appliedOfPair(pairOf(applied))).toEqual(applied);
    expect(pairOf(null)).toBeNull();
  });

  test("a malformed pair on a card (the card is its author's to edit) reads as none", () => {
    for (const forged of [undefined, null, "x", [], [{}], [{}, "x"], { before: {}, after: {} }]) expect(appliedOfPair(forged)).toBeNull();
  });

  test("a record without the target's diff is not an Apply; a malformed team loss reads as none", () => {
    expect(damageRecordOf({ attacker: null })).toBeNull();
    expect(damageRecordOf(null)).toBeNull();
    expect(damageRecordOf({ target: { before: {}, after: {} }, attacker: null, teamLoss: { teamId: "t", before: { bank: "x" } } })).toEqual({ target: { before: {}, after: {} }, attacker: null, teamLoss: null });
  });
});
