import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type WoundsActor, woundsActorFromDocument, woundsDefaultsFor } from "../../../../src/core/wounds";
import type { WoundsAttackCard } from "../../../../src/system/wounds/attack/attack-card";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * Bennies through the active GM, on a double of what the server enforces (server-double.ts): a
 * spend's card applied once whoever clicks and however often, paid by the actor or — for an NPC no
 * player owns — the GM's pool on the GM record book; its Undo for the author, an owner or a GM
 * only; a Soak for a Wild Card NPC paid from the pool and given back by the hit's Undo; a GM that
 * stops mid-write completed once. The handlers, records and validators are the real code.
 */
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && actor.testUserPermission(user, "OWNER"),
}));
vi.mock("../../../../src/system/wounds/actor-state", () => ({
  woundsStateOf: (a: ActorDouble) => woundsActorFromDocument({ type: a.id === "chief" ? "npc" : "character", system: a.system, items: [] }, a.id),
}));
vi.mock("../../../../src/system/data/actor/actor-system", () => ({ actorSystem: (a: ActorDouble) => ({ toObject: () => structuredClone(a.system) }), isFrayActor: () => true }));

const { applyBennySpend, undoBennySpend } = await import("../../../../src/system/wounds/bennies/gm-spend");
const { gmPoolOf, gmPoolWrite } = await import("../../../../src/system/wounds/bennies/gm-pool");
const { applyWrites } = await import("../../../../src/system/gm/records/apply-writes");
const { completeUnfinished } = await import("../../../../src/system/gm/records/exactly-once");
const { applyWoundsTarget, undoWoundsTarget } = await import("../../../../src/system/wounds/gm/apply");

let server: ServerDouble;
let red: ActorDouble;
let chief: ActorDouble;
const stateOf = (a: ActorDouble) => a.system["wounds"] as WoundsActor;
const asUser = (id: string) => server.user(id) as unknown as User.Implementation;
const spend = (id: string, authorId: string, actorUuid: string, reason = "reroll", name = "Red") => server.message(id, authorId, { fray: { wounds: { benny: { actorUuid, name, reason } } } });
const spentFlag = (id: string) => (server.messages.get(id)!.flags["fray"] as { wounds: { bennySpent?: unknown } }).wounds.bennySpent;
const setPool = async (n: number) => applyWrites([await gmPoolWrite(n)]);

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  red = server.actor("red", { wounds: woundsDefaultsFor("character") }, ["p1"]);
  // A Wild Card NPC of the GM's, with its own two Bennies.
  chief = server.actor("chief", { wounds: { ...woundsDefaultsFor("npc"), isWildCard: true, woundCapacity: 3, bennies: 2, traits: { ...woundsDefaultsFor("npc").traits, vigor: { sides: 8, mod: 0 } } } }, []);
  await setPool(2);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("a Benny spent through the GM", () => {
  test("the owner's spend takes one of the actor's Bennies, once, however often it is applied", async () => {
    spend("b1", "p1", "Actor.red");
    expect(await applyBennySpend("b1")).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Spent" });
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "ledger.applied" });
    expect(stateOf(red).bennies).toBe(2);
    expect(spentFlag("b1")).toEqual({ payer: "actor", undone: false });
    expect(gmPoolOf()).toBe(2);
  });

  test("two clicks arriving together spend one Benny", async () => {
    spend("b1", "p1", "Actor.red");
    const results = await Promise.allSettled([applyBennySpend("b1"), applyBennySpend("b1"), applyBennySpend("b1")]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(stateOf(red).bennies).toBe(2);
  });

  test("a spend written by a player who does not own the actor is refused, and nothing is paid", async () => {
    spend("b1", "p2", "Actor.red");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(stateOf(red).bennies).toBe(3);
  });

  test("a forged spend naming no actor is refused unless the GM wrote it", async () => {
    spend("b1", "p1", "Actor.nobody");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "gm.noActor" });
    expect(gmPoolOf()).toBe(2);
  });

  test("a player character with no Benny left cannot draw on the GM's pool", async () => {
    red.system["wounds"] = { ...stateOf(red), bennies: 0 };
    spend("b1", "p1", "Actor.red");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "benny.none" });
    expect(gmPoolOf()).toBe(2);
  });

  test("a GM's NPC spends its own Bennies first, then the pool's; Undo gives each back to whoever paid", async () => {
    chief.system["wounds"] = { ...stateOf(chief), bennies: 1 };
    spend("b1", "gm", "Actor.chief", "reroll", "Chief");
    spend("b2", "gm", "Actor.chief", "reroll", "Chief");
    await applyBennySpend("b1");
    await applyBennySpend("b2");
    expect(stateOf(chief).bennies).toBe(0);
    expect(gmPoolOf()).toBe(1);
    expect(spentFlag("b2")).toEqual({ payer: "pool", undone: false });
    expect(await undoBennySpend("b2", asUser("gm"))).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Returned" });
    expect(gmPoolOf()).toBe(2);
    expect(stateOf(chief).bennies).toBe(0);
    await undoBennySpend("b1", asUser("gm"));
    expect(stateOf(chief).bennies).toBe(1);
    expect(spentFlag("b1")).toEqual({ payer: "actor", undone: true });
  });

  test("the GM spends from the pool for nobody in particular; an empty pool refuses", async () => {
    spend("b1", "gm", "", "other", "The GM");
    await applyBennySpend("b1");
    expect(gmPoolOf()).toBe(1);
    await setPool(0);
    spend("b2", "gm", "", "other", "The GM");
    await expect(applyBennySpend("b2")).rejects.toMatchObject({ code: "benny.none" });
  });

  test("a Benny to shake off Shaken removes it with the Benny; Undo puts both back", async () => {
    red.system["wounds"] = { ...stateOf(red), shaken: true };
    spend("b1", "p1", "Actor.red", "unshake");
    await applyBennySpend("b1");
    expect(stateOf(red)).toMatchObject({ shaken: false, bennies: 2 });
    await undoBennySpend("b1", asUser("p1"));
    expect(stateOf(red)).toMatchObject({ shaken: true, bennies: 3 });
  });

  test("a Benny to shake off Shaken is refused when the actor is not Shaken", async () => {
    spend("b1", "p1", "Actor.red", "unshake");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ message: "FRAY.Wounds.Benny.Error.NotShaken" });
    expect(stateOf(red).bennies).toBe(3);
  });

  test.each([
    ["the author", "p1", true],
    ["a GM", "gm", true],
    ["a player owning neither", "p2", false],
  ])("Undo asked by %s", async (_who, userId, allowed) => {
    spend("b1", "p1", "Actor.red");
    await applyBennySpend("b1");
    const result = await undoBennySpend("b1", asUser(userId));
    expect(result.ok).toBe(allowed);
    expect(stateOf(red).bennies).toBe(allowed ? 3 : 2);
  });

  test("Undo with no sender the server vouches for is refused", async () => {
    spend("b1", "p1", "Actor.red");
    await applyBennySpend("b1");
    expect(await undoBennySpend("b1", null)).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
  });

  test("a spend edited after the GM accepted it counts as first accepted", async () => {
    spend("b1", "p1", "Actor.red", "reroll");
    await applyBennySpend("b1");
    await undoBennySpend("b1", asUser("p1"));
    server.actAs("p1");
    await server.messages.get("b1")!.update({ flags: { fray: { wounds: { benny: { actorUuid: "Actor.chief", name: "Chief", reason: "reroll" } } } } });
    server.actAs("gm");
    await applyBennySpend("b1");
    expect(stateOf(red).bennies).toBe(2);
    expect(stateOf(chief).bennies).toBe(2);
  });

  test("a GM whose client stops mid-write: the next active GM completes the spend once", async () => {
    spend("b1", "p1", "Actor.red");
    server.failAfter = 0;
    await expect(applyBennySpend("b1")).rejects.toThrow("stopped");
    server.failAfter = null;
    expect(await completeUnfinished()).toBe(1);
    expect(stateOf(red).bennies).toBe(2);
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "ledger.applied" });
    expect(await completeUnfinished()).toBe(0);
  });
});

