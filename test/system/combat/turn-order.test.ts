import { expect, test } from "vitest";
import { orderTurns } from "../../../src/system/combat/turn-order";

const turns = ["A", "B", "C", "D"].map((id) => ({ id }));

test("turns follow the policy's order", () => {
  expect(orderTurns(turns, ["C", "A", "D", "B"]).map((t) => t.id)).toEqual(["C", "A", "D", "B"]);
});

test("combatants the policy leaves out keep Foundry's order after the named ones; unknown and repeated ids are ignored", () => {
  expect(orderTurns(turns, ["D", "Z", "B", "D"]).map((t) => t.id)).toEqual(["D", "B", "A", "C"]);
});
