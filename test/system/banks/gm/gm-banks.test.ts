import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type BanksActor, type BanksAttackCard, type BanksEncounter, type BanksWeapon, type TeamRef, defaultBanksActor, defaultBanksEncounter, defaultBanksTeam, defaultBanksWeapon } from "../../../../src/core/banks";
import { type Patch, applyPatch } from "../../../../src/core/patch";

/**
 * The GM side of the banks cards with small doubles: messages, actors and the combat are
 * stand-ins; the rules, the ledger and the handlers are the real code.
 */
interface ActorDouble {
  uuid: string;
  name: string;
  state: BanksActor;
  flags: { fray: { banks: { ledger: Record<string, unknown> } } };
  owners: Set<string>;
  updates: unknown[];
}
interface Ctx {
  combatant: { id: string };
  state: BanksActor;
  team: TeamRef | null;
  encounter: BanksEncounter;
  combat: object;
}

const docs = vi.hoisted(() => ({
  actors: new Map<string, unknown>(),
  messages: new Map<string, unknown>(),
  combatants: new Map<string, string>(),
  acting: null as string | null,
  teams: new Map<string, unknown>(),
  encounter: { teams: {}, timeClass: "B", medTL: 0, ambushers: [] } as unknown,
  encounterPatches: [] as unknown[],
  initiativeRefreshes: 0,
}));

vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => docs.actors.get(uuid) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && (user.isGM || actor.owners.has(user.id)),
}));
vi.mock("../../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: ActorDouble) => a.state }));
vi.mock("../../../../src/system/banks/target-snapshot", () => ({ targetSnapshotOf: (a: ActorDouble, state?: BanksActor) => ({ state: state ?? a.state, reach: 0 }) }));
vi.mock("../../../../src/system/banks/combat/initiative-sync", () => ({ refreshInitiative: async () => void docs.initiativeRefreshes++ }));
vi.mock("../../../../src/system/banks/combat-context", () => {
  const ctxOf = (uuid: string): Ctx | null => {
    const id = docs.combatants.get(uuid);
    const actor = docs.actors.get(uuid) as ActorDouble | undefined;
    if (!id || !actor) return null;
    return { combatant: { id }, state: actor.state, team: (docs.teams.get(uuid) as TeamRef | undefined) ?? null, encounter: docs.encounter as BanksEncounter, combat: {} };
  };
  return {
    banksCombatantOf: (a: ActorDouble) => ctxOf(a.uuid),
    actingCombatant: () => (docs.acting ? ctxOf(docs.acting) : null),
    patchEncounter: async (_combat: object, patch: Patch<BanksEncounter>) => {
      docs.encounterPatches.push(patch);
      docs.encounter = applyPatch(docs.encounter as BanksEncounter, patch);
    },
  };
});

const { payForMessage, payBidFor } = await import("../../../../src/system/banks/gm/pay");
const { applyBanksTarget, undoBanksTarget } = await import("../../../../src/system/banks/gm/apply");
const { applyActiveDodge } = await import("../../../../src/system/banks/gm/active-dodge");
const { applyMedicine } = await import("../../../../src/system/banks/gm/medicine");

function actorDouble(uuid: string, name: string, state: BanksActor, owners: string[] = []): ActorDouble {
  const actor: ActorDouble = { uuid, name, state, flags: { fray: { banks: { ledger: {} } } }, owners: new Set(owners), updates: [] };
  Object.assign(actor, {
    update: async (data: { system?: { banks?: object }; flags?: { fray?: { banks?: { ledger?: Record<string, unknown> } } } }) => {
      actor.updates.push(data);
      if (data.system?.banks) actor.state = applyPatch(actor.state, data.system.banks);
      Object.assign(actor.flags.fray.banks.ledger, data.flags?.fray?.banks?.ledger ?? {});
    },
  });
  return actor;
}

/** A message whose banks flags sit in `flags.fray.banks`, or, for a 0.1.0 message, directly under `flags.fray` as `banks<Key>`. */
function messageDouble(id: string, author: { id: string; isGM: boolean }, flags: Record<string, unknown>, layout: "current" | "0.1.0" = "current") {
  const legacy = Object.fromEntries(Object.entries(flags).map(([k, v]) => [`banks${k[0]!.toUpperCase()}${k.slice(1)}`, v]));
  const fray: { banks?: Record<string, unknown> } & Record<string, unknown> = layout === "current" ? { banks: { ...flags } } : legacy;
  const message = { id, author, flags: { fray }, updates: [] as unknown[] };
  Object.assign(message, {
    update: async (data: { flags: { fray: { banks: Record<string, unknown> } } }) => {
      message.updates.push(data);
      const banks = (fray.banks ??= {});
      for (const [k, v] of Object.entries(data.flags.fray.banks)) {
        const old = banks[k];
        banks[k] = typeof old === "object" && old !== null && !Array.isArray(old) && k !== "attack" ? { ...old, ...(v as object) } : v;
      }
    },
  });
  return message;
}

const rifle: BanksWeapon = { ...defaultBanksWeapon(), code: "3P 8E", recoil: 2 };
const player = { id: "player", isGM: false };
let ines: ActorDouble;
let target: ActorDouble;

const attackCard = (dice: number[] | null = null): BanksAttackCard => ({
  version: 1,
  attacker: { actorUuid: "Actor.ines", name: "Ines", combatantId: "c1", state: ines.state },
  weapon: { itemUuid: "Actor.ines.Item.r", name: "Rifle", profile: rifle },
  action: "fireSimpleWeapon",
  bullets: 1,
  pool: { attribute: "AGI", skill: "Firearms", bonus: 0 },
  choice: "standard",
  targets: [{ actorUuid: "Actor.target", name: "Target", combatantId: "c2" }],
  dice,
});

beforeEach(() => {
  (globalThis as Record<string, unknown>)["game"] = { messages: docs.messages, user: { isActiveGM: true } };
  for (const m of [docs.actors, docs.messages, docs.combatants, docs.teams]) m.clear();
  docs.encounterPatches.length = 0;
  docs.encounter = defaultBanksEncounter();
  docs.initiativeRefreshes = 0;
  ines = actorDouble("Actor.ines", "Ines", { ...defaultBanksActor({ skills: { Firearms: 2 } }), ip: 3 }, ["player"]);
  target = actorDouble("Actor.target", "Target", { ...defaultBanksActor(), ip: 4, armor: { all: 2 } }, ["owner2"]);
  docs.actors.set(ines.uuid, ines);
  docs.actors.set(target.uuid, target);
  docs.combatants.set(ines.uuid, "c1");
  docs.combatants.set(target.uuid, "c2");
  docs.acting = ines.uuid;
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("paying a declared attack or action", () => {
  test("pays 1 IP on the attacker's turn, adds the rifle's recoil, records it once", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    expect(await payForMessage("a1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Paid" });
    expect(ines.state).toMatchObject({ ip: 2, recoil: 2, turn: { blitzCount: 1, attackedThisRound: true } });
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyPaid" });
    expect(ines.updates).toHaveLength(1);
    expect(docs.initiativeRefreshes).toBe(1);
    expect((docs.messages.get("a1") as { flags: { fray: { banks: { paid: unknown } } } }).flags.fray.banks.paid).toMatchObject({ state: "paid", cost: 1, fromIp: 1 });
  });

  test("a 0.1.0 card (flags directly under flags.fray) is still paid once; the GM writes only to flags.fray.banks", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }, "0.1.0"));
    expect(await payForMessage("a1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Paid" });
    const fray = (docs.messages.get("a1") as { flags: { fray: Record<string, unknown> } }).flags.fray;
    expect(fray["banks"]).toEqual({ paid: expect.objectContaining({ state: "paid", cost: 1 }) });
    expect(fray["banksPaid"]).toBeUndefined();
    expect(ines.updates[0]).toMatchObject({ flags: { fray: { banks: { ledger: { pay_a1: expect.anything() } } } } });
  });

  test("a 0.1.0 ledger (flags.fray.banksLedger) still counts: a card paid before the upgrade is not paid twice", async () => {
    const old = { fray: { banksLedger: { pay_a1: { record: {}, appliedAt: 0, undone: false } } } };
    Object.assign(ines, { flags: old });
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }, "0.1.0"));
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyPaid" });
    expect(ines.updates).toEqual([]);
  });

  test("two pay requests arriving together pay once", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    const results = await Promise.all([payForMessage("a1"), payForMessage("a1")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(ines.state.ip).toBe(2);
  });

  test("Blitz: a second action in the same turn costs double, and the Team Bank pays what IP cannot", async () => {
    const team: TeamRef = { id: "t1", memberId: "c1", state: { ...defaultBanksTeam(), bank: 5, members: ["c1"] } };
    ines.state = { ...ines.state, teamId: "t1", ip: 2 };
    docs.teams.set(ines.uuid, team);
    docs.messages.set("x1", messageDouble("x1", player, { action: { version: 1, actorUuid: ines.uuid, name: "Ines", action: "drawWeapon", interrupt: false } }));
    docs.messages.set("x2", messageDouble("x2", player, { action: { version: 1, actorUuid: ines.uuid, name: "Ines", action: "takeCover", interrupt: false } }));
    await payForMessage("x1");
    await payForMessage("x2");
    // 1 IP, then 2 IP of which 1 from the bank; Take Cover moves her into partial cover.
    expect(ines.state).toMatchObject({ ip: 0, cover: "partial", turn: { blitzCount: 2 } });
    expect(docs.encounterPatches).toEqual([{ teams: { t1: { bank: 4 } } }]);
    expect((docs.encounter as BanksEncounter).teams["t1"]).toMatchObject({ bank: 4 });
  });

  test("outside a combat nothing is spent; too little IP is refused on the card with nothing spent", async () => {
    docs.combatants.clear();
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    const before = ines.state;
    expect(await payForMessage("a1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Free" });
    expect(ines.state).toEqual(before);
    expect(ines.flags.fray.banks.ledger["pay_a1"]).toMatchObject({ record: { pool: { size: 5, gr: 0 } } });
    docs.combatants.set(ines.uuid, "c1");
    ines.updates.length = 0;
    ines.state = { ...ines.state, ip: 0 };
    docs.messages.set("a2", messageDouble("a2", player, { attack: attackCard() }));
    expect(await payForMessage("a2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.ip_insufficient" });
    expect(ines.updates).toHaveLength(0);
  });

  test("off one's turn the action is an interrupt: allowed by IP (B-7), refused without enough", async () => {
    docs.acting = target.uuid;
    target.state = { ...target.state, ip: 7 };
    ines.state = { ...ines.state, ip: 10 };
    docs.messages.set("i1", messageDouble("i1", player, { attack: attackCard() }));
    expect((await payForMessage("i1")).ok).toBe(true);
    expect(ines.state.ip).toBe(9);
    ines.state = { ...ines.state, ip: 0, chutzpah: 0 };
    docs.messages.set("i2", messageDouble("i2", player, { attack: attackCard() }));
    expect(await payForMessage("i2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.interrupt_notAllowed" });
  });

  test("a card whose author does not own the actor pays nothing", async () => {
    docs.messages.set("a1", messageDouble("a1", { id: "stranger", isGM: false }, { attack: attackCard() }));
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(ines.updates).toHaveLength(0);
  });
});

