import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { defaultBanksActor } from "../../../../src/core/banks";
import { type BanksWorld, actionFlags, actorWrites, asUser, attackCard, banksFlags, banksWorld, bidFlags, post, roll, setState, stateOf, teamIn, user, withTeams } from "./banks-world";

/**
 * Exactly once, recoverable (design.md "Trust model") for the banks queries: replays, duplicates
 * arriving together, cards edited or deleted after the GM accepted them, deleted targets, a GM
 * client that stops mid-step, and two GM tabs answering the same query.
 */
vi.mock("../../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: { system: { banks: unknown } }) => a.system.banks }));
vi.mock("../../../../src/system/banks/target-snapshot", () => ({ targetSnapshotOf: (a: { system: { banks: unknown } }, state?: unknown) => ({ state: state ?? a.system.banks, reach: 0 }) }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => null }));

const { payForMessage, payBidFor } = await import("../../../../src/system/banks/gm/pay");
const { applyBanksTarget, undoBanksTarget } = await import("../../../../src/system/banks/gm/apply");
const { applyActiveDodge } = await import("../../../../src/system/banks/gm/active-dodge");
const { applyMedicine } = await import("../../../../src/system/banks/gm/medicine");
const { applyTeamRoll } = await import("../../../../src/system/banks/gm/team-roll");
const { completeUnfinished } = await import("../../../../src/system/gm/records/exactly-once");
const { pruneRecordsOf } = await import("../../../../src/system/gm/records/pruning");
const { allRecords } = await import("../../../../src/system/gm/records/record-book");

let world: BanksWorld;
const ines = () => stateOf(world.ines);
const target = () => stateOf(world.target);
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const okCount = (results: PromiseSettledResult<{ ok: boolean }>[]) => results.filter((r) => r.status === "fulfilled" && r.value.ok).length;

