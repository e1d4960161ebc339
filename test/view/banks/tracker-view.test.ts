/**
 * The banks tracker's view-model (docs/rules/banks.md §8) with exact numbers: effective IP with a
 * positive and a negative Team Bank (§6.3 step 1, DECISION §9.6), the Blitz doubling and the
 * size factor of the next Simple action (§6.4), each status, and the Team Bank panel (§6.19).
 */
import { describe, expect, test } from "vitest";
import { type BanksActor, type BanksEncounter, type BanksTeam, defaultBanksActor, defaultBanksEncounter, defaultBanksTeam } from "../../../src/core/banks";
import type { CombatantView } from "../../../src/core/ruleset";
import { type LangDictionary, formatText, wordView } from "../../../src/view/i18n";
import { banksTrackerView } from "../../../src/view/banks/tracker";
import { lang } from "../../support/examples";

const en: LangDictionary = lang();
const combatant = (id: string, state: Partial<BanksActor> = {}, over: Partial<CombatantView<BanksActor>> = {}): CombatantView<BanksActor> => ({
  id,
  actorId: `a-${id}`,
  name: id,
  isPlayer: true,
  defeated: false,
  initiative: null,
  state: defaultBanksActor({ ip: 3, ...state }),
  ...over,
});
const team = (over: Partial<BanksTeam>): BanksTeam => ({ ...defaultBanksTeam(), ...over });
const encounter = (over: Partial<BanksEncounter> = {}): BanksEncounter => ({ ...defaultBanksEncounter(), ...over });

function view(combatants: CombatantView<BanksActor>[], enc = encounter(), currentId: string | null = null, owned: string[] = [], isGM = false) {
  return banksTrackerView({ view: { round: 1, turn: 0, combatants, encounter: enc }, currentId, owns: (id) => owned.includes(id), isGM });
}
const row = (v: ReturnType<typeof view>, id: string) => v.rows.find((r) => r.id === id)!;
const worded = <T>(value: T) => wordView(value, (t) => formatText(en, t));

describe("effective IP (§6.3 step 1)", () => {
  test("a coordinated member adds a positive Team Bank: 3 IP + 4 = 7", () => {
    const v = view([combatant("ria", { teamId: "crew" })], encounter({ teams: { crew: team({ bank: 4, members: ["ria"] }) } }));
    expect(row(v, "ria")).toMatchObject({ ip: 3, effectiveIp: 7, teamBank: 4, teamId: "crew" });
    expect(worded(row(v, "ria").labels)).toMatchObject({ ip: "IP 3", effectiveIp: "Eff. 7", effectiveIpHint: "Effective IP 7 = 3 IP + 4 from team crew." });
  });

  test("a negative Team Bank adds nothing (DECISION §9.6): 3 IP, Team Bank −2 → 3", () => {
    const v = view([combatant("ria", { teamId: "crew" })], encounter({ teams: { crew: team({ bank: -2, members: ["ria"] }) } }));
    expect(row(v, "ria")).toMatchObject({ ip: 3, effectiveIp: 3, teamBank: 0, teamId: "crew" });
    expect(worded(v.panel.teams[0]!.goalModifier)).toBe("Members roll −2 dice toward the team goal.");
  });

  test("a Team Bank of −1 costs members −1 die, in the singular", () => {
    const v = view([combatant("ria", { teamId: "crew" })], encounter({ teams: { crew: team({ bank: -1, members: ["ria"] }) } }));
    expect(worded(v.panel.teams[0]!.goalModifier)).toBe("Members roll −1 die toward the team goal.");
    expect(v.panel.teams[0]!.bankShort).toBe("−1");
  });

  test("listed by the team but its actor names none: not coordinated, no bank", () => {
    const v = view([combatant("joss")], encounter({ teams: { crew: team({ bank: 5, members: ["joss"] }) } }));
    expect(row(v, "joss")).toMatchObject({ effectiveIp: 3, teamBank: 0, teamId: null });
    expect(worded(row(v, "joss").labels.effectiveIpHint)).toBe("Effective IP 3: no Team Bank to add.");
    expect(worded(v.panel.teams[0]!.members[0])).toMatchObject({ coordinated: false, note: "not coordinated: the actor names no team" });
  });
});

describe("the next Simple action's cost (§6.4)", () => {
  test.each([
    [0, 1],
    [1, 2],
    [2, 4],
    [3, 8],
  ])("Blitz count %i: 1 IP × 2^%i = %i", (blitzCount, cost) => {
    const v = view([combatant("ria", { turn: { blitzCount, acted: true, passed: false, attackedThisRound: false, ran: false } })]);
    expect(row(v, "ria")).toMatchObject({ blitzCount, nextSimpleCost: cost });
  });

  test("a class C drone in a class B fight pays double; with Blitz 2, 1 × 4 × 2 = 8", () => {
    const v = view([combatant("mule", { sizeClass: "C", turn: { blitzCount: 2, acted: true, passed: false, attackedThisRound: false, ran: false } })]);
    expect(row(v, "mule").nextSimpleCost).toBe(8);
    expect(worded(row(v, "mule").labels.nextCostHint)).toBe("Next Simple action: 1 × 4 (Blitz) × 2 (size) = 8 IP.");
  });

  test("two classes above the time class: ×4; at or below it: ×1", () => {
    const enc = encounter({ timeClass: "A" });
    const v = view([combatant("skiff", { sizeClass: "C" }), combatant("hornet", { sizeClass: "A" })], enc);
    expect(row(v, "skiff").nextSimpleCost).toBe(4);
    expect(row(v, "hornet").nextSimpleCost).toBe(1);
    expect(row(view([combatant("hornet", { sizeClass: "A" })]), "hornet").nextSimpleCost).toBe(1);
  });
});

