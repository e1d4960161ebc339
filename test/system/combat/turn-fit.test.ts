import { describe, expect, test } from "vitest";
import { fitTurn, keptRow } from "../../../src/system/combat/turn-order";

describe("Foundry's turn rule on a policy's rows", () => {
  test("a turn inside the rows stays; before them it is 0; past them it is the next round's first", () => {
    expect(fitTurn(1, 4, 5)).toEqual({ round: 1, turn: 4 });
    expect(fitTurn(1, -1, 5)).toEqual({ round: 1, turn: 0 });
    expect(fitTurn(1, 5, 5)).toEqual({ round: 2, turn: 0 });
    expect(fitTurn(0, null, 5)).toEqual({ round: 0, turn: null });
  });

  test("the current combatant keeps the row of its own pass, not its first", () => {
    expect(keptRow(["g", "d", "m", "s", "s"], "s", 4)).toBe(4);
    expect(keptRow(["g", "d", "m", "s", "s"], "s", 3)).toBe(3);
    expect(keptRow(["m", "g", "d", "s", "s"], "m", 2)).toBe(0);
    expect(keptRow(["g", "d"], "gone", 1)).toBe(1);
  });
});
