import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type BanksWorld, actionFlags, actorWrites, attackCard, banksWorld, bidFlags, post, roll, setState, stateOf, teamIn, user, withTeams } from "./banks-world";

/**
 * Who may ask what of the active GM (design.md "Trust model"), query by query: a handler is
 * told only the message id, so what it may do follows from the message's author, whom the
 * server stamps — the owner of the acting actor (p1, Ines), the owner of the target (p2), a
 * player owning neither (p3), or the GM — and for Undo from the sender the server vouches for.
 * Every refused cell writes nothing and records nothing.
 */
vi.mock("../../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: { system: { banks: unknown } }) => a.system.banks }));
vi.mock("../../../../src/system/banks/target-snapshot", () => ({ targetSnapshotOf: (a: { system: { banks: unknown } }, state?: unknown) => ({ state: state ?? a.system.banks, reach: 0 }) }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => null }));

const { payForMessage, payBidFor } = await import("../../../../src/system/banks/gm/pay");
const { applyBanksTarget, undoBanksTarget } = await import("../../../../src/system/banks/gm/apply");
const { applyActiveDodge } = await import("../../../../src/system/banks/gm/active-dodge");
const { applyMedicine } = await import("../../../../src/system/banks/gm/medicine");
const { applyTeamRoll } = await import("../../../../src/system/banks/gm/team-roll");
const { applyWedge } = await import("../../../../src/system/banks/gm/wedge");
const { allRecords } = await import("../../../../src/system/gm/records/record-book");

let world: BanksWorld;
const ines = () => stateOf(world.ines);
const target = () => stateOf(world.target);
const NOT_OWNER = { ok: false, message: "FRAY.Common.Chat.Error.NotOwner" };
const recordsOf = (messageId: string) => allRecords().filter((r) => r.refs.includes(messageId)).map((r) => r.key);

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = banksWorld();
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

const cells = [
  { author: "p1", who: "the owner of the acting actor", acts: true },
  { author: "p2", who: "the owner of the target", acts: false },
  { author: "p3", who: "a player owning neither", acts: false },
  { author: "gm", who: "the GM", acts: true },
] as const;

