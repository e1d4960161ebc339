import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type BanksAttackCard, defaultBanksWeapon } from "../../../../src/core/banks";
import { type BanksWorld, actionFlags, actorWrites, attackCard, banksFlags, banksWorld, bidFlags, post, rifle, roll, setState, stateOf, teamIn, user, withTeams } from "./banks-world";

/**
 * The GM side of the banks cards on a double of what the server enforces (server-double.ts):
 * paying, bidding, Apply and Undo, with every record in the GM's book. The rules, the records,
 * the combat context and the handlers are the real code (banks-world.ts).
 */
vi.mock("../../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: { system: { banks: unknown } }) => a.system.banks }));
vi.mock("../../../../src/system/banks/target-snapshot", () => ({ targetSnapshotOf: (a: { system: { banks: unknown } }, state?: unknown) => ({ state: state ?? a.system.banks, reach: 0 }) }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => null }));

const { payForMessage, payBidFor } = await import("../../../../src/system/banks/gm/pay");
const { applyBanksTarget, undoBanksTarget } = await import("../../../../src/system/banks/gm/apply");
const { applyActiveDodge } = await import("../../../../src/system/banks/gm/active-dodge");
const { applyMedicine } = await import("../../../../src/system/banks/gm/medicine");
const { paidRecord } = await import("../../../../src/system/banks/gm/banks-records");

