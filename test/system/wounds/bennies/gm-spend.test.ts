import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type WoundsActor, woundsDefaultsFor } from "../../../../src/core/wounds";
import type { WoundsAttackCard } from "../../../../src/system/wounds/attack/attack-card";
import { type FrayTable, actorOf, asUser, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * Bennies through the active GM, on the Foundry simulation: a spend's card applied once whoever
 * clicks and however often, paid by the actor or — for an NPC no player owns — the GM's pool on
 * the GM record book; its Undo for the author, an owner or a GM only; a Soak for a Wild Card NPC
 * paid from the pool and given back by the hit's Undo; a GM whose connection drops mid-write
 * completed once. Real actors (Fray's data models), messages created on their authors' clients.
 */
const { applyBennySpend, undoBennySpend } = await import("../../../../src/system/wounds/bennies/gm-spend");
const { gmPoolOf, gmPoolWrite } = await import("../../../../src/system/wounds/bennies/gm-pool");
const { applyWrites } = await import("../../../../src/system/gm/records/apply-writes");
const { completeUnfinished } = await import("../../../../src/system/gm/records/exactly-once");
const { applyWoundsTarget, undoWoundsTarget } = await import("../../../../src/system/wounds/gm/apply");

let table: FrayTable;
/** An actor's wounds as stored. */
const stateOf = (id: string) => (actorOf(id).toObject() as { system: { wounds: WoundsActor } }).system.wounds;
const spend = (id: string, authorId: string, actorUuid: string, reason = "reroll", name = "Red") => postFlags(table, authorId, id, { wounds: { benny: { actorUuid, name, reason } } });
const spentFlag = (id: string) => (game.messages.get(id)!.flags as { fray: { wounds: { bennySpent?: unknown } } }).fray.wounds.bennySpent;
const setRed = (wounds: WoundsActor) => void seedActor(table.world, { id: "red", system: { wounds }, owners: ["p1"] });
const setChief = (wounds: WoundsActor) => void seedActor(table.world, { id: "chief", type: "npc", system: { wounds } });
/** Requests the GM sends for a spend before it writes the actor: the card's frozen copy (claimed, marked done) and the step's claim. */
const WRITES_BEFORE_THE_ACTOR = 3;
const setPool = async (n: number) => applyWrites([await gmPoolWrite(n)]);

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "wounds" });
  setRed(woundsDefaultsFor("character"));
  // A Wild Card NPC of the GM's, with its own two Bennies.
  setChief({ ...woundsDefaultsFor("npc"), isWildCard: true, woundCapacity: 3, bennies: 2, traits: { ...woundsDefaultsFor("npc").traits, vigor: { sides: 8, mod: 0 } } });
  await setPool(2);
});

