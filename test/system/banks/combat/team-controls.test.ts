/**
 * The GM's Team Bank controls against the combat double: one combat update for the encounter
 * and one batched actor update for the members' teamId, GMs only, refusals shown, and the
 * tracker's hooks registered in a banks world only.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type CombatDouble, installCombatDouble } from "../../../support/combat-double";
import { banksFight, banksRuleset } from "./banks-fixtures";
import type * as ControlsModule from "../../../../src/system/banks/combat/team-controls";

const active = vi.hoisted(() => ({ ruleset: null as unknown }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => active.ruleset }));
vi.mock("../../../../src/system/trauma/actor-state", () => ({ traumaStateOf: () => ({}) }));

type AnyCombat = Parameters<(typeof ControlsModule)["applyRosterEdit"]>[0];

let foundry: CombatDouble;
beforeEach(() => {
  foundry = installCombatDouble();
  active.ruleset = banksRuleset;
});
afterEach(() => foundry.uninstall());

function combatOf(): { combat: AnyCombat; fight: ReturnType<typeof banksFight> } {
  const fight = banksFight(foundry, { ria: {}, joss: {}, vex: { teamId: "gang" } });
  const Combat = (globalThis as unknown as { Combat: new (data: unknown) => AnyCombat }).Combat;
  const combat = new Combat({ _id: "cb1", round: 1, turn: 0, combatants: fight.combatants });
  return { combat, fight };
}
const encounterOf = (combat: AnyCombat) => (combat.flags as { fray: { automation: { encounter: { teams: Record<string, unknown> } } } }).fray.automation.encounter;

describe("a GM edits the Team Banks", () => {
  test("a new team: the encounter in ONE combat update, both actors' teamId in ONE actor update", async () => {
    const { combat, fight } = combatOf();
    const { applyRosterEdit } = await import("../../../../src/system/banks/combat/team-controls");
    expect(await applyRosterEdit(combat, { type: "create", team: "crew", members: ["c-ria", "c-joss"], leaderId: "c-ria" })).toBe(true);
    expect(foundry.recorded.combatUpdates.map((u) => u.data)).toEqual([
      { flags: { fray: { automation: { encounter: { teams: { crew: { leaderId: "c-ria", bank: 0, usedTactics: [], members: ["c-ria", "c-joss"] } }, timeClass: "B", medTL: 0, ambushers: [] } } } } },
    ]);
    expect(foundry.recorded.actorUpdates).toEqual([
      [
        { _id: "ria", system: { banks: { teamId: "crew" } } },
        { _id: "joss", system: { banks: { teamId: "crew" } } },
      ],
    ]);
    expect(fight.actors.get("ria")!.system.banks.teamId).toBe("crew");
  });

  test("disbanding deletes the team's key from the flags and clears every member's teamId, in one actor update", async () => {
    const { combat, fight } = combatOf();
    const { applyRosterEdit } = await import("../../../../src/system/banks/combat/team-controls");
    await applyRosterEdit(combat, { type: "create", team: "crew", members: ["c-ria", "c-joss"], leaderId: "c-ria" });
    expect(await applyRosterEdit(combat, { type: "disband", team: "crew" })).toBe(true);
    const last = foundry.recorded.combatUpdates.at(-1)?.data as { flags: { fray: { automation: { encounter: { teams: Record<string, unknown> } } } } };
    expect(last.flags.fray.automation.encounter.teams).toEqual({ "-=crew": null });
    expect(foundry.recorded.actorUpdates.at(-1)).toEqual([
      { _id: "ria", system: { banks: { teamId: null } } },
      { _id: "joss", system: { banks: { teamId: null } } },
    ]);
    expect(fight.actors.get("joss")!.system.banks.teamId).toBeNull();
  });

  test("removing a member clears its actor's team; raising the bank writes no actor", async () => {
    const { combat, fight } = combatOf();
    const { applyRosterEdit } = await import("../../../../src/system/banks/combat/team-controls");
    await applyRosterEdit(combat, { type: "create", team: "crew", members: ["c-ria", "c-joss"], leaderId: "c-ria" });
    await applyRosterEdit(combat, { type: "remove", team: "crew", combatantId: "c-ria" });
    await applyRosterEdit(combat, { type: "bank", team: "crew", delta: 2 });
    expect(encounterOf(combat).teams).toEqual({ crew: { leaderId: null, bank: 2, usedTactics: [], members: ["c-joss"] } });
    expect(foundry.recorded.actorUpdates).toHaveLength(2);
    expect(foundry.recorded.actorUpdates[1]).toEqual([{ _id: "ria", system: { banks: { teamId: null } } }]);
    expect(fight.actors.get("ria")!.system.banks.teamId).toBeNull();
  });

  test("removing a member whose actor names another team leaves that team alone", async () => {
    const { combat } = combatOf();
    const { applyRosterEdit } = await import("../../../../src/system/banks/combat/team-controls");
    await applyRosterEdit(combat, { type: "create", team: "crew", members: ["c-ria"], leaderId: null });
    foundry.recorded.actorUpdates.length = 0;
    await (combat as unknown as { update(d: unknown): Promise<unknown> }).update({ flags: { fray: { automation: { encounter: { teams: { crew: { members: ["c-ria", "c-vex"] } } } } } } });
    await applyRosterEdit(combat, { type: "remove", team: "crew", combatantId: "c-vex" });
    expect(foundry.recorded.actorUpdates).toEqual([]);
  });

  test("a refused edit writes nothing and tells the GM why", async () => {
    const { combat } = combatOf();
    const { applyRosterEdit } = await import("../../../../src/system/banks/combat/team-controls");
    expect(await applyRosterEdit(combat, { type: "create", team: "a.b", members: [], leaderId: null })).toBe(false);
    expect(foundry.recorded.combatUpdates).toEqual([]);
    expect(foundry.recorded.warnings).toEqual(['The Team Bank was not changed: A team name must be non-empty and hold no dot, got "a.b"']);
  });

  test("a player changes nothing", async () => {
    const { combat } = combatOf();
    foundry.actAs("p1");
    const { applyRosterEdit } = await import("../../../../src/system/banks/combat/team-controls");
    expect(await applyRosterEdit(combat, { type: "bank", team: "crew", delta: 1 })).toBe(false);
    expect(foundry.recorded).toMatchObject({ combatUpdates: [], actorUpdates: [], warnings: ["Only a GM changes Team Banks here."] });
  });
});
