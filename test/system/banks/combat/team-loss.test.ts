import "../../../sim/install";
import { describe, expect, test } from "vitest";
import { defaultBanksEncounter } from "../../../../src/core/banks";

// The module's imports reach sheets, which need Foundry's classes when they load (the simulation's).
const { teamLossUndone } = await import("../../../../src/system/banks/combat/team-loss");

const loss = (teamId: string) => ({ teamId, before: { bank: 4, leaderId: "a" }, after: { bank: 0, leaderId: "b" } }) as Parameters<typeof teamLossUndone>[1];

describe("undoing a team's loss", () => {
  test("gives the bank back and the leader when no one replaced them", () => {
    const encounter = { ...defaultBanksEncounter(), teams: { crew: { leaderId: "b", bank: 1, usedTactics: [], members: ["a", "b"] } } };
    expect(teamLossUndone(encounter, loss("crew"))).toEqual({ bank: 5, leaderId: "a" });
  });

  test("a team named constructor or __proto__ (typed on a sheet) is data: no team, nothing undone, no crash", () => {
    const encounter = defaultBanksEncounter();
    expect(teamLossUndone(encounter, loss("constructor"))).toBeNull();
    expect(teamLossUndone(encounter, loss("__proto__"))).toBeNull();
    expect(teamLossUndone(encounter, loss("toString"))).toBeNull();
  });
});
