import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import type { SlotsFinisherCard } from "../../../../src/view/slots/finisher-card";
import { type FrayTable, actorOf, asUser, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * The GM side of Executions and Maims (docs/rules/slots.md §5.12) on the Foundry simulation:
 * message authors stamped by the creating client, writes checked by the server against
 * ownership, record ids claimed once. The rules, the GM records, the actor readers and the
 * handlers are the real code. Marking combatants defeated is in finish-combat.test.ts.
 */
const { applyFinisher, undoFinisher } = await import("../../../../src/system/slots/gm/finish");

const character = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), ...over });
const seraphine = character({ strength: 18, vitality: 6, hp: 222, actionSlots: 5, phase: "active" });
/** S-11: a target at 0 HP is Vulnerable. */
const fallen = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 4, hp: 0, bleed: 2 });

const card = (over: Partial<SlotsFinisherCard> = {}): SlotsFinisherCard => ({
  version: 1,
  kind: "lethal",
  actorUuid: "Actor.seraphine",
  actorName: "Seraphine",
  actor: seraphine,
  time: "active",
  round: 2,
  targetUuid: "Actor.hound",
  targetName: "Thorn Hound",
  maim: null,
  ...over,
});

let table: FrayTable;
/** The hound's slots as stored. */
const slots = () => (actorOf("hound").toObject() as { system: { slots: SlotsActor } }).system.slots;
const post = (id: string, authorId: string, finisher: unknown) => postFlags(table, authorId, id, { slots: { finisher } });
const finished = (id: string) => (game.messages.get(id)!.flags as { fray: { slots: { finished?: unknown } } }).fray.slots.finished;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "slots" });
  seedActor(table.world, { id: "seraphine", system: { slots: seraphine }, owners: ["p1"] });
  seedActor(table.world, { id: "hound", type: "npc", system: { slots: fallen() } });
});

describe("a Cinematic Execution on the active GM", () => {
  test("two Apply requests arriving together apply once", async () => {
    await post("m1", "p1", card({ kind: "knockout" }));
    const results = await Promise.allSettled([applyFinisher("m1"), applyFinisher("m1")]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(slots().unconscious).toEqual({ hoursLeft: 10 });
  });

  test("a target that is not Vulnerable (12 HP) is refused and nothing changes", async () => {
    seedActor(table.world, { id: "hound", type: "npc", system: { slots: { ...fallen(), hp: 12 } } });
    await post("m1", "p1", card());
    await expect(applyFinisher("m1")).rejects.toMatchObject({ code: "target.notVulnerable" });
    expect(slots().dead).toBe(false);
  });

  test("an Execution paid with Reserved Slots is refused: it is Active Phase only", async () => {
    await post("m1", "p1", card({ time: "reserved", actor: { ...seraphine, phase: "done", reservedSlots: 5 } }));
    await expect(applyFinisher("m1")).rejects.toMatchObject({ code: "slots.notActivePhase" });
    expect(slots().dead).toBe(false);
  });

  test("a card by a player who does not own the executioner, or a forged one, is refused", async () => {
    await post("m2", "p2", card());
    await expect(applyFinisher("m2")).rejects.toMatchObject({ code: "gm.notOwner" });
    await post("m3", "p1", { ...card(), kind: "behead" });
    await expect(applyFinisher("m3")).rejects.toMatchObject({ code: "gm.noCard" });
    expect(slots().dead).toBe(false);
  });

  test("a stranger may not undo; the GM may", async () => {
    await post("m1", "p1", card());
    await applyFinisher("m1");
    expect(await undoFinisher("m1", userOf("p2"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(slots().dead).toBe(true);
    expect((await undoFinisher("m1", userOf("gm"))).ok).toBe(true);
    expect(slots().dead).toBe(false);
  });

  test("a Dismemberment adds the maim with its 24-round bleed-out from the card's round; Undo removes it", async () => {
    await post("m1", "p1", card({ kind: "maim", maim: { kind: "dismemberment", part: "leg", side: "left" } }));
    await applyFinisher("m1");
    expect(slots().maims).toEqual([{ kind: "dismemberment", part: "leg", side: "left", bleedOut: { startRound: 2, rounds: 24 } }]);
    expect(finished("m1")).toEqual({ undone: false, price: 0 });
    await undoFinisher("m1", userOf("p1"));
    expect(slots().maims).toEqual([]);
  });

  test("the card the GM first accepted counts: editing it afterwards changes nothing", async () => {
    await post("m1", "p1", card({ kind: "knockout" }));
    await applyFinisher("m1");
    await undoFinisher("m1", userOf("p1"));
    // The author edits their own card on their own client: the server lets them.
    await asUser(table, "p1", () => game.messages.get("m1")!.update({ flags: { fray: { slots: { finisher: card({ kind: "lethal" }) } } } } as never));
    await applyFinisher("m1");
    expect(slots()).toMatchObject({ dead: false, unconscious: { hoursLeft: 10 } });
  });
});