/** Ines's rifle shot, paid and rolled: 1 hit, net 0 → 6 Stun and 3 Physical through armor 2 (B-21). */
async function paidShot(id = "a1"): Promise<void> {
  post(world, id, "p1", { attack: attackCard(world) });
  await payForMessage(id);
  await roll(world, id, [5, 1, 2, 3, 4]);
}

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = banksWorld();
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("a replay", () => {
  test("of a payment, a bid and an Apply is refused even after the player erased every mark they can reach", async () => {
    await paidShot();
    post(world, "b1", "p2", bidFlags(1, { attackMessageId: "a0" }));
    post(world, "a0", "p1", { attack: attackCard(world) });
    await payBidFor("b1");
    await applyBanksTarget("a1", 0);
    await asUser(world, "p1", async () => {
      await world.server.messages.get("a1")?.update({ flags: { fray: { banks: { "-=paid": null, "-=applied": null } } } });
      await world.ines.update({ flags: {} });
    });
    await asUser(world, "p2", () => world.target.update({ flags: {} }));
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyPaid" });
    expect(await payBidFor("b1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyBid" });
    await expect(applyBanksTarget("a1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(ines().ip).toBe(2);
    expect(target()).toMatchObject({ ip: 3, stun: 6, physical: 3 });
  });

  test("an Undo asked on the strength of a forged ledger entry finds nothing to undo", async () => {
    await paidShot();
    const entry = { record: { kind: "damage", applied: { before: { stun: 9 }, after: { stun: 0 } }, team: null, threshold: null }, appliedAt: 0, undone: false };
    await asUser(world, "p2", () => world.target.update({ flags: { fray: { banks: { ledger: { a1_0: entry } } } } }));
    await asUser(world, "p1", () => world.server.messages.get("a1")?.update({ flags: { fray: { banks: { applied: { "0": { undone: false } } } } } }) ?? Promise.resolve());
    await expect(undoBanksTarget("a1", 0, user(world, "p1"))).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect(target().stun).toBe(0);
  });
});

describe("two duplicates arriving together", () => {
  test("pay, bid, apply and count a Team Bank roll once each", async () => {
    post(world, "a1", "p1", { attack: attackCard(world) });
    post(world, "b1", "p2", bidFlags(1));
    post(world, "b2", "p2", bidFlags(1));
    expect(okCount(await Promise.allSettled([payForMessage("a1"), payForMessage("a1")]))).toBe(1);
    expect(okCount(await Promise.allSettled([payBidFor("b1"), payBidFor("b2")]))).toBe(1);
    await roll(world, "a1", [5, 5, 5, 2, 3]);
    expect(okCount(await Promise.allSettled([applyBanksTarget("a1", 0), applyBanksTarget("a1", 0)]))).toBe(1);
    expect(ines().ip).toBe(2);
    expect(target().ip).toBe(3);
    withTeams(world.combat, { crew: { leaderId: "c-ines", bank: 3, members: ["c-ines"] } });
    setState(world.ines, { ...ines(), ip: 5, teamId: "crew", skills: { Influence: 4 }, turn: { ...ines().turn, blitzCount: 0 } });
    post(world, "t1", "p1", { ...actionFlags("ines", "leadershipTactics"), teamRoll: { kind: "leadership", specialization: null, pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice: [5, 6, 2, 1] } });
    await payForMessage("t1");
    expect(okCount(await Promise.allSettled([applyTeamRoll("t1"), applyTeamRoll("t1")]))).toBe(1);
    expect(teamIn(world.combat, "crew")?.bank).toBe(5);
  });
});

describe("the message edited after the GM accepted it", () => {
  test("a re-targeted, re-armed attack card applies as it was paid; re-rolled dice after the first Apply change nothing", async () => {
    await paidShot();
    const edited = attackCard(world, { weapon: { itemUuid: "x", name: "Cannon", profile: { ...attackCard(world).weapon.profile, code: "9P 9E" } }, targets: [{ actorUuid: "Actor.ines", name: "Ines", combatantId: "c-ines" }] });
    await asUser(world, "p1", () => world.server.messages.get("a1")?.update({ flags: { fray: { banks: { attack: { ...edited, dice: [5, 1, 2, 3, 4] } } } } }) ?? Promise.resolve());
    await applyBanksTarget("a1", 0);
    expect(target()).toMatchObject({ stun: 6, physical: 3 });
    expect(ines().stun).toBe(0);
    await undoBanksTarget("a1", 0, user(world, "p1"));
    await asUser(world, "p1", () => world.server.messages.get("a1")?.update({ flags: { fray: { banks: { attack: { dice: [6, 6, 6, 6, 6] } } } } }) ?? Promise.resolve());
    await applyBanksTarget("a1", 0);
    expect(target()).toMatchObject({ stun: 6, physical: 3 });
  });

  test("an action card's actor or action changed after payment: the roll counts for what was paid, or not at all", async () => {
    world.server.actor("vex", { banks: defaultBanksActor() }, ["p1"]);
    setState(world.ines, { ...ines(), ip: 10, skills: { "Melee Combat": 3 } });
    const dodge = { spec: "weaponParry", pool: { attribute: "REA", skill: "Melee Combat", bonus: 0 }, dice: [6, 5, 1, 2, 3, 4] };
    post(world, "d1", "p1", { ...actionFlags("ines", "activeDodge"), activeDodge: dodge });
    await payForMessage("d1");
    await asUser(world, "p1", () => world.server.messages.get("d1")?.update({ flags: { fray: { banks: actionFlags("vex", "activeDodge") } } }) ?? Promise.resolve());
    expect((await applyActiveDodge("d1")).ok).toBe(true);
    expect(ines().activeDodgeBank).toEqual({ spec: "weaponParry", hits: 2 });
    expect(stateOf(world.server.actors.get("vex")!).activeDodgeBank).toBeNull();
    // A cheap action paid, then rewritten into an Active Dodge: not paid for.
    post(world, "x1", "p1", actionFlags("ines", "drawWeapon"));
    await payForMessage("x1");
    await asUser(world, "p1", () => world.server.messages.get("x1")?.update({ flags: { fray: { banks: { ...actionFlags("ines", "activeDodge"), activeDodge: dodge } } } }) ?? Promise.resolve());
    expect(await applyActiveDodge("x1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.actionUnpaid" });
  });
});

describe("deleted messages and targets", () => {
  test("a deleted card takes its records with it: nothing is left to apply or undo", async () => {
    await paidShot();
    await applyBanksTarget("a1", 0);
    world.server.messages.delete("a1");
    await pruneRecordsOf(new Set(["a1"]));
    expect(allRecords()).toEqual([]);
    await expect(undoBanksTarget("a1", 0, user(world, "gm"))).rejects.toMatchObject({ code: "gm.noCard" });
    await expect(applyBanksTarget("a1", 0)).rejects.toMatchObject({ code: "gm.noCard" });
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoCard" });
    expect(target()).toMatchObject({ stun: 6, physical: 3 });
  });

  test("a deleted target: no Apply, no Undo, no bid, no treatment", async () => {
    await paidShot();
    await applyBanksTarget("a1", 0);
    await paidShot("a2");
    post(world, "b1", "p2", bidFlags(1, { attackMessageId: "a3" }));
    post(world, "a3", "p1", { attack: attackCard(world) });
    setState(world.ines, { ...ines(), ip: 10, skills: { Medicine: 2 }, turn: { ...ines().turn, blitzCount: 0 } });
    post(world, "h1", "p1", { ...actionFlags("ines", "stabilize"), medicine: { patientUuid: "Actor.target", patientName: "Target", pool: { attribute: "INT", skill: "Medicine", bonus: 0 }, dice: [5, 6, 1, 2, 3] } });
    await payForMessage("h1");
    world.server.actors.delete("target");
    world.server.calls.length = 0;
    expect(await applyBanksTarget("a2", 0)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    expect(await undoBanksTarget("a1", 0, user(world, "p1"))).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    expect(await payBidFor("b1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    expect(await applyMedicine("h1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    expect(actorWrites(world)).toEqual([]);
  });
});

describe("the GM's client stopping mid-step", () => {
  test("a grapple written halfway (both actors, not the card) is completed by the next active GM, once", async () => {
    post(world, "g1", "p1", { attack: attackCard(world, { weapon: { itemUuid: "Actor.ines", name: "Bare hands", profile: attackCard(world).weapon.profile }, action: "grapple" }) });
    await payForMessage("g1");
    await roll(world, "g1", [5, 5, 6, 1, 2]);
    world.server.failAfter = 1;
    await expect(applyBanksTarget("g1", 0)).rejects.toThrow("stopped");
    world.server.failAfter = null;
    // Halfway (once the writes already sent have landed): both actors written (one call), the card not.
    await settled();
    expect(target().grapple).not.toBeNull();
    expect(banksFlags(world.server.messages.get("g1"))["applied"]).toBeUndefined();
    await expect(applyBanksTarget("g1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(await completeUnfinished()).toBe(1);
    expect(target().grapple).toEqual({ role: "grappled", otherId: "Actor.ines", bank: 2 });
    expect(ines().grapple).toEqual({ role: "grappler", otherId: "Actor.target", bank: 2 });
    expect(banksFlags(world.server.messages.get("g1"))["applied"]).toMatchObject({ "0": { undone: false } });
    expect(await completeUnfinished()).toBe(0);
  });

  test("a payment stopped before anything was written: IP, Team Bank and the card's mark come together, once", async () => {
    withTeams(world.combat, { t1: { bank: 5, members: ["c-ines"] } });
    setState(world.ines, { ...ines(), teamId: "t1", ip: 0 });
    post(world, "x1", "p1", actionFlags("ines", "drawWeapon"));
    world.server.failAfter = 0;
    await expect(payForMessage("x1")).rejects.toThrow("stopped");
    world.server.failAfter = null;
    expect(teamIn(world.combat, "t1")?.bank).toBe(5);
    expect(await payForMessage("x1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyPaid" });
    expect(await completeUnfinished()).toBe(1);
    expect(teamIn(world.combat, "t1")?.bank).toBe(4);
    expect(banksFlags(world.server.messages.get("x1"))["paid"]).toMatchObject({ state: "paid", fromTeam: 1 });
    expect(await completeUnfinished()).toBe(0);
    expect(teamIn(world.combat, "t1")?.bank).toBe(4);
  });

  test("a Team Bank roll whose card was marked but whose bank was not: the bank changes once on completion", async () => {
    withTeams(world.combat, { crew: { leaderId: "c-ines", bank: 3, members: ["c-ines"] } });
    setState(world.ines, { ...ines(), ip: 5, teamId: "crew", skills: { Influence: 4 } });
    post(world, "t1", "p1", { ...actionFlags("ines", "leadershipTactics"), teamRoll: { kind: "leadership", specialization: null, pool: { attribute: "MAN", skill: "Influence", bonus: 0 }, dice: [5, 6, 2, 1] } });
    await payForMessage("t1");
    world.server.failAfter = 1;
    await expect(applyTeamRoll("t1")).rejects.toThrow("stopped");
    world.server.failAfter = null;
    // Halfway: the card shows the result, the bank is not changed yet.
    await settled();
    expect(banksFlags(world.server.messages.get("t1"))["teamResult"]).toMatchObject({ state: "applied", after: 5 });
    expect(teamIn(world.combat, "crew")?.bank).toBe(3);
    expect(await applyTeamRoll("t1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    await completeUnfinished();
    await completeUnfinished();
    expect(teamIn(world.combat, "crew")?.bank).toBe(5);
  });
});

describe("two GM tabs answering the same query", () => {
  test("one claims each step, the other is refused: paid once, applied once", async () => {
    post(world, "a1", "p1", { attack: attackCard(world) });
    // Each tab has its own per-tab and per-combat locks; only the server's record claim decides.
    vi.resetModules();
    const secondPay = (await import("../../../../src/system/banks/gm/pay")).payForMessage;
    const secondApply = (await import("../../../../src/system/banks/gm/apply")).applyBanksTarget;
    expect(secondPay).not.toBe(payForMessage);
    expect(okCount(await Promise.allSettled([payForMessage("a1"), secondPay("a1")]))).toBe(1);
    expect(ines().ip).toBe(2);
    await roll(world, "a1", [5, 1, 2, 3, 4]);
    expect(okCount(await Promise.allSettled([applyBanksTarget("a1", 0), secondApply("a1", 0)]))).toBe(1);
    expect(target()).toMatchObject({ stun: 6, physical: 3 });
    expect(actorWrites(world)).toHaveLength(2);
  });
});
