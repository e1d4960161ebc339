import { expect, test } from "vitest";
import { byTurnsStarted, turnsStarted } from "../../../src/system/combat/acting-record";

const done = ["start", "r1:startRound", "r1:t0:c-A:startTurn", "r1:t0:c-A:endTurn", "r2:startRound", "r2:t0:c-C:startTurn", "r2:t1:c-A:startTurn", "r2:t1:c-A:endTurn", "r2:t2:c-C:startTurn", "r2:tx:c-B:startTurn", "r2:t3::startTurn"];

test("the ledger says who started a turn this round, and at which index (the last one for a delayed turn)", () => {
  expect([...turnsStarted(done, 2)]).toEqual([
    ["c-C", 2],
    ["c-A", 1],
  ]);
  expect([...turnsStarted(done, 1)]).toEqual([["c-A", 0]]);
  expect(turnsStarted(done, 3).size).toBe(0);
});

test("combatant ids with colons survive", () => {
  expect([...turnsStarted(["r1:t4:a:b:startTurn"], 1)]).toEqual([["a:b", 4]]);
});

test("those who started come first by turn index; the rest keep their order", () => {
  const items = ["c-D", "c-C", "c-B", "c-A"].map((id) => ({ id }));
  expect(byTurnsStarted(items, turnsStarted(done, 2)).map((i) => i.id)).toEqual(["c-A", "c-C", "c-D", "c-B"]);
});
