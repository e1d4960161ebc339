import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import type { Maim } from "../../../../src/core/slots";
import { type FrayTable, actorOf, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * Treating a bleed-out on the active GM (docs/rules/slots.md §5.12), on the Foundry simulation:
 * the permission matrix (the patient's owner, another player, a GM), once, and an exact Undo that
 * puts the bleed-out back with its start round. Real actors, messages created on their authors'
 * clients.
 */
const { applyTreat, undoTreat } = await import("../../../../src/system/slots/gm/treat");

const arm: Maim = { kind: "dismemberment", part: "arm", side: "left", bleedOut: { startRound: 4, rounds: 24 } };
const eye: Maim = { kind: "sensory", part: "sight", side: null, bleedOut: null };
const patient = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), hp: 0, maims: [arm, eye] });
const card = { version: 1, actorUuid: "Actor.ilsa", actorName: "Ilsa" };

let table: FrayTable;
/** Ilsa's slots as stored. */
const slots = () => (actorOf("ilsa").toObject() as { system: { slots: SlotsActor } }).system.slots;
/** Ilsa as seeded. */
let seeded: SlotsActor;
const post = (id: string, authorId: string, treat: unknown = card) => postFlags(table, authorId, id, { slots: { treat } });

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "slots" });
  seedActor(table.world, { id: "ilsa", system: { slots: patient() }, owners: ["p1"] });
  seeded = slots();
});

describe("treating a bleed-out", () => {
  test("the patient's owner asks: the bleed-out stops, the lost limb stays; a second Apply is refused", async () => {
    await post("m1", "p1");
    expect(await applyTreat("m1")).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(slots().maims).toEqual([{ ...arm, bleedOut: null }, eye]);
    expect(game.messages.get("m1")!.flags).toMatchObject({ fray: { slots: { treated: { limbs: [{ part: "arm", side: "left" }], undone: false } } } });
    await expect(applyTreat("m1")).rejects.toMatchObject({ code: "ledger.applied" });
  });

  test("a GM's card is applied too", async () => {
    await post("m1", "gm");
    expect((await applyTreat("m1")).ok).toBe(true);
    expect(slots().maims[0]?.bleedOut).toBeNull();
  });

  test("another player's card is refused and changes nothing", async () => {
    await post("m1", "p2");
    await expect(applyTreat("m1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(slots()).toEqual(seeded);
  });

  test("nothing bleeding out, or a forged card, is refused", async () => {
    seedActor(table.world, { id: "ilsa", system: { slots: { ...patient(), maims: [eye] } }, owners: ["p1"] });
    await post("m1", "p1");
    await expect(applyTreat("m1")).rejects.toMatchObject({ code: "slots.nothingToTreat" });
    await post("m2", "p1", { version: 2, actorUuid: "Actor.ilsa", actorName: "Ilsa" });
    await expect(applyTreat("m2")).rejects.toMatchObject({ code: "gm.noCard" });
  });

  test("Undo puts the bleed-out back exactly; another player may not undo, the owner and a GM may", async () => {
    await post("m1", "p1");
    await applyTreat("m1");
    expect(await undoTreat("m1", userOf("p2"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(slots().maims[0]?.bleedOut).toBeNull();
    expect((await undoTreat("m1", userOf("p1"))).ok).toBe(true);
    expect(slots()).toEqual(seeded);
    expect((await applyTreat("m1")).ok).toBe(true);
    expect((await undoTreat("m1", userOf("gm"))).ok).toBe(true);
    expect(slots()).toEqual(seeded);
  });
});
