// One turn per group (src/core/slots/group-turn.ts): which turn changes the active GM passes over.
import { describe, expect, test } from "vitest";
import { passesOverGroupMate } from "../../../src/core/slots/group-turn";

const encounter = { cycle: [["a", "b"], ["c"]], groupIndex: 0 };
const at = (round: number, turn: number, combatantId: string) => ({ round, turn, combatantId });

describe("a tie group takes one turn", () => {
  test("Next turn from a group's first member onto its mate is passed over", () => {
    expect(passesOverGroupMate(encounter, at(2, 0, "a"), at(2, 1, "b"))).toBe(true);
  });
  test("moving on to the next group, an NPC, a new round, or back, is not", () => {
    expect(passesOverGroupMate(encounter, at(2, 1, "b"), at(2, 2, "c"))).toBe(false);
    expect(passesOverGroupMate(encounter, at(2, 2, "c"), at(2, 3, "n"))).toBe(false);
    expect(passesOverGroupMate(encounter, at(2, 3, "n"), at(2, 4, "m"))).toBe(false);
    expect(passesOverGroupMate(encounter, at(1, 1, "b"), at(2, 0, "a"))).toBe(false);
    expect(passesOverGroupMate(encounter, at(2, 1, "b"), at(2, 0, "a"))).toBe(false);
    expect(passesOverGroupMate(encounter, { round: null, turn: null, combatantId: null }, at(1, 0, "a"))).toBe(false);
  });
});
