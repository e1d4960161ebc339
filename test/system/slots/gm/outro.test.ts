import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import type { SlotsOutroCard } from "../../../../src/view/slots/outro-card";
import { type FrayTable, actorOf, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * The encounter outro's two buttons on the active GM (docs/rules/slots.md §5.14), on the Foundry
 * simulation. All Resolve ends every combat effect of every fighter in one batch, once; its Undo
 * puts them back; only a GM's card and a GM's click count — not even the click of a player who
 * owns a fighter (the real ownership check runs: p1 owns Odo).
 */
const { chooseOutro, undoOutro } = await import("../../../../src/system/slots/gm/outro");

const bleeding = (over: Partial<SlotsActor> = {}): SlotsActor => ({
  ...slotsRuleset.actor.defaults({ kind: "character" }),
  strength: 10,
  vitality: 10,
  hp: 120,
  bleed: 3,
  hemorrhage: 1,
  agony: true,
  stunDebt: 2,
  reservedSlots: 2,
  slow: { fraction: "1/2", startRound: 3, rounds: 2 },
  effects: [{ id: "regrowth", startRound: 3, rounds: 4, upkeepStress: null, hot: 5, dot: 0 }],
  maims: [{ kind: "breakage", part: "arm", side: "left", bleedOut: null }],
  stress: { physical: 4, mental: 0, vocal: 0 },
  ...over,
});

const card: SlotsOutroCard = {
  version: 1,
  combatId: "c1",
  sceneId: null,
  round: 4,
  actors: [
    { uuid: "Actor.odo", name: "Odo", tokenId: null },
    { uuid: "Actor.hound", name: "Thorn Hound", tokenId: null },
  ],
};

let table: FrayTable;
/** A fighter's slots as stored. */
const state = (id: string) => (actorOf(id).toObject() as { system: { slots: SlotsActor } }).system.slots;
const chosen = () => (game.messages.get("m1")!.flags as { fray: { slots: { outroChosen?: unknown } } }).fray.slots.outroChosen;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "slots" });
  seedActor(table.world, { id: "odo", system: { slots: bleeding() }, owners: ["p1"] });
  seedActor(table.world, { id: "hound", type: "npc", system: { slots: bleeding({ isPlayer: false, bleed: 6 }) } });
});

describe("All Resolve", () => {
  test("ends every combat effect of every fighter in one actor batch, once; HP, maims and Stress stay", async () => {
    await postFlags(table, "gm", "m1", { slots: { outro: card } });
    expect(await chooseOutro("m1", "allResolve", userOf("gm"))).toEqual({ ok: true, message: "FRAY.Slots.Outro.Done.allResolve" });
    for (const id of ["odo", "hound"]) {
      expect(state(id)).toMatchObject({ bleed: 0, hemorrhage: 0, agony: false, stunDebt: 0, reservedSlots: 0, slow: null, effects: [], hp: 120 });
      expect(state(id).maims).toHaveLength(1);
      expect(state(id).stress.physical).toBe(4);
    }
    expect(table.world.calls.filter((c) => c.startsWith("Actor."))).toEqual(["Actor.update(2)"]);
    expect(chosen()).toEqual({ choice: "allResolve", undone: false });
    await expect(chooseOutro("m1", "slowBurn", userOf("gm"))).rejects.toMatchObject({ code: "ledger.applied" });
  });

  test("Undo puts every fighter back exactly; then the other choice may be made", async () => {
    await postFlags(table, "gm", "m1", { slots: { outro: card } });
    const before = { odo: structuredClone(state("odo")), hound: structuredClone(state("hound")) };
    await chooseOutro("m1", "allResolve", userOf("gm"));
    expect(await undoOutro("m1", userOf("gm"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect({ odo: state("odo"), hound: state("hound") }).toEqual(before);
    expect(chosen()).toEqual({ choice: "allResolve", undone: true });
    expect((await chooseOutro("m1", "slowBurn", userOf("gm"))).ok).toBe(true);
    expect(state("odo").bleed).toBe(3);
    expect(chosen()).toEqual({ choice: "slowBurn", undone: false });
  });

  test("two clicks arriving together resolve once", async () => {
    await postFlags(table, "gm", "m1", { slots: { outro: card } });
    const results = await Promise.allSettled([chooseOutro("m1", "allResolve", userOf("gm")), chooseOutro("m1", "allResolve", userOf("gm"))]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
  });
});

describe("who may end a fight", () => {
  test("a player's click is refused, and so is a player's Undo", async () => {
    await postFlags(table, "gm", "m1", { slots: { outro: card } });
    expect(await chooseOutro("m1", "allResolve", userOf("p1"))).toMatchObject({ ok: false, message: "FRAY.Slots.Outro.GmOnly" });
    expect(await chooseOutro("m1", "allResolve", null)).toMatchObject({ ok: false });
    expect(state("odo").bleed).toBe(3);
    await chooseOutro("m1", "allResolve", userOf("gm"));
    expect(await undoOutro("m1", userOf("p1"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(state("odo").bleed).toBe(0);
  });

  test("an outro card a player posted is refused, whoever clicks", async () => {
    await postFlags(table, "p1", "m2", { slots: { outro: card } });
    await expect(chooseOutro("m2", "allResolve", userOf("gm"))).rejects.toMatchObject({ code: "gm.noCard" });
    expect(state("hound").bleed).toBe(6);
  });
});