let world: BanksWorld;
const ines = () => stateOf(world.ines);
const target = () => stateOf(world.target);
const attack = (id: string, overrides: Partial<BanksAttackCard> = {}, author = "p1") => post(world, id, author, { attack: attackCard(world, overrides) });
const p1 = () => user(world, "p1");

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = banksWorld();
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("paying a declared attack or action", () => {
  test("pays 1 IP on the attacker's turn, adds the rifle's recoil, records it once, in the GM's book", async () => {
    attack("a1");
    expect(await payForMessage("a1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Paid" });
    expect(ines()).toMatchObject({ ip: 2, recoil: 2, turn: { blitzCount: 1, attackedThisRound: true } });
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyPaid" });
    expect(actorWrites(world)).toEqual(["Actor.updateDocuments(1)"]);
    expect(world.server.calls.filter((c) => c.startsWith("Combatant."))).toHaveLength(1);
    expect(banksFlags(world.server.messages.get("a1"))["paid"]).toMatchObject({ state: "paid", cost: 1, fromIp: 1 });
    // Nothing on the actor: the player who owns it could forge or erase it.
    expect(world.ines.flags).toEqual({});
    expect(paidRecord("a1")).toEqual({ actorUuid: "Actor.ines", action: "fireSimpleWeapon", pool: { size: 5, gr: 0 } });
  });

  test("a 0.1.0 card (flags directly under flags.fray) is still paid once; the GM writes only to flags.fray.banks", async () => {
    world.server.message("a1", "p1", { fray: { banksAttack: attackCard(world) } });
    expect(await payForMessage("a1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Paid" });
    const fray = world.server.messages.get("a1")?.flags["fray"] as Record<string, unknown>;
    expect(fray["banks"]).toEqual({ paid: expect.objectContaining({ state: "paid", cost: 1 }) });
    expect(fray["banksPaid"]).toBeUndefined();
  });

  test("trust model: a 0.2 ledger entry on the player's actor no longer counts; a card the GM marked paid before the upgrade is not paid again", async () => {
    // The player's own actor says a1 was paid: a forgery as far as the GM is concerned.
    world.ines.flags = { fray: { banks: { ledger: { pay_a1: { record: {}, appliedAt: 0, undone: false } } } } };
    attack("a1");
    expect(await payForMessage("a1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Paid" });
    // A card paid under 0.2 carries the GM's mark; it is neither paid twice nor applied without a record.
    post(world, "a2", "p1", { attack: attackCard(world, { dice: [5, 5, 5, 5, 5] }), paid: { state: "paid", cost: 1, fromIp: 1, fromTeam: 0, chutzpahSpent: 0, blitzCount: 1, via: "turn" } });
    expect(await payForMessage("a2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyPaid" });
    expect(await applyBanksTarget("a2", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    expect(target().stun).toBe(0);
  });

  test("Blitz: a second action in the same turn costs double, and the Team Bank pays what IP cannot, in one combat update", async () => {
    withTeams(world.combat, { t1: { bank: 5, members: ["c-ines"] } });
    setState(world.ines, { ...ines(), teamId: "t1", ip: 2 });
    post(world, "x1", "p1", actionFlags("ines", "drawWeapon"));
    post(world, "x2", "p1", actionFlags("ines", "takeCover"));
    await payForMessage("x1");
    await payForMessage("x2");
    // 1 IP, then 2 IP of which 1 from the bank; Take Cover moves her into partial cover.
    expect(ines()).toMatchObject({ ip: 0, cover: "partial", turn: { blitzCount: 2 } });
    expect(teamIn(world.combat, "t1")).toMatchObject({ bank: 4, members: ["c-ines"] });
    expect(world.server.calls.filter((c) => c.startsWith("Combat."))).toEqual(["Combat.updateDocuments(1)"]);
  });

  test("outside a combat nothing is spent but the pool is recorded; too little IP is refused on the card with nothing spent", async () => {
    world.server.combats.delete("cb");
    attack("a1");
    const before = ines();
    expect(await payForMessage("a1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Free" });
    expect(ines()).toEqual(before);
    expect(paidRecord("a1")?.pool).toEqual({ size: 5, gr: 0 });
    world.server.combats.set("cb", world.combat);
    setState(world.ines, { ...ines(), ip: 0 });
    attack("a2");
    expect(await payForMessage("a2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.ip_insufficient" });
    expect(actorWrites(world)).toHaveLength(0);
    expect(paidRecord("a2")).toBeNull();
  });

  test("off one's turn the action is an interrupt: allowed by IP (B-7), refused without enough", async () => {
    world.combat.turn = 1;
    setState(world.target, { ...target(), ip: 7 });
    setState(world.ines, { ...ines(), ip: 10 });
    attack("i1");
    expect((await payForMessage("i1")).ok).toBe(true);
    expect(ines().ip).toBe(9);
    setState(world.ines, { ...ines(), ip: 0, chutzpah: 0 });
    attack("i2");
    expect(await payForMessage("i2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.interrupt_notAllowed" });
  });
});

describe("Martial Momentum through the cards", () => {
  test("B-16: a second strike on the same target adds the 2 IP the first one banked to its damage", async () => {
    setState(world.ines, { ...ines(), ip: 10 });
    const fist = { itemUuid: "Actor.ines.Item.f", name: "Fist", profile: { ...defaultBanksWeapon(), code: "3I" } };
    attack("s1", { weapon: fist, action: "strike" });
    await payForMessage("s1");
    expect(ines().martialMomentum).toEqual({ targetId: "Actor.target", value: 2 });
    attack("s2", { weapon: fist, action: "strike", attacker: { ...attackCard(world).attacker, state: ines() } });
    await payForMessage("s2");
    expect(paidRecord("s2")?.pool).toMatchObject({ momentum: 2 });
    // The card shows it too, for every client (players cannot read the record).
    expect(banksFlags(world.server.messages.get("s2"))["paid"]).toMatchObject({ momentum: 2 });
    await roll(world, "s2", [5, 1, 2, 3, 4]);
    await applyBanksTarget("s2", 0);
    // 3I + 2 momentum, net 0, through armor 2: 3 Stun (1 without the momentum).
    expect(target().stun).toBe(3);
  });
});

describe("Active Dodge/Parry", () => {
  test("the paid action's roll banks its hits once; a bid against a melee attack spends them before IP", async () => {
    setState(world.ines, { ...ines(), skills: { ...ines().skills, "Melee Combat": 3 } });
    const dodge = { spec: "weaponParry", pool: { attribute: "REA", skill: "Melee Combat", bonus: 0 }, dice: [6, 5, 1, 2, 3, 4] };
    post(world, "d1", "p1", { ...actionFlags("ines", "activeDodge"), activeDodge: dodge });
    expect(await applyActiveDodge("d1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.actionUnpaid" });
    await payForMessage("d1");
    expect(await applyActiveDodge("d1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.DodgeBanked" });
    expect(ines().activeDodgeBank).toEqual({ spec: "weaponParry", hits: 2 });
    expect(banksFlags(world.server.messages.get("d1"))["dodgeResult"]).toMatchObject({ state: "applied", spec: "weaponParry", hits: 2 });
    expect(await applyActiveDodge("d1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });

    // The target parries a strike with 2 banked hits: its IP is untouched.
    setState(world.target, { ...target(), activeDodgeBank: { spec: "weaponParry", hits: 2 } });
    attack("a1", { weapon: { itemUuid: "Actor.ines.Item.f", name: "Fist", profile: defaultBanksWeapon() }, action: "strike" });
    post(world, "b1", "p2", bidFlags(2));
    expect((await payBidFor("b1")).ok).toBe(true);
    expect(target()).toMatchObject({ ip: 4, activeDodgeBank: null });
  });
});

describe("grapples", () => {
  test("a Grapple holds both combatants once, written together; Undo frees both", async () => {
    attack("g1", { weapon: { itemUuid: "Actor.ines", name: "Bare hands", profile: defaultBanksWeapon() }, action: "grapple" });
    await payForMessage("g1");
    // AGI 3 + Firearms 2 = 5 dice (the card's pool choice), 3 hits against 1: net 2.
    await roll(world, "g1", [5, 5, 6, 1, 2]);
    world.server.calls.length = 0;
    expect(await applyBanksTarget("g1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(target().grapple).toEqual({ role: "grappled", otherId: "Actor.ines", bank: 2 });
    expect(ines().grapple).toEqual({ role: "grappler", otherId: "Actor.target", bank: 2 });
    // Grappler and target in one call: neither is ever written without the other.
    expect(actorWrites(world)).toEqual(["Actor.updateDocuments(2)"]);
    await expect(applyBanksTarget("g1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(await undoBanksTarget("g1", 0, p1())).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(target().grapple).toBeNull();
    expect(ines().grapple).toBeNull();
  });
});

describe("medicine", () => {
  test("Ines stabilizes a patient she does not own: once, after paying, the hits off Bleeding Out", async () => {
    setState(world.ines, { ...ines(), ip: 8, skills: { ...ines().skills, Medicine: 2 } });
    setState(world.target, { ...target(), bleedingOut: 4, maxBleedingOut: 4, unconscious: true });
    // INT 3 + Medicine 2 = 5 dice, 2 hits.
    const treatment = { patientUuid: "Actor.target", patientName: "Target", pool: { attribute: "INT", skill: "Medicine", bonus: 0 }, dice: [5, 6, 1, 2, 3] };
    post(world, "h1", "p1", { ...actionFlags("ines", "stabilize"), medicine: treatment });
    expect(await applyMedicine("h1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.actionUnpaid" });
    expect(await payForMessage("h1")).toMatchObject({ ok: true });
    expect(ines().ip).toBe(2);
    expect(await applyMedicine("h1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Treated" });
    expect(target().bleedingOut).toBe(2);
    expect(await applyMedicine("h1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    expect(target().bleedingOut).toBe(2);
  });
});

describe("cards edited by their author", () => {
  test("a snapshot that no longer matches the attacker (a raised AGI) is not paid", async () => {
    attack("a1", { attacker: { ...attackCard(world).attacker, state: { ...ines(), attributes: { ...ines().attributes, AGI: 9 } } } });
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.stale" });
    expect(actorWrites(world)).toHaveLength(0);
  });

  test("dice for a pool raised after payment, or a payment claimed on the message alone, are not applied", async () => {
    attack("a1");
    await payForMessage("a1");
    const raised = { ...attackCard(world), pool: { attribute: "AGI", skill: "Firearms", bonus: 3 }, dice: [5, 5, 5, 5, 5, 5, 5, 5] };
    await world.server.messages.get("a1")?.update({ flags: { fray: { banks: { attack: raised } } } });
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.stale" });
    post(world, "a2", "p1", { attack: attackCard(world, { dice: [5, 5, 5, 5, 5] }), paid: { state: "free" } });
    expect(await applyBanksTarget("a2", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    expect(target()).toMatchObject({ stun: 0, physical: 0 });
  });
});

describe("dodge bids, Apply and Undo", () => {
  test("a bid of 2 IP at AGI 3 is paid once and fixes the threshold at 7 before the roll", async () => {
    attack("a1");
    post(world, "b1", "p2", bidFlags(2));
    expect(await payBidFor("b1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.BidPaid" });
    expect(target().ip).toBe(2);
    expect(banksFlags(world.server.messages.get("a1"))["bids"]).toEqual({ "0": { bid: 2, chutzpah: 0, threshold: 7 } });
    post(world, "b2", "p2", bidFlags(1));
    expect(await payBidFor("b2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyBid" });
    expect(target().ip).toBe(2);
  });

  test("B-1: hitting the deck against six bullets leaves a threshold of 6, and the defender prone", async () => {
    attack("a1", { weapon: { itemUuid: "Actor.ines.Item.r", name: "Rifle", profile: { ...rifle, auto: 6 } }, action: "fullAutoFire", bullets: 6 });
    post(world, "b1", "p2", bidFlags(2, { hitTheDeck: true }));
    await payBidFor("b1");
    expect(banksFlags(world.server.messages.get("a1"))["bids"]).toEqual({ "0": { bid: 2, chutzpah: 0, threshold: 6 } });
    expect(target().prone).toBe(true);
  });

  test("no bid once the attack is rolled, and none by someone who does not act for the target", async () => {
    attack("a1", { dice: [5, 5, 5, 5, 5] });
    post(world, "b1", "p2", bidFlags(1));
    expect(await payBidFor("b1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.rolled" });
    attack("a1");
    post(world, "b2", "p1", bidFlags(1));
    expect(await payBidFor("b2")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(actorWrites(world)).toHaveLength(0);
  });

  test("B-21 from a card: applied once against the recorded threshold, undone exactly, applicable again", async () => {
    attack("a1");
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    await payForMessage("a1");
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unrolled" });
    // 5 dice (AGI 3 + Firearms 2), 1 hit against threshold 1 (no bid): net 0 → 3P 8E through armor 2.
    await roll(world, "a1", [5, 1, 2, 3, 4]);
    const before = target();
    world.server.calls.length = 0;
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(target()).toMatchObject({ stun: 6, physical: 3, unconscious: true });
    await expect(applyBanksTarget("a1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(actorWrites(world)).toHaveLength(1);
    // The card carries what the Apply changed, for every client to show the target as the card found it.
    const applied = (banksFlags(world.server.messages.get("a1"))["applied"] as Record<string, { undone: boolean; target: unknown[] }>)["0"];
    expect(applied).toMatchObject({ undone: false, target: [{ stun: 0, physical: 0 }, { stun: 6, physical: 3 }], attacker: null });
    expect(await undoBanksTarget("a1", 0, p1())).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(target()).toEqual(before);
    await expect(undoBanksTarget("a1", 0, p1())).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyBanksTarget("a1", 0)).ok).toBe(true);
  });

  test("knocking out a coordinated member costs its team 2 (the leader's fall wipes the bank); Undo gives it back", async () => {
    withTeams(world.combat, { t2: { leaderId: "c9", bank: 5, members: ["c-target", "c9"] } });
    setState(world.target, { ...target(), teamId: "t2" });
    attack("a1");
    await payForMessage("a1");
    await roll(world, "a1", [5, 1, 2, 3, 4]);
    world.server.calls.length = 0;
    await applyBanksTarget("a1", 0);
    expect(teamIn(world.combat, "t2")).toMatchObject({ bank: 3, leaderId: "c9" });
    // The damage, the team's loss and the card's mark are one step: one call per document kind.
    expect(world.server.calls.filter((c) => !c.startsWith("JournalEntryPage") && !c.startsWith("Combatant"))).toEqual(expect.arrayContaining(["Actor.updateDocuments(1)", "ChatMessage.updateDocuments(1)", "Combat.updateDocuments(1)"]));
    await undoBanksTarget("a1", 0, p1());
    expect(teamIn(world.combat, "t2")).toMatchObject({ bank: 5, leaderId: "c9" });
    // The leader falling: bank 0, no leader; Undo restores both.
    withTeams(world.combat, { t2: { leaderId: "c-target", bank: 5, members: ["c-target", "c9"] } });
    await applyBanksTarget("a1", 0);
    expect(teamIn(world.combat, "t2")).toMatchObject({ bank: 0, leaderId: null });
    await undoBanksTarget("a1", 0, p1());
    expect(teamIn(world.combat, "t2")).toMatchObject({ bank: 5, leaderId: "c-target" });
  });

  test("a paid bid's threshold decides the hit: 2 hits against 7 miss", async () => {
    attack("a1");
    post(world, "b1", "p2", bidFlags(2));
    await payForMessage("a1");
    await payBidFor("b1");
    await roll(world, "a1", [5, 6, 1, 2, 3]);
    const before = target();
    expect((await applyBanksTarget("a1", 0)).ok).toBe(true);
    expect(target()).toEqual(before);
  });

  test("an attack whose payment was refused never applies", async () => {
    setState(world.ines, { ...ines(), ip: 0 });
    attack("a1", { dice: [5, 5, 5, 5, 5] });
    await payForMessage("a1");
    expect(banksFlags(world.server.messages.get("a1"))["paid"]).toEqual({ state: "refused", reason: "FRAY.Banks.Card.Reason.ipInsufficient" });
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    expect(actorWrites(world)).toHaveLength(0);
  });
});