describe("fray.banksPay / fray.banksApply: an attack card by", () => {
  test.each(cells)("$who ($author)", async ({ author, acts }) => {
    post(world, "a1", author, { attack: attackCard(world) });
    expect(await payForMessage("a1")).toEqual(acts ? { ok: true, message: "FRAY.Banks.Gm.Paid" } : NOT_OWNER);
    await roll(world, "a1", [5, 1, 2, 3, 4]);
    if (acts) expect(await applyBanksTarget("a1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    else await expect(applyBanksTarget("a1", 0)).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(ines().ip).toBe(acts ? 2 : 3);
    expect(target()).toMatchObject(acts ? { stun: 6, physical: 3 } : { stun: 0, physical: 0 });
    if (!acts) expect(recordsOf("a1")).toEqual([]);
  });
});

describe("fray.banksBid: a bid on the target by", () => {
  test.each(cells)("$who ($author)", async ({ author }) => {
    post(world, "a1", "p1", { attack: attackCard(world) });
    post(world, "b1", author, bidFlags(2));
    const acts = author === "p2" || author === "gm";
    expect(await payBidFor("b1")).toEqual(acts ? { ok: true, message: "FRAY.Banks.Gm.BidPaid" } : NOT_OWNER);
    expect(target().ip).toBe(acts ? 2 : 4);
    if (!acts) expect(recordsOf("b1")).toEqual([]);
  });
});

describe("fray.banksUndo: asked by", () => {
  test.each([...cells, { author: null, who: "nobody the server vouches for", acts: false }])("$who ($author)", async ({ author, acts }) => {
    post(world, "a1", "p1", { attack: attackCard(world) });
    await payForMessage("a1");
    await roll(world, "a1", [5, 1, 2, 3, 4]);
    await applyBanksTarget("a1", 0);
    // The card's author (p1) and the attacker's owner (p1) may undo; the target's owner may not.
    const result = await undoBanksTarget("a1", 0, author === null ? null : user(world, author));
    expect(result).toEqual(acts ? { ok: true, message: "FRAY.Common.Chat.Undone" } : { ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(target().stun).toBe(acts ? 0 : 6);
  });
});

describe("fray.banksActiveDodge / fray.banksMedicine / fray.banksTeamRoll / fray.banksWedge: Ines's action card by", () => {
  test.each(cells)("$who ($author)", async ({ author, acts }) => {
    setState(world.ines, { ...ines(), ip: 20, teamId: "crew", skills: { "Melee Combat": 3, Medicine: 2, Influence: 2 } });
    setState(world.target, { ...target(), teamId: "them", bleedingOut: 4, maxBleedingOut: 4, unconscious: true });
    withTeams(world.combat, { crew: { leaderId: "c-ines", bank: 3, members: ["c-ines"] }, them: { bank: 4, members: ["c-target"] } });
    const pool = (attribute: string, skill: string) => ({ attribute, skill, bonus: 0 });
    post(world, "d1", author, { ...actionFlags("ines", "activeDodge"), activeDodge: { spec: "weaponParry", pool: pool("REA", "Melee Combat"), dice: [6, 5, 1, 2, 3, 4] } });
    post(world, "h1", author, { ...actionFlags("ines", "stabilize"), medicine: { patientUuid: "Actor.target", patientName: "Target", pool: pool("INT", "Medicine"), dice: [5, 6, 1, 2, 3] } });
    // MAN 3 + Influence 2 = 5 dice, less the crew's bank of 3.
    post(world, "t1", author, { ...actionFlags("ines", "leadershipTactics"), teamRoll: { kind: "leadership", specialization: null, pool: pool("MAN", "Influence"), dice: [5, 6] } });
    post(world, "w1", author, { ...actionFlags("ines", "wedge"), wedge: { targetUuid: "Actor.target", targetName: "Target", pool: pool("MAN", "Influence"), dice: [5, 6, 1, 2, 3] } });
    for (const id of ["d1", "h1", "t1", "w1"]) {
      // Each paid on a fresh turn (a Blitz would double the next cost).
      setState(world.ines, { ...ines(), ip: 20, turn: { ...ines().turn, blitzCount: 0 } });
      expect([id, (await payForMessage(id)).message]).toEqual([id, acts ? "FRAY.Banks.Gm.Paid" : NOT_OWNER.message]);
    }
    const results = [await applyActiveDodge("d1"), await applyMedicine("h1"), await applyTeamRoll("t1"), await applyWedge("w1")];
    if (acts) expect(results.map((r) => r.message)).toEqual(["FRAY.Banks.Gm.DodgeBanked", "FRAY.Banks.Gm.Treated", "FRAY.Banks.Gm.TeamRolled", "FRAY.Banks.Gm.Wedged"]);
    else expect(results).toEqual([NOT_OWNER, NOT_OWNER, NOT_OWNER, NOT_OWNER]);
    expect(ines().activeDodgeBank).toEqual(acts ? { spec: "weaponParry", hits: 2 } : null);
    expect(target().bleedingOut).toBe(acts ? 2 : 4);
    expect(teamIn(world.combat, "crew")?.bank).toBe(acts ? 5 : 3);
    expect(teamIn(world.combat, "them")?.bank).toBe(acts ? 2 : 4);
  });
});

describe("forged cards", () => {
  test("an attack card whose attacker resolves to nothing is refused, paid or applied, and leaves no record", async () => {
    const forged = attackCard(world, { attacker: { ...attackCard(world).attacker, actorUuid: "Actor.nobody" }, dice: [6, 6, 6, 6, 6] });
    post(world, "f1", "p2", { attack: forged, paid: { state: "free" } });
    expect(await payForMessage("f1")).toEqual(NOT_OWNER);
    await expect(applyBanksTarget("f1", 0)).rejects.toMatchObject({ code: "gm.noActor" });
    // Even the GM's own card needs an actor to pay for it, so it is never applied either.
    post(world, "f2", "gm", { attack: forged });
    expect(await payForMessage("f2")).toEqual(NOT_OWNER);
    expect(await applyBanksTarget("f2", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    expect(actorWrites(world)).toEqual([]);
    expect(allRecords()).toEqual([]);
  });

  test("an action card for an actor that does not exist changes no Team Bank", async () => {
    withTeams(world.combat, { crew: { leaderId: "c-ines", bank: 3, members: ["c-ines"] } });
    post(world, "t1", "p1", { ...actionFlags("nobody", "leadershipTactics"), teamRoll: { kind: "leadership", specialization: null, pool: { attribute: "MAN", skill: null, bonus: 0 }, dice: [6, 6, 6] } });
    expect(await payForMessage("t1")).toEqual(NOT_OWNER);
    expect(await applyTeamRoll("t1")).toEqual(NOT_OWNER);
    expect(teamIn(world.combat, "crew")?.bank).toBe(3);
  });

  test("the Combat is the GM's: a player's client may change its turn, not its Team Banks (BaseCombat #canUpdate)", async () => {
    withTeams(world.combat, { crew: { bank: 3, members: ["c-ines"] } });
    world.server.actAs("p1");
    await expect(world.combat.update({ flags: { fray: { automation: { encounter: { teams: { crew: { bank: 99 } } } } } } })).rejects.toThrow("may not update");
    await world.combat.update({ turn: 1 });
    world.server.actAs("gm");
    expect(teamIn(world.combat, "crew")?.bank).toBe(3);
    expect(world.combat.turn).toBe(1);
  });
});
