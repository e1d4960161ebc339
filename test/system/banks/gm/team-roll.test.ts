import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { defaultBanksActor } from "../../../../src/core/banks";
import { type BanksWorld, actionFlags, banksFlags, banksWorld, post, teamIn, withTeams } from "./banks-world";
import type { ActorDouble } from "../../../support/server-double";

/** A leader's Team Bank roll and a Wedge on the active GM, on the server double (banks-world.ts). */
vi.mock("../../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: { system: { banks: unknown } }) => a.system.banks }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => null }));

const { payForMessage } = await import("../../../../src/system/banks/gm/pay");
const { applyTeamRoll } = await import("../../../../src/system/banks/gm/team-roll");
const { applyWedge } = await import("../../../../src/system/banks/gm/wedge");

let world: BanksWorld;
let pell: ActorDouble;
const bank = () => teamIn(world.combat, "crew")?.bank;
const crew = (leaderId: string) => withTeams(world.combat, { crew: { leaderId, bank: 3, members: ["c-pell", "c2"] } });

function teamCard(id: string, authorId: string, dice: number[], kind = "leadership") {
  const teamRoll = { kind, specialization: kind === "tactics" ? "Flanking" : null, pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice };
  return post(world, id, authorId, { ...actionFlags("pell", "leadershipTactics"), teamRoll });
}

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = banksWorld();
  // B-13: MAN 3 + Influence 4 = 7 dice, less the bank of 3.
  pell = world.server.actor("pell", { banks: { ...defaultBanksActor({ teamId: "crew", skills: { Influence: 4 } }), ip: 10 } }, ["p1"]);
  world.server.combats.delete("cb");
  world = { ...world, combat: world.server.combat("cb", ["pell"]) };
  crew("c-pell");
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("a leader's roll for the Team Bank", () => {
  test("B-13: 4 dice, 2 hits → bank 5, counted once, written with the card's result, and the tracker's initiative follows", async () => {
    teamCard("m1", "p1", [5, 6, 2, 1]);
    await payForMessage("m1");
    world.server.calls.length = 0;
    expect(await applyTeamRoll("m1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.TeamRolled" });
    expect(bank()).toBe(5);
    expect(world.server.calls.filter((c) => !c.startsWith("JournalEntryPage"))).toEqual(expect.arrayContaining(["Combat.updateDocuments(1)", "ChatMessage.updateDocuments(1)", "Combatant.update(1)"]));
    expect(banksFlags(world.server.messages.get("m1"))["teamResult"]).toEqual({ state: "applied", kind: "leadership", hits: 2, poolSize: 4, before: 3, after: 5, success: null });
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    expect(bank()).toBe(5);
  });

  test("a player erasing what they can reach (the card's result, their actor's flags) cannot replay the change", async () => {
    teamCard("m1", "p1", [5, 6, 2, 1]);
    await payForMessage("m1");
    await applyTeamRoll("m1");
    world.server.actAs("p1");
    await world.server.messages.get("m1")?.update({ flags: { fray: { banks: { "-=teamResult": null, "-=paid": null } } } });
    await pell.update({ flags: {} });
    world.server.actAs("gm");
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    expect(bank()).toBe(5);
  });

  test("refused: before the action is paid, from a member who is not the leader, and with dice that are not the pool", async () => {
    teamCard("m1", "p1", [5, 6, 2, 1]);
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.actionUnpaid" });
    await payForMessage("m1");
    crew("c2");
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.notLeader" });
    crew("c-pell");
    teamCard("m2", "p1", [5, 6, 5, 5, 5, 5, 5]);
    await payForMessage("m2");
    expect(await applyTeamRoll("m2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.stale" });
    expect(bank()).toBe(3);
  });

  test("a card its author cannot act for changes nothing", async () => {
    teamCard("m1", "p3", [5, 6, 2, 1]);
    expect(await payForMessage("m1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(bank()).toBe(3);
  });
});

describe("Wedge", () => {
  test("Vex wedges Pell's crew: 2 hits off its bank, once; someone outside any team cannot be wedged", async () => {
    world.server.actor("vex", { banks: defaultBanksActor({ skills: { Influence: 2 } }) }, ["p1"]);
    // A 0.1.0 card, its flags directly under flags.fray: read all the same; the GM writes to flags.fray.banks.
    const card = (id: string, targetId: string) =>
      world.server.message(id, "p1", {
        fray: {
          banksAction: actionFlags("vex", "wedge").action,
          banksWedge: { targetUuid: `Actor.${targetId}`, targetName: targetId, pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice: [5, 6, 1, 2, 3] },
        },
      });
    card("w1", "pell");
    // Vex is outside the combat: the action is free, and the payment is still recorded.
    expect(await payForMessage("w1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Free" });
    expect(await applyWedge("w1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Wedged" });
    expect(bank()).toBe(1);
    expect(banksFlags(world.server.messages.get("w1"))).toMatchObject({ wedgeResult: { state: "applied", hits: 2, before: 3, after: 1 } });
    expect(await applyWedge("w1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    expect(bank()).toBe(1);
    card("w2", "vex");
    await payForMessage("w2");
    expect(await applyWedge("w2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.noEnemyTeam" });
  });
});
