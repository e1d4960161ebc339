import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type WoundsActor, woundsDefaultsFor } from "../../../../src/core/wounds";
import type { WoundsAttackCard } from "../../../../src/system/wounds/attack/attack-card";
import { type FrayTable, actorOf, asUser, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * The wounds Apply and Undo on the active GM, on the Foundry simulation: messages created on
 * their authors' clients (the server stamps the author and refuses what the base rules refuse),
 * real actors read through Fray's data models, record ids claimed once in the GM's book. The
 * rules, the GM records, the card validators and the handlers are the real code.
 */
const { applyWoundsTarget, undoWoundsTarget } = await import("../../../../src/system/wounds/gm/apply");
const { applyIncapacitation } = await import("../../../../src/system/wounds/gm/incapacitation");

const d6 = { sides: 6 as const, mod: 0 };
const redState = (): WoundsActor => ({ ...woundsDefaultsFor("character"), traits: { ...woundsDefaultsFor("character").traits, vigor: d6, fighting: { sides: 8, mod: 0 } } });

/** An attack that hits (d8 6 against 4) with `damage` as one d12 chain plus flat. */
function card(damageChain: number[], flat = 0, targets = ["red"]): WoundsAttackCard {
  return {
    attacker: { actorUuid: "Actor.bandit", name: "Bandit Chief" },
    weapon: { name: "War Pick", profile: { damage: { strength: false, dice: [{ sides: 12 }], flat: 0 }, ap: 0, skill: "fighting" } },
    attack: { die: { sides: 8, mod: 0 }, chain: [6], wildChain: [2], modifier: 0, tn: 4 },
    damage: { dice: [{ sides: 12, chain: damageChain }], flat, raise: false },
    targets: targets.map((t) => ({ actorUuid: `Actor.${t}`, name: t })),
  };
}

let table: FrayTable;
/** Red's wounds as stored on the actor. */
const wounds = () => (actorOf("red").toObject() as { system: { wounds: WoundsActor } }).system.wounds;
const setRed = (state: WoundsActor) => void seedActor(table.world, { id: "red", system: { wounds: state }, owners: ["p1"] });
const post = (id: string, authorId: string, attack: WoundsAttackCard) => postFlags(table, authorId, id, { wounds: { attack } });
const soak = (id: string, authorId: string, attackMessageId: string, chain: number[], wildChain: number[]) => postFlags(table, authorId, id, { wounds: { soak: { attackMessageId, targetIndex: 0, rolls: [{ chain, wildChain }] } } });
const woundsFlags = (id: string) => (game.messages.get(id)!.flags as { fray: { wounds: Record<string, Record<string, unknown>> } }).fray.wounds;

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "wounds" });
  seedActor(table.world, { id: "bandit", type: "npc", system: { wounds: woundsDefaultsFor("npc") } });
  setRed(redState());
});