describe("a Benny spent through the GM", () => {
  test("the owner's spend takes one of the actor's Bennies, once, however often it is applied", async () => {
    await spend("b1", "p1", "Actor.red");
    expect(await applyBennySpend("b1")).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Spent" });
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "ledger.applied" });
    expect(stateOf("red").bennies).toBe(2);
    expect(spentFlag("b1")).toEqual({ payer: "actor", undone: false });
    expect(gmPoolOf()).toBe(2);
  });

  test("two clicks arriving together spend one Benny", async () => {
    await spend("b1", "p1", "Actor.red");
    const results = await Promise.allSettled([applyBennySpend("b1"), applyBennySpend("b1"), applyBennySpend("b1")]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(stateOf("red").bennies).toBe(2);
  });

  test("a spend written by a player who does not own the actor is refused, and nothing is paid", async () => {
    await spend("b1", "p2", "Actor.red");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(stateOf("red").bennies).toBe(3);
  });

  test("a forged spend naming no actor is refused unless the GM wrote it", async () => {
    await spend("b1", "p1", "Actor.nobody");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "gm.noActor" });
    expect(gmPoolOf()).toBe(2);
  });

  test("a player character with no Benny left cannot draw on the GM's pool", async () => {
    setRed({ ...stateOf("red"), bennies: 0 });
    await spend("b1", "p1", "Actor.red");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "benny.none" });
    expect(gmPoolOf()).toBe(2);
  });

  test("a GM's NPC spends its own Bennies first, then the pool's; Undo gives each back to whoever paid", async () => {
    setChief({ ...stateOf("chief"), bennies: 1 });
    await spend("b1", "gm", "Actor.chief", "reroll", "Chief");
    await spend("b2", "gm", "Actor.chief", "reroll", "Chief");
    await applyBennySpend("b1");
    await applyBennySpend("b2");
    expect(stateOf("chief").bennies).toBe(0);
    expect(gmPoolOf()).toBe(1);
    expect(spentFlag("b2")).toEqual({ payer: "pool", undone: false });
    expect(await undoBennySpend("b2", userOf("gm"))).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Returned" });
    expect(gmPoolOf()).toBe(2);
    expect(stateOf("chief").bennies).toBe(0);
    await undoBennySpend("b1", userOf("gm"));
    expect(stateOf("chief").bennies).toBe(1);
    expect(spentFlag("b1")).toEqual({ payer: "actor", undone: true });
  });

  test("the GM spends from the pool for nobody in particular; an empty pool refuses", async () => {
    await spend("b1", "gm", "", "other", "The GM");
    await applyBennySpend("b1");
    expect(gmPoolOf()).toBe(1);
    await setPool(0);
    await spend("b2", "gm", "", "other", "The GM");
    await expect(applyBennySpend("b2")).rejects.toMatchObject({ code: "benny.none" });
  });

  test("a Benny to shake off Shaken removes it with the Benny; Undo puts both back", async () => {
    setRed({ ...stateOf("red"), shaken: true });
    await spend("b1", "p1", "Actor.red", "unshake");
    await applyBennySpend("b1");
    expect(stateOf("red")).toMatchObject({ shaken: false, bennies: 2 });
    await undoBennySpend("b1", userOf("p1"));
    expect(stateOf("red")).toMatchObject({ shaken: true, bennies: 3 });
  });

  test("a Benny to shake off Shaken is refused when the actor is not Shaken", async () => {
    await spend("b1", "p1", "Actor.red", "unshake");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ message: "FRAY.Wounds.Benny.Error.NotShaken" });
    expect(stateOf("red").bennies).toBe(3);
  });

  test.each([
    ["the author", "p1", true],
    ["a GM", "gm", true],
    ["a player owning neither", "p2", false],
  ])("Undo asked by %s", async (_who, userId, allowed) => {
    await spend("b1", "p1", "Actor.red");
    await applyBennySpend("b1");
    const result = await undoBennySpend("b1", userOf(userId));
    expect(result.ok).toBe(allowed);
    expect(stateOf("red").bennies).toBe(allowed ? 3 : 2);
  });

  test("Undo with no sender the server vouches for is refused", async () => {
    await spend("b1", "p1", "Actor.red");
    await applyBennySpend("b1");
    expect(await undoBennySpend("b1", null)).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
  });

  test("a spend edited after the GM accepted it counts as first accepted", async () => {
    await spend("b1", "p1", "Actor.red", "reroll");
    await applyBennySpend("b1");
    await undoBennySpend("b1", userOf("p1"));
    // The author rewrites their own card on their own client: the server lets them.
    await asUser(table, "p1", () => game.messages.get("b1")!.update({ flags: { fray: { wounds: { benny: { actorUuid: "Actor.chief", name: "Chief", reason: "reroll" } } } } } as never));
    await applyBennySpend("b1");
    expect(stateOf("red").bennies).toBe(2);
    expect(stateOf("chief").bennies).toBe(2);
  });

  test("a GM whose client stops mid-write: the next active GM completes the spend once", async () => {
    await spend("b1", "p1", "Actor.red");
    // The GM's connection drops after the step's record is claimed, before the actor is written.
    table.gm.failAfter = WRITES_BEFORE_THE_ACTOR;
    await expect(applyBennySpend("b1")).rejects.toThrow(/connection to the server was lost/);
    table.gm.failAfter = null;
    expect(stateOf("red").bennies).toBe(3);
    expect(await completeUnfinished()).toBe(1);
    expect(stateOf("red").bennies).toBe(2);
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
  const soak = (id: string) => postFlags(table, "gm", id, { wounds: { soak: { attackMessageId: "m1", targetIndex: 0, rolls: [{ chain: [6], wildChain: [2] }] } } });

  test("is paid by its own Benny while it has one", async () => {
    await postFlags(table, "p1", "m1", { wounds: { attack: hit } });
    await soak("s1");
    await applyWoundsTarget("m1", 0);
    expect(stateOf("chief")).toMatchObject({ wounds: 0, bennies: 1 });
    expect(gmPoolOf()).toBe(2);
  });

  test("a Soak rolled again with a second Benny spends two, once, and the better roll counts", async () => {
    await postFlags(table, "p1", "m1", { wounds: { attack: hit } });
    await postFlags(table, "gm", "s1", { wounds: { soak: { attackMessageId: "m1", targetIndex: 0, rolls: [{ chain: [2], wildChain: [1] }, { chain: [5], wildChain: [3] }] } } });
    await applyWoundsTarget("m1", 0);
    await expect(applyWoundsTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(stateOf("chief")).toMatchObject({ wounds: 0, bennies: 0 });
    expect(gmPoolOf()).toBe(2);
  });

  test("draws on the GM's pool once its own are gone; the hit's Undo gives the pool its Benny back", async () => {
    setChief({ ...stateOf("chief"), bennies: 0 });
    await postFlags(table, "p1", "m1", { wounds: { attack: hit } });
    await soak("s1");
    await applyWoundsTarget("m1", 0);
    expect(stateOf("chief")).toMatchObject({ wounds: 0, shaken: false, bennies: 0 });
    expect(gmPoolOf()).toBe(1);
    await undoWoundsTarget("m1", 0, userOf("gm"));
    expect(gmPoolOf()).toBe(2);
    expect(stateOf("chief")).toMatchObject({ wounds: 0, bennies: 0 });
  });
});