describe("status, recoil, momentum and Pass", () => {
  const turn = (acted: boolean, passed: boolean) => ({ blitzCount: 0, acted, passed, attackedThisRound: false, ran: false });
  const v = view(
    [
      combatant("now", { turn: turn(true, false), recoil: 2, martialMomentum: { targetId: "x", value: 3 } }),
      combatant("done", { turn: { ...turn(true, false), ran: true } }),
      combatant("out", { turn: turn(true, true) }),
      combatant("next"),
      combatant("down", { unconscious: true }),
      combatant("dead", {}, { defeated: true }),
    ],
    encounter(),
    "now",
    ["now", "next"],
  );

  test("each combatant's place in the round", () => {
    expect(v.rows.map((r) => [r.id, r.status])).toEqual([
      ["now", "acting"],
      ["done", "acted"],
      ["out", "passed"],
      ["next", "waiting"],
      ["down", "cannotAct"],
      ["dead", "cannotAct"],
    ]);
  });

  test("recoil and Martial Momentum as the actor holds them", () => {
    expect(row(v, "now")).toMatchObject({ recoil: 2, momentum: 3 });
    expect(worded(row(v, "now").labels)).toMatchObject({ recoil: "Recoil 2", momentum: "Momentum 3", status: "Acting" });
    expect(row(v, "next")).toMatchObject({ recoil: 0, momentum: null });
    expect(row(v, "next").labels.momentum).toBeNull();
  });

  test("a combatant that ran this round says so (attacks on it need 1 more hit)", () => {
    expect(worded(row(v, "done").labels).ran).toBe("Ran");
    expect(row(v, "now").labels.ran).toBeNull();
  });

  test("only the owner of the combatant whose turn it is may pass", () => {
    expect(v.rows.filter((r) => r.canPass).map((r) => r.id)).toEqual(["now"]);
    expect(view([combatant("now")], encounter(), "now", []).rows[0]!.canPass).toBe(false);
  });

  test("the summary says it all in one sentence", () => {
    expect(worded(row(v, "now").labels.summary)).toBe("now: 3 IP, effective 3; Blitz count 0, next Simple action 1 IP; Recoil 2; Acting.");
  });
});

describe("the Team Bank panel (§6.19)", () => {
  const enc = encounter({
    timeClass: "B",
    teams: {
      gang: team({ bank: 2, leaderId: "vex", members: ["vex", "okon"], usedTactics: ["Ambush", "Flank"] }),
      crew: team({ bank: 0, leaderId: null, members: ["ria", "gone"] }),
    },
  });
  const combatants = [combatant("ria", { teamId: "crew" }), combatant("vex", { teamId: "gang" }), combatant("okon", { teamId: "crew" }), combatant("joss")];
  const panel = worded(view(combatants, enc, null, [], true).panel);

  test("teams by name, with bank, leader, members and used Tactics", () => {
    expect(panel.teams.map((t) => [t.heading, t.bankLabel, t.leader, t.usedTactics])).toEqual([
      ["Team crew", "Bank 0", "No leader", "No Tactics used yet."],
      ["Team gang", "Bank 2", "Led by vex", "Tactics used: Ambush, Flank"],
    ]);
    expect(panel.labels.timeClass).toBe("Time class B (person-sized)");
    expect(panel.gm).toBe(true);
  });

  test("members: the leader marked, a member gone from the combat, one whose actor names another team", () => {
    const [crew, gang] = panel.teams;
    expect(crew!.members.map((m) => [m.name, m.coordinated, m.note])).toEqual([
      ["ria", true, null],
      ["(no longer in this combat)", false, null],
    ]);
    expect(gang!.members.map((m) => [m.name, m.isLeader, m.coordinated, m.note])).toEqual([
      ["vex", true, true, null],
      ["okon", false, false, "not coordinated: the actor names team crew"],
    ]);
  });

  test("the GM's choices: leader among the members present, candidates outside the team", () => {
    const gang = panel.teams[1]!;
    expect(gang.leaderChoices).toEqual([
      { id: "", label: "No leader", selected: false },
      { id: "vex", label: "vex", selected: true },
      { id: "okon", label: "okon", selected: false },
    ]);
    expect(gang.candidates.map((c) => c.id)).toEqual(["ria", "joss"]);
  });

  test("a combatant hidden from the viewer: no row, not among the members, a hidden leader unnamed", () => {
    const hidden = worded(banksTrackerView({ view: { round: 1, turn: 0, combatants, encounter: enc }, currentId: null, owns: () => false, isGM: false, hiddenIds: new Set(["vex"]) }));
    expect(hidden.rows.map((r) => r.id)).toEqual(["ria", "okon", "joss"]);
    const gang = hidden.panel.teams[1]!;
    expect([gang.leader, gang.members.map((m) => m.name)]).toEqual(["Led by a combatant hidden from you", ["okon"]]);
    expect(JSON.stringify(hidden)).not.toContain("vex");
  });

  test("no teams: the panel says so", () => {
    expect(worded(view(combatants).panel)).toMatchObject({ hasTeams: false, teams: [], labels: { noTeams: "No teams in this fight." } });
  });
});
