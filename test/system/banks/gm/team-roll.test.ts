import { beforeEach, afterEach, describe, expect, test, vi } from "vitest";
import { type BanksActor, type BanksEncounter, type TeamRef, defaultBanksActor, defaultBanksEncounter, defaultBanksTeam, teamOf } from "../../../../src/core/banks";
import { type Patch, applyPatch } from "../../../../src/core/patch";

/** A leader's Team Bank roll on the active GM, with doubles for the message, the actor and the combat. */
const docs = vi.hoisted(() => ({
  actors: new Map<string, unknown>(),
  messages: new Map<string, unknown>(),
  encounter: null as unknown,
  combatantOf: new Map<string, string>(),
  refreshes: 0,
}));

interface ActorDouble {
  uuid: string;
  state: BanksActor;
  flags: { fray: { banks: { ledger: Record<string, unknown> } } };
  owners: Set<string>;
}

vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => docs.actors.get(uuid) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && (user.isGM || actor.owners.has(user.id)),
}));
vi.mock("../../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: ActorDouble) => a.state }));
vi.mock("../../../../src/system/banks/combat/initiative-sync", () => ({ refreshInitiative: async () => void docs.refreshes++ }));
vi.mock("../../../../src/system/banks/combat-context", () => ({
  banksCombatantOf: (a: ActorDouble) => {
    const id = docs.combatantOf.get(a.uuid);
    if (!id) return null;
    const encounter = docs.encounter as BanksEncounter;
    const team: TeamRef | null = teamOf(encounter, id, a.state);
    return { combatant: { id }, state: a.state, encounter, team, combat: {} };
  },
  patchEncounter: async (_c: object, patch: Patch<BanksEncounter>) => {
    docs.encounter = applyPatch(docs.encounter as BanksEncounter, patch);
  },
}));

const { applyTeamRoll } = await import("../../../../src/system/banks/gm/team-roll");
const { applyWedge } = await import("../../../../src/system/banks/gm/wedge");

function actorDouble(uuid: string, state: BanksActor, owners: string[]): ActorDouble {
  const actor: ActorDouble = { uuid, state, flags: { fray: { banks: { ledger: {} } } }, owners: new Set(owners) };
  Object.assign(actor, {
    update: async (data: { flags?: { fray?: { banks?: { ledger?: Record<string, unknown> } } } }) => void Object.assign(actor.flags.fray.banks.ledger, data.flags?.fray?.banks?.ledger ?? {}),
  });
  return actor;
}

function cardDouble(id: string, author: { id: string; isGM: boolean }, actorUuid: string, dice: number[], kind = "leadership") {
  const banks: Record<string, unknown> = {
    action: { version: 1, actorUuid, name: "Pell", action: "leadershipTactics", interrupt: false },
    teamRoll: { kind, specialization: kind === "tactics" ? "Flanking" : null, pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice },
  };
  const message = { id, author, flags: { fray: { banks } } };
  Object.assign(message, {
    update: async (data: { flags: { fray: { banks: Record<string, unknown> } } }) => void Object.assign(banks, data.flags.fray.banks),
  });
  return message;
}

const player = { id: "player", isGM: false };
let pell: ActorDouble;
const paid = (actor: ActorDouble, messageId: string) => (actor.flags.fray.banks.ledger[`pay_${messageId}`] = { record: {}, appliedAt: 0, undone: false });
const bank = () => (docs.encounter as BanksEncounter).teams["crew"]!;

beforeEach(() => {
  (globalThis as Record<string, unknown>)["game"] = { messages: docs.messages, user: { isActiveGM: true } };
  docs.actors.clear();
  docs.messages.clear();
  docs.combatantOf.clear();
  docs.refreshes = 0;
  // B-13: MAN 3 + Influence 4 = 7 dice, less the bank of 3.
  pell = actorDouble("Actor.pell", { ...defaultBanksActor({ teamId: "crew", skills: { Influence: 4 } }) }, ["player"]);
  docs.actors.set(pell.uuid, pell);
  docs.combatantOf.set(pell.uuid, "c1");
  docs.encounter = { ...defaultBanksEncounter(), teams: { crew: { ...defaultBanksTeam(), leaderId: "c1", bank: 3, members: ["c1", "c2"] } } };
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("a leader's roll for the Team Bank", () => {
  test("B-13: 4 dice, 2 hits → bank 5, counted once, and the tracker's initiative follows", async () => {
    docs.messages.set("m1", cardDouble("m1", player, pell.uuid, [5, 6, 2, 1]));
    paid(pell, "m1");
    expect(await applyTeamRoll("m1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.TeamRolled" });
    expect(bank().bank).toBe(5);
    expect(docs.refreshes).toBe(1);
    expect((docs.messages.get("m1") as { flags: { fray: { banks: Record<string, unknown> } } }).flags.fray.banks["teamResult"]).toEqual({ state: "applied", kind: "leadership", hits: 2, poolSize: 4, before: 3, after: 5, success: null });
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    expect(bank().bank).toBe(5);
  });

  test("refused: before the action is paid, from a member who is not the leader, and with dice that are not the pool", async () => {
    docs.messages.set("m1", cardDouble("m1", player, pell.uuid, [5, 6, 2, 1]));
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.actionUnpaid" });
    paid(pell, "m1");
    bank().leaderId = "c2";
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.notLeader" });
    bank().leaderId = "c1";
    docs.messages.set("m2", cardDouble("m2", player, pell.uuid, [5, 6, 5, 5, 5, 5, 5]));
    paid(pell, "m2");
    expect(await applyTeamRoll("m2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.stale" });
    expect(bank().bank).toBe(3);
  });

  test("a card its author cannot act for changes nothing", async () => {
    docs.messages.set("m1", cardDouble("m1", { id: "stranger", isGM: false }, pell.uuid, [5, 6, 2, 1]));
    paid(pell, "m1");
    expect(await applyTeamRoll("m1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(bank().bank).toBe(3);
  });
});

describe("Wedge", () => {
  test("Vex wedges Pell's crew: 2 hits off its bank, once; someone outside any team cannot be wedged", async () => {
    const vex = actorDouble("Actor.vex", { ...defaultBanksActor({ skills: { Influence: 2 } }) }, ["player"]);
    docs.actors.set(vex.uuid, vex);
    const card = (id: string, targetUuid: string) => {
      // A 0.1.0 card, its flags directly under flags.fray: read all the same; the result goes to flags.fray.banks.
      const fray: Record<string, unknown> = {
        banksAction: { version: 1, actorUuid: vex.uuid, name: "Vex", action: "wedge", interrupt: false },
        banksWedge: { targetUuid, targetName: "Pell", pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice: [5, 6, 1, 2, 3] },
      };
      const message = { id, author: player, flags: { fray } };
      Object.assign(message, { update: async (d: { flags: { fray: { banks: Record<string, unknown> } } }) => void (fray["banks"] = { ...(fray["banks"] as object | undefined), ...d.flags.fray.banks }) });
      return message;
    };
    docs.messages.set("w1", card("w1", pell.uuid));
    paid(vex, "w1");
    expect(await applyWedge("w1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Wedged" });
    expect(bank().bank).toBe(1);
    expect((docs.messages.get("w1") as { flags: { fray: Record<string, unknown> } }).flags.fray["banks"]).toEqual({ wedgeResult: expect.objectContaining({ state: "applied", hits: 2 }) });
    expect(await applyWedge("w1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    expect(bank().bank).toBe(1);
    docs.messages.set("w2", card("w2", vex.uuid));
    paid(vex, "w2");
    expect(await applyWedge("w2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.noEnemyTeam" });
  });
});
