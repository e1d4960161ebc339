import { expect, test } from "vitest";
import { orderTurns } from "../../../src/system/combat/turn-order";

const turns = ["A", "B", "C", "D"].map((id) => ({ id }));

test("turns follow the policy's order", () => {
  expect(orderTurns(turns, ["C", "A", "D", "B"]).map((t) => t.id)).toEqual(["C", "A", "D", "B"]);
});

test("combatants the policy leaves out keep Foundry's order after the named ones; unknown ids are ignored", () => {
  expect(orderTurns(turns, ["D", "Z", "B"]).map((t) => t.id)).toEqual(["D", "B", "A", "C"]);
});

test("an id named more than once takes that many turns, each at its place (a combatant acting several times a round)", () => {
  const ordered = orderTurns(turns, ["D", "Z", "B", "D"]);
  expect(ordered.map((t) => t.id)).toEqual(["D", "B", "D", "A", "C"]);
  expect(ordered[0]).toBe(ordered[2]);
});