describe("a Soak for a Wild Card NPC", () => {
  /** Red hits the Chief for 10 against Toughness 6 (Vigor d8): one raise, one Wound. */
  const hit: WoundsAttackCard = {
    attacker: { actorUuid: "Actor.red", name: "Red" },
    weapon: { name: "Cudgel", profile: { damage: { strength: false, dice: [{ sides: 12 }], flat: 0 }, ap: 0, skill: "fighting" } },
    attack: { die: { sides: 8, mod: 0 }, chain: [6], wildChain: [2], modifier: 0, tn: 4 },
    damage: { dice: [{ sides: 12, chain: [10] }], flat: 0, raise: false },
    targets: [{ actorUuid: "Actor.chief", name: "Chief" }],
  };
  const soak = (id: string) => server.message(id, "gm", { fray: { wounds: { soak: { attackMessageId: "m1", targetIndex: 0, rolls: [{ chain: [6], wildChain: [2] }] } } } });

  test("is paid by its own Benny while it has one", async () => {
    server.message("m1", "p1", { fray: { wounds: { attack: hit } } });
    soak("s1");
    await applyWoundsTarget("m1", 0);
    expect(stateOf(chief)).toMatchObject({ wounds: 0, bennies: 1 });
    expect(gmPoolOf()).toBe(2);
  });

  test("a Soak rolled again with a second Benny spends two, once, and the better roll counts", async () => {
    server.message("m1", "p1", { fray: { wounds: { attack: hit } } });
    server.message("s1", "gm", { fray: { wounds: { soak: { attackMessageId: "m1", targetIndex: 0, rolls: [{ chain: [2], wildChain: [1] }, { chain: [5], wildChain: [3] }] } } } });
    await applyWoundsTarget("m1", 0);
    await expect(applyWoundsTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(stateOf(chief)).toMatchObject({ wounds: 0, bennies: 0 });
    expect(gmPoolOf()).toBe(2);
  });

  test("draws on the GM's pool once its own are gone; the hit's Undo gives the pool its Benny back", async () => {
    chief.system["wounds"] = { ...stateOf(chief), bennies: 0 };
    server.message("m1", "p1", { fray: { wounds: { attack: hit } } });
    soak("s1");
    await applyWoundsTarget("m1", 0);
    expect(stateOf(chief)).toMatchObject({ wounds: 0, shaken: false, bennies: 0 });
    expect(gmPoolOf()).toBe(1);
    await undoWoundsTarget("m1", 0, asUser("gm"));
    expect(gmPoolOf()).toBe(2);
    expect(stateOf(chief)).toMatchObject({ wounds: 0, bennies: 0 });
  });
});
