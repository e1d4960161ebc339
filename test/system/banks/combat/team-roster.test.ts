/**
 * The GM's Team Bank bookkeeping (docs/rules/banks.md §3.2, §6.19), pure: every membership change
 * says which actors' teamId must follow, so the encounter and the actors agree (core
 * isCoordinated); bank and Tactics edits touch no actor.
 */
import { describe, expect, test } from "vitest";
import { type BanksEncounter, defaultBanksEncounter, defaultBanksTeam } from "../../../../src/core/banks";
import { editFor, editRoster, suggestedTeamName } from "../../../../src/system/banks/combat/team-roster";
import { expectRulesError } from "../../../support/rules-error";

const enc = (teams: BanksEncounter["teams"] = {}): BanksEncounter => ({ ...defaultBanksEncounter(), teams });
const crew = { ...defaultBanksTeam(), bank: 2, leaderId: "c1", members: ["c1", "c2"], usedTactics: ["Flank"] };

describe("making a team", () => {
  test("members join, their actors name the team; a member of another team leaves it (and its leadership)", () => {
    const change = editRoster(enc({ crew }), { type: "create", team: " gang ", members: ["c1", "c3", "c3"], leaderId: "c3" });
    expect(change.encounter.teams).toEqual({
      crew: { ...crew, leaderId: null, members: ["c2"] },
      gang: { leaderId: "c3", bank: 0, usedTactics: [], members: ["c1", "c3"] },
    });
    expect(change).toMatchObject({ joins: { c1: "gang", c3: "gang" }, leaves: {} });
  });

  test("a name must be new, non-empty and hold no dot; the leader must be a member", () => {
    expectRulesError(() => editRoster(enc({ crew }), { type: "create", team: "crew", members: [], leaderId: null }), "team.taken", "team");
    expectRulesError(() => editRoster(enc(), { type: "create", team: "  ", members: [], leaderId: null }), "team.badName", "team");
    expectRulesError(() => editRoster(enc(), { type: "create", team: "a.b", members: [], leaderId: null }), "team.badName", "team");
    expectRulesError(() => editRoster(enc(), { type: "create", team: "x", members: ["c1"], leaderId: "c2" }), "team.leaderNotMember", "leaderId");
  });

  test("the dialog suggests the first free number", () => {
    expect(suggestedTeamName([])).toBe("1");
    expect(suggestedTeamName(["1", "2", "crew"])).toBe("3");
  });
});

describe("changing a team", () => {
  test("add: joins, and leaves any other team", () => {
    const change = editRoster(enc({ crew, gang: { ...defaultBanksTeam(), members: ["c3"] } }), { type: "add", team: "crew", combatantId: "c3" });
    expect(change.encounter.teams["crew"]!.members).toEqual(["c1", "c2", "c3"]);
    expect(change.encounter.teams["gang"]!.members).toEqual([]);
    expect(change).toMatchObject({ joins: { c3: "crew" }, leaves: {} });
  });

  test("remove: the leader who leaves leaves the team leaderless; the actor stops naming the team", () => {
    const change = editRoster(enc({ crew }), { type: "remove", team: "crew", combatantId: "c1" });
    expect(change.encounter.teams["crew"]).toEqual({ ...crew, leaderId: null, members: ["c2"] });
    expect(change).toMatchObject({ joins: {}, leaves: { c1: "crew" } });
  });

  test("leader, bank ± (it may go negative, §3.2) and clearing Tactics touch no actor", () => {
    const e = enc({ crew });
    expect(editRoster(e, { type: "leader", team: "crew", leaderId: "c2" }).encounter.teams["crew"]!.leaderId).toBe("c2");
    expect(editRoster(e, { type: "leader", team: "crew", leaderId: null }).encounter.teams["crew"]!.leaderId).toBeNull();
    expect(editRoster(e, { type: "bank", team: "crew", delta: -3 }).encounter.teams["crew"]!.bank).toBe(-1);
    const cleared = editRoster(e, { type: "clearTactics", team: "crew" });
    expect(cleared).toMatchObject({ joins: {}, leaves: {}, encounter: { teams: { crew: { usedTactics: [], bank: 2 } } } });
    expect(e.teams["crew"]).toBe(crew);
  });

  test("disband: the team is gone and its members' actors stop naming it", () => {
    const start = { ...defaultBanksEncounter(), teams: { crew: { ...defaultBanksTeam(), bank: 4, leaderId: "a", members: ["a", "b"] }, gang: { ...defaultBanksTeam(), members: ["c"] } } };
    const change = editRoster(start, { type: "disband", team: "crew" });
    expect(Object.keys(change.encounter.teams)).toEqual(["gang"]);
    expect(change.leaves).toEqual({ a: "crew", b: "crew" });
    expect(change.removed).toBe("crew");
    expect(editFor("disband", "crew", { value: "", member: null })).toEqual({ type: "disband", team: "crew" });
  });

  test("unknown teams, a leader from outside and a broken delta are refused", () => {
    expectRulesError(() => editRoster(enc(), { type: "bank", team: "crew", delta: 1 }), "team.unknown", "team");
    expectRulesError(() => editRoster(enc({ crew }), { type: "leader", team: "crew", leaderId: "c9" }), "team.leaderNotMember", "leaderId");
    expectRulesError(() => editRoster(enc({ crew }), { type: "bank", team: "crew", delta: 0.5 }), "input.invalid", "delta");
    expectRulesError(() => editRoster(enc({ crew }), { type: "add", team: "toString", combatantId: "c9" }), "team.unknown", "team");
  });
});

describe("the panel's controls as roster edits", () => {
  const none = { value: "", member: null };
  test.each([
    ["raise", none, { type: "bank", team: "crew", delta: 1 }],
    ["lower", none, { type: "bank", team: "crew", delta: -1 }],
    ["clearTactics", none, { type: "clearTactics", team: "crew" }],
    ["leader", { value: "c2", member: null }, { type: "leader", team: "crew", leaderId: "c2" }],
    ["leader", none, { type: "leader", team: "crew", leaderId: null }],
    ["add", { value: "c3", member: null }, { type: "add", team: "crew", combatantId: "c3" }],
    ["add", none, null],
    ["remove", { value: "", member: "c1" }, { type: "remove", team: "crew", combatantId: "c1" }],
    ["remove", none, null],
    ["bogus", none, null],
  ] as const)("%s %o", (action, control, edit) => {
    expect(editFor(action, "crew", control)).toEqual(edit);
  });
});