describe("Martial Momentum through the cards", () => {
  test("B-16: a second strike on the same target adds the 2 IP the first one banked to its damage", async () => {
    ines.state = { ...ines.state, ip: 10 };
    const fist = { ...defaultBanksWeapon(), code: "3I" };
    const strike = (dice: number[] | null): BanksAttackCard => ({ ...attackCard(dice), weapon: { itemUuid: "Actor.ines.Item.f", name: "Fist", profile: fist }, action: "strike" });
    docs.messages.set("s1", messageDouble("s1", player, { attack: strike(null) }));
    await payForMessage("s1");
    expect(ines.state.martialMomentum).toEqual({ targetId: "Actor.target", value: 2 });
    docs.messages.set("s2", messageDouble("s2", player, { attack: strike(null) }));
    await payForMessage("s2");
    expect(ines.flags.fray.banks.ledger["pay_s2"]).toMatchObject({ record: { pool: { momentum: 2 } } });
    const m = docs.messages.get("s2") as { flags: { fray: { banks: { attack: BanksAttackCard } } } };
    m.flags.fray.banks.attack = { ...m.flags.fray.banks.attack, dice: [5, 1, 2, 3, 4] };
    await applyBanksTarget("s2", 0);
    // 3I + 2 momentum, net 0, through armor 2: 3 Stun (1 without the momentum).
    expect(target.state.stun).toBe(3);
  });
});

