import { describe, expect, it } from "vitest";
import { type BanksTeam, defaultBanksTeam, teamRollOutcome, teamRollPoolSize, validateTeamRoll, validateWedgeRoll, wedgeOutcome } from "../../../src/core/banks";
import { life, thrown } from "./fixtures";

const leader = life({ skills: { Influence: 4, Tactics: 2 } });
const team = (over: Partial<BanksTeam> = {}): BanksTeam => ({ ...defaultBanksTeam(), leaderId: "c1", members: ["c1", "c2"], ...over });
const leadership = (dice: number[]) => validateTeamRoll({ kind: "leadership", pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice });

describe("a leader's roll for the Team Bank (§6.19)", () => {
  it("B-13: bank 3, MAN 3 + Influence 4 = 7 dice − 3 = 4 dice; 2 hits → bank 5", () => {
    expect(teamRollPoolSize(leader, leadership([]), 3)).toBe(4);
    const { result, patch } = teamRollOutcome(leadership([5, 6, 2, 1]), leader, team({ bank: 3 }));
    expect(result).toMatchObject({ hits: 2, poolSize: 4, bank: 5, delta: 2 });
    expect(patch).toEqual({ bank: 5 });
  });

  it("a Tactics specialization adds once per situation; Strategy against the bank unlocks it again", () => {
    const tactics = validateTeamRoll({ kind: "tactics", specialization: " Flanking ", pool: { attribute: "INT", skill: "Tactics", bonus: 0 }, dice: [5, 5, 1, 2, 3] });
    const first = teamRollOutcome(tactics, leader, team({ bank: 1 }));
    expect(first.patch).toEqual({ bank: 3, usedTactics: ["Flanking"] });
    expect(thrown(() => teamRollOutcome(tactics, leader, team({ bank: 3, usedTactics: ["Flanking"] })))).toMatchObject({ code: "tactics.used" });
    const strategy = validateTeamRoll({ kind: "strategy", pool: { attribute: "MAN", skill: "Tactics", bonus: 0 }, dice: [5, 6, 6, 1, 1] });
    expect(teamRollOutcome(strategy, leader, team({ bank: 3, usedTactics: ["Flanking"] })).patch).toEqual({ usedTactics: [] });
    expect(teamRollOutcome(strategy, leader, team({ bank: 4, usedTactics: ["Flanking"] })).result.success).toBe(false);
  });

  it("dice that are not the leader's pool, or a Tactics roll without its specialization, are refused", () => {
    expect(thrown(() => teamRollOutcome(leadership([5, 5, 5, 5, 5, 5, 5]), leader, team({ bank: 3 })))).toEqual({ code: "dice.count", path: "teamRoll.dice" });
    expect(thrown(() => validateTeamRoll({ kind: "tactics", pool: { attribute: "INT", skill: "Tactics" }, dice: [] }))).toEqual({ code: "card.state", path: "teamRoll.specialization" });
    expect(thrown(() => validateTeamRoll({ kind: "wedge", pool: { attribute: "MAN", skill: null }, dice: [] }))).toEqual({ code: "card.state", path: "teamRoll.kind" });
  });
});

describe("Wedge (§6.19)", () => {
  const roller = life({ skills: { Influence: 2 } });
  const wedge = (dice: number[]) => validateWedgeRoll({ targetUuid: "Actor.e", targetName: "Vex", pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice });

  it("MAN 3 + Influence 2 = 5 dice; 2 hits take the enemy's bank from 3 to 1 (it may go negative)", () => {
    expect(wedgeOutcome(wedge([5, 6, 1, 2, 3]), roller, team({ bank: 3 }))).toMatchObject({ result: { hits: 2, bank: 1 }, patch: { bank: 1 } });
    expect(wedgeOutcome(wedge([5, 6, 5, 2, 3]), roller, team({ bank: 1 })).patch).toEqual({ bank: -2 });
    expect(thrown(() => wedgeOutcome(wedge([5]), roller, team()))).toEqual({ code: "dice.count", path: "wedge.dice" });
  });
});