describe("Apply and Undo of a wounds hit on the active GM", () => {
  test("W-5 shape: 9 damage against Toughness 5 is one raise: one Wound and Shaken, applied once", async () => {
    await post("m1", "gm", card([9]));
    expect(await applyWoundsTarget("m1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(wounds()).toMatchObject({ wounds: 1, shaken: true });
    await expect(applyWoundsTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(wounds()).toMatchObject({ wounds: 1, shaken: true });
    const applied = woundsFlags("m1")["applied"]!["0"];
    expect(applied).toMatchObject({ undone: false, woundsTaken: 1, shaken: true });
  });

  test("two Apply requests arriving together apply once", async () => {
    await post("m1", "gm", card([9]));
    const results = await Promise.allSettled([applyWoundsTarget("m1", 0), applyWoundsTarget("m1", 0)]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(wounds().wounds).toBe(1);
  });

  test("a Soak its owner rolled spends one Benny once and cancels the Wound; Shaken goes too", async () => {
    await post("m1", "gm", card([9]));
    await soak("s1", "p1", "m1", [5], [3]);
    await applyWoundsTarget("m1", 0);
    expect(wounds()).toMatchObject({ wounds: 0, shaken: false, bennies: 2 });
    await expect(applyWoundsTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(wounds().bennies).toBe(2);
  });

  test("a Soak posted by someone who does not act for the target is not counted", async () => {
    await post("m1", "gm", card([9]));
    await soak("s1", "p2", "m1", [6, 6, 6, 1], [6, 1]);
    await applyWoundsTarget("m1", 0);
    expect(wounds()).toMatchObject({ wounds: 1, shaken: true, bennies: 3 });
  });

  test("Undo puts back exactly what the Apply changed: Wounds, Shaken, Incapacitation and the Bennies spent", async () => {
    setRed({ ...redState(), wounds: 2, shaken: true });
    const before = structuredClone(wounds());
    await post("m2", "gm", card([12, 12, 3]));
    await soak("s2", "p1", "m2", [2], [1]);
    await applyWoundsTarget("m2", 0);
    expect(wounds()).toMatchObject({ wounds: 3, incapacitated: true, shaken: false, bennies: 2 });
    expect(await undoWoundsTarget("m2", 0, userOf("gm"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(wounds()).toEqual(before);
    await expect(undoWoundsTarget("m2", 0, userOf("gm"))).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyWoundsTarget("m2", 0)).ok).toBe(true);
  });

  test("a player who neither wrote the card nor owns the attacker may not Undo", async () => {
    await post("m1", "gm", card([9]));
    await applyWoundsTarget("m1", 0);
    expect(await undoWoundsTarget("m1", 0, userOf("p2"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(wounds().wounds).toBe(1);
  });

  test("a card whose author does not own the attacker is refused; a miss has nothing to apply", async () => {
    await post("m3", "p2", card([9]));
    await expect(applyWoundsTarget("m3", 0)).rejects.toMatchObject({ code: "gm.notOwner" });
    await post("m4", "gm", { ...card([9]), attack: { ...card([9]).attack, chain: [2], wildChain: [3] } });
    expect(await applyWoundsTarget("m4", 0)).toMatchObject({ ok: false, message: "FRAY.Wounds.Chat.Error.Missed" });
    expect(wounds().wounds).toBe(0);
  });

  test("a card edited after the first Apply counts as the GM first accepted it", async () => {
    await post("m5", "p1", { ...card([9]), attacker: { actorUuid: "Actor.red", name: "Red" }, targets: [{ actorUuid: "Actor.red", name: "red" }] });
    await applyWoundsTarget("m5", 0);
    await undoWoundsTarget("m5", 0, userOf("p1"));
    // The author rewrites their own card on their own client: the server lets them.
    await asUser(table, "p1", () => game.messages.get("m5")!.update({ flags: { fray: { wounds: { attack: card([12, 12, 12, 12, 5]) } } } } as never));
    await applyWoundsTarget("m5", 0);
    expect(wounds()).toMatchObject({ wounds: 1, incapacitated: false });
  });

  test("a Wild Card taken out rolls Vigor and the Injury Table; the GM applies it once; the hit's Undo undoes both", async () => {
    setRed({ ...redState(), wounds: 3, bennies: 0 });
    const before = structuredClone(wounds());
    await post("m6", "gm", card([9]));
    await applyWoundsTarget("m6", 0);
    expect(wounds()).toMatchObject({ wounds: 3, incapacitated: true });
    const applied = woundsFlags("m6")["applied"]!["0"] as { needsIncapacitationRoll?: boolean } | undefined;
    expect(applied?.needsIncapacitationRoll).toBe(true);
    expect(await applyIncapacitation("m6", 0)).toMatchObject({ ok: false, message: "FRAY.Wounds.Chat.Error.NoIncapacitationRoll" });
    // A failed Vigor roll (2 and 3, −3 for the Wounds): a permanent injury (Guts, 7 on 2d6) and Bleeding Out.
    await postFlags(table, "p1", "i1", { wounds: { incapacitationRoll: { attackMessageId: "m6", targetIndex: 0, rolls: [{ chain: [2], wildChain: [3] }], injury: { roll2d6: 7, subRoll: 2 } } } });
    expect(await applyIncapacitation("m6", 0)).toEqual({ ok: true, message: "FRAY.Wounds.Chat.Incapacitation.bleedingOut" });
    expect(wounds()).toMatchObject({ bleedingOut: true });
    expect(wounds().injuries).toHaveLength(1);
    expect(wounds().injuries[0]).toMatchObject({ roll2d6: 7, duration: "permanent" });
    // The card says which injury was applied (the Injury Table's Guts, Broken on a sub-roll of 2).
    const injuryFlag = () => woundsFlags("m6")["injury"]!["0"];
    expect(injuryFlag()).toMatchObject({ location: "guts", effect: "agilityDown", duration: "permanent" });
    await expect(applyIncapacitation("m6", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(wounds().injuries).toHaveLength(1);
    await undoWoundsTarget("m6", 0, userOf("gm"));
    expect(wounds()).toEqual(before);
    expect(injuryFlag()).toBeNull();
  });
});