describe("Active Dodge/Parry", () => {
  test("the paid action's roll banks its hits once; a bid against a melee attack spends them before IP", async () => {
    ines.state = { ...ines.state, skills: { ...ines.state.skills, "Melee Combat": 3 } };
    const roll = { spec: "weaponParry", pool: { attribute: "REA", skill: "Melee Combat", bonus: 0 }, dice: [6, 5, 1, 2, 3, 4] };
    docs.messages.set("d1", messageDouble("d1", player, { action: { version: 1, actorUuid: ines.uuid, name: "Ines", action: "activeDodge", interrupt: false }, activeDodge: roll }));
    expect(await applyActiveDodge("d1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.actionUnpaid" });
    await payForMessage("d1");
    expect(await applyActiveDodge("d1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.DodgeBanked" });
    expect(ines.state.activeDodgeBank).toEqual({ spec: "weaponParry", hits: 2 });
    expect(await applyActiveDodge("d1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });

    // The target parries a strike with 2 banked hits: its IP is untouched.
    target.state = { ...target.state, activeDodgeBank: { spec: "weaponParry", hits: 2 } };
    const strike: BanksAttackCard = { ...attackCard(), weapon: { itemUuid: "Actor.ines.Item.f", name: "Fist", profile: defaultBanksWeapon() }, action: "strike" };
    docs.messages.set("a1", messageDouble("a1", player, { attack: strike }));
    docs.messages.set("b1", messageDouble("b1", { id: "owner2", isGM: false }, { bid: { attackMessageId: "a1", targetIndex: 0, bid: 2, chutzpah: 0, duckToFullCover: false, hitTheDeck: false } }));
    expect((await payBidFor("b1")).ok).toBe(true);
    expect(target.state).toMatchObject({ ip: 4, activeDodgeBank: null });
  });
});

describe("grapples", () => {
  test("a Grapple holds both combatants once; Undo frees both", async () => {
    const hold: BanksAttackCard = { ...attackCard(), weapon: { itemUuid: ines.uuid, name: "Bare hands", profile: defaultBanksWeapon() }, action: "grapple" };
    docs.messages.set("g1", messageDouble("g1", player, { attack: hold }));
    await payForMessage("g1");
    const m = docs.messages.get("g1") as { flags: { fray: { banks: { attack: BanksAttackCard } } } };
    // AGI 3 + Firearms 2 = 5 dice (the card's pool choice), 3 hits against 1: net 2.
    m.flags.fray.banks.attack = { ...m.flags.fray.banks.attack, dice: [5, 5, 6, 1, 2] };
    expect(await applyBanksTarget("g1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(target.state.grapple).toEqual({ role: "grappled", otherId: ines.uuid, bank: 2 });
    expect(ines.state.grapple).toEqual({ role: "grappler", otherId: target.uuid, bank: 2 });
    await expect(applyBanksTarget("g1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(await undoBanksTarget("g1", 0, player as unknown as User.Implementation)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(target.state.grapple).toBeNull();
    expect(ines.state.grapple).toBeNull();
  });
});

describe("medicine", () => {
  test("Ines stabilizes a patient she does not own: once, after paying, the hits off Bleeding Out", async () => {
    ines.state = { ...ines.state, ip: 8, skills: { ...ines.state.skills, Medicine: 2 } };
    target.state = { ...target.state, bleedingOut: 4, maxBleedingOut: 4, unconscious: true };
    // INT 3 + Medicine 2 = 5 dice, 2 hits.
    const roll = { patientUuid: target.uuid, patientName: "Target", pool: { attribute: "INT", skill: "Medicine", bonus: 0 }, dice: [5, 6, 1, 2, 3] };
    docs.messages.set("h1", messageDouble("h1", player, { action: { version: 1, actorUuid: ines.uuid, name: "Ines", action: "stabilize", interrupt: false }, medicine: roll }));
    expect(await applyMedicine("h1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.actionUnpaid" });
    expect(await payForMessage("h1")).toMatchObject({ ok: true });
    expect(ines.state.ip).toBe(2);
    expect(await applyMedicine("h1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.Treated" });
    expect(target.state.bleedingOut).toBe(2);
    expect(await applyMedicine("h1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyRolled" });
    expect(target.state.bleedingOut).toBe(2);
  });
});

describe("cards edited by their author", () => {
  test("a snapshot that no longer matches the attacker (a raised AGI) is not paid", async () => {
    const forged = attackCard();
    docs.messages.set("a1", messageDouble("a1", player, { attack: { ...forged, attacker: { ...forged.attacker, state: { ...ines.state, attributes: { ...ines.state.attributes, AGI: 9 } } } } }));
    expect(await payForMessage("a1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.stale" });
    expect(ines.updates).toHaveLength(0);
  });

  test("a pool changed after payment, or a payment claimed on the message alone, is not applied", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    await payForMessage("a1");
    const m = docs.messages.get("a1") as { flags: { fray: { banks: { attack: BanksAttackCard } } } };
    m.flags.fray.banks.attack = { ...m.flags.fray.banks.attack, pool: { attribute: "AGI", skill: "Firearms", bonus: 3 }, dice: [5, 5, 5, 5, 5, 5, 5, 5] };
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.stale" });
    docs.messages.set("a2", messageDouble("a2", player, { attack: attackCard([5, 5, 5, 5, 5]), paid: { state: "free" } }));
    expect(await applyBanksTarget("a2", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    expect(target.updates).toHaveLength(0);
  });
});

describe("dodge bids, Apply and Undo", () => {
  const bidMessage = (id: string, bid: number, author = { id: "owner2", isGM: false }) => messageDouble(id, author, { bid: { attackMessageId: "a1", targetIndex: 0, bid, chutzpah: 0, duckToFullCover: false, hitTheDeck: false } });

  test("a bid of 2 IP at AGI 3 is paid once and fixes the threshold at 7 before the roll", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    docs.messages.set("b1", bidMessage("b1", 2));
    expect(await payBidFor("b1")).toEqual({ ok: true, message: "FRAY.Banks.Gm.BidPaid" });
    expect(target.state.ip).toBe(2);
    expect((docs.messages.get("a1") as { flags: { fray: { banks: { bids: unknown } } } }).flags.fray.banks.bids).toEqual({ "0": { bid: 2, chutzpah: 0, threshold: 7 } });
    docs.messages.set("b2", bidMessage("b2", 1));
    expect(await payBidFor("b2")).toEqual({ ok: false, message: "FRAY.Banks.Gm.AlreadyBid" });
    expect(target.state.ip).toBe(2);
  });

  test("B-1: hitting the deck against six bullets leaves a threshold of 6, and the defender prone", async () => {
    const auto = { ...attackCard(), weapon: { itemUuid: "Actor.ines.Item.r", name: "Rifle", profile: { ...rifle, auto: 6 } }, action: "fullAutoFire" as const, bullets: 6 };
    docs.messages.set("a1", messageDouble("a1", player, { attack: auto }));
    docs.messages.set("b1", messageDouble("b1", { id: "owner2", isGM: false }, { bid: { attackMessageId: "a1", targetIndex: 0, bid: 2, chutzpah: 0, duckToFullCover: false, hitTheDeck: true } }));
    await payBidFor("b1");
    expect((docs.messages.get("a1") as { flags: { fray: { banks: { bids: unknown } } } }).flags.fray.banks.bids).toEqual({ "0": { bid: 2, chutzpah: 0, threshold: 6 } });
    expect(target.state.prone).toBe(true);
  });

  test("no bid once the attack is rolled, and none by someone who does not act for the target", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard([5, 5, 5, 5, 5]) }));
    docs.messages.set("b1", bidMessage("b1", 1));
    expect(await payBidFor("b1")).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.rolled" });
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    docs.messages.set("b2", bidMessage("b2", 1, player));
    expect(await payBidFor("b2")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(target.updates).toHaveLength(0);
  });

  test("B-21 from a card: applied once against the recorded threshold, undone exactly, applicable again", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    await payForMessage("a1");
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unrolled" });
    const m = docs.messages.get("a1") as { flags: { fray: { banks: { attack: BanksAttackCard } } } };
    // 5 dice (AGI 3 + Firearms 2), 1 hit against threshold 1 (no bid): net 0 → 3P 8E through armor 2.
    m.flags.fray.banks.attack = { ...m.flags.fray.banks.attack, dice: [5, 1, 2, 3, 4] };
    const before = target.state;
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(target.state).toMatchObject({ stun: 6, physical: 3, unconscious: true });
    await expect(applyBanksTarget("a1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(target.updates).toHaveLength(1);
    expect(await undoBanksTarget("a1", 0, player as unknown as User.Implementation)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(target.state).toEqual(before);
    await expect(undoBanksTarget("a1", 0, player as unknown as User.Implementation)).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyBanksTarget("a1", 0)).ok).toBe(true);
  });

  test("knocking out a coordinated member costs its team 2 (the leader's fall wipes the bank); Undo gives it back", async () => {
    docs.encounter = { ...defaultBanksEncounter(), teams: { t2: { ...defaultBanksTeam(), leaderId: "c9", bank: 5, members: ["c2", "c9"] } } };
    target.state = { ...target.state, teamId: "t2" };
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    await payForMessage("a1");
    const m = docs.messages.get("a1") as { flags: { fray: { banks: { attack: BanksAttackCard } } } };
    m.flags.fray.banks.attack = { ...m.flags.fray.banks.attack, dice: [5, 1, 2, 3, 4] };
    await applyBanksTarget("a1", 0);
    expect((docs.encounter as BanksEncounter).teams["t2"]).toMatchObject({ bank: 3, leaderId: "c9" });
    await undoBanksTarget("a1", 0, player as unknown as User.Implementation);
    expect((docs.encounter as BanksEncounter).teams["t2"]).toMatchObject({ bank: 5, leaderId: "c9" });
    // The leader falling: bank 0, no leader; Undo restores both.
    (docs.encounter as BanksEncounter).teams["t2"]!.leaderId = "c2";
    await applyBanksTarget("a1", 0);
    expect((docs.encounter as BanksEncounter).teams["t2"]).toMatchObject({ bank: 0, leaderId: null });
    await undoBanksTarget("a1", 0, player as unknown as User.Implementation);
    expect((docs.encounter as BanksEncounter).teams["t2"]).toMatchObject({ bank: 5, leaderId: "c2" });
  });

  test("a paid bid's threshold decides the hit: 2 hits against 7 miss", async () => {
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard() }));
    docs.messages.set("b1", bidMessage("b1", 2));
    await payForMessage("a1");
    await payBidFor("b1");
    const m = docs.messages.get("a1") as { flags: { fray: { banks: { attack: BanksAttackCard } } } };
    m.flags.fray.banks.attack = { ...m.flags.fray.banks.attack, dice: [5, 6, 1, 2, 3] };
    const before = target.state;
    expect((await applyBanksTarget("a1", 0)).ok).toBe(true);
    expect(target.state).toEqual(before);
  });

  test("an attack whose payment was refused never applies", async () => {
    ines.state = { ...ines.state, ip: 0 };
    docs.messages.set("a1", messageDouble("a1", player, { attack: attackCard([5, 5, 5, 5, 5]) }));
    await payForMessage("a1");
    expect((docs.messages.get("a1") as { flags: { fray: { banks: { paid: unknown } } } }).flags.fray.banks.paid).toEqual({ state: "refused", reason: "FRAY.Banks.Card.Reason.ipInsufficient" });
    expect(await applyBanksTarget("a1", 0)).toEqual({ ok: false, message: "FRAY.Banks.Gm.Refused.unpaid" });
    expect(target.updates).toHaveLength(0);
  });
});
