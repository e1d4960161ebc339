import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import { defaultSlotsItem } from "../../../../src/core/slots/item";
import type { SlotsAttackCard } from "../../../../src/view/slots/attack-card";
import { type FrayTable, actorOf, actorWrites, asUser, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * The GM side of slots attack cards on the Foundry simulation: message authors stamped by the
 * creating client, writes checked by the server against ownership, record ids claimed once. The
 * rules, the GM records, the actor readers (Fray's data models) and the handlers are the real code.
 */
const { applySlotsTarget, undoSlotsTarget } = await import("../../../../src/system/slots/gm/apply");

const character = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), ...over });
const seraphine = character({ strength: 18, vitality: 6, hp: 222, accuracy: 2, agility: 2, actionSlots: 7, phase: "active" });
const hound = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 4, hp: 88, agility: 1, awareness: 3, weakness: { ripping: 2 } });

/** Gladius-like: (v:8&Potency) ripping, 3 Bleed on a hit. Seraphine's Strength 18: +7, ×2 (S-12). */
const knife = { ...defaultSlotsItem(), cost: "2AS|3RS|4FP", types: ["ripping"], damage: { die: 8, potency: true, flat: 0 }, onHit: { ...defaultSlotsItem().onHit, bleed: 3 } };
const card = (accuracy: number, damage: number): SlotsAttackCard => ({
  version: 1,
  attackerUuid: "Actor.seraphine",
  attackerName: "Seraphine",
  itemName: "Serrated Gladius",
  item: knife,
  attacker: seraphine,
  time: "active",
  round: 1,
  rolls: { accuracy, damage },
  targets: [{ actorUuid: "Actor.hound", name: "Thorn Hound", construct: false }],
});

let table: FrayTable;
/** The hound's slots as stored. */
const slots = () => (actorOf("hound").toObject() as { system: { slots: SlotsActor } }).system.slots;
/** The hound as seeded. */
let seeded: SlotsActor;
const post = (id: string, authorId: string, attack: unknown) => postFlags(table, authorId, id, { slots: { attack } });
const writes = () => actorWrites(table.world);

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "slots" });
  seedActor(table.world, { id: "seraphine", system: { slots: seraphine }, owners: ["p1"] });
  seedActor(table.world, { id: "hound", type: "npc", system: { slots: hound() } });
  seeded = slots();
});

describe("slots Apply and Undo on the active GM", () => {
  test("a hit deals (5 + 7) × 2 = 24 ripping, ×2 for the hound's weakness = 48, and 3 Bleed, once", async () => {
    await post("m1", "p1", card(10, 5));
    expect(await applySlotsTarget("m1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(slots()).toMatchObject({ hp: 40, bleed: 3 });
    await expect(applySlotsTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(slots()).toMatchObject({ hp: 40, bleed: 3 });
    expect(writes()).toHaveLength(1);
  });

  test("two Apply requests arriving together apply once", async () => {
    await post("m1", "p1", card(10, 5));
    const results = await Promise.allSettled([applySlotsTarget("m1", 0), applySlotsTarget("m1", 0)]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(slots().hp).toBe(40);
  });

  test("Undo restores exactly what Apply changed; then Apply works again", async () => {
    await post("m1", "p1", card(10, 5));
    const before = structuredClone(slots());
    await applySlotsTarget("m1", 0);
    expect(await undoSlotsTarget("m1", 0, userOf("p1"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(slots()).toEqual(before);
    await expect(undoSlotsTarget("m1", 0, userOf("p1"))).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applySlotsTarget("m1", 0)).ok).toBe(true);
    expect(slots().hp).toBe(40);
  });

  test("the card the GM first accepted counts: its author editing the rolls afterwards changes nothing", async () => {
    await post("m1", "p1", card(10, 5));
    await applySlotsTarget("m1", 0);
    await undoSlotsTarget("m1", 0, userOf("p1"));
    // The author edits their own card on their own client: the server lets them.
    await asUser(table, "p1", () => game.messages.get("m1")!.update({ flags: { fray: { slots: { attack: card(20, 8) } } } } as never));
    await applySlotsTarget("m1", 0);
    expect(slots().hp).toBe(40);
  });

  test("a card whose author does not own the attacker, or a forged card, is refused", async () => {
    await post("m2", "p2", card(10, 5));
    await expect(applySlotsTarget("m2", 0)).rejects.toMatchObject({ code: "gm.notOwner" });
    await post("m3", "p1", { ...card(10, 5), rolls: { accuracy: 25, damage: 5 } });
    await expect(applySlotsTarget("m3", 0)).rejects.toMatchObject({ code: "gm.noCard" });
    expect(slots().hp).toBe(88);
  });

  test("a stranger may not undo; a GM may", async () => {
    await post("m1", "p1", card(10, 5));
    await applySlotsTarget("m1", 0);
    expect(await undoSlotsTarget("m1", 0, userOf("p2"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(slots().hp).toBe(40);
    expect((await undoSlotsTarget("m1", 0, userOf("gm"))).ok).toBe(true);
    expect(slots().hp).toBe(88);
  });

  test("a miss is refused nothing but changes nothing either", async () => {
    await post("m1", "p1", card(1, 5));
    await applySlotsTarget("m1", 0);
    expect(slots()).toEqual(seeded);
  });
});
