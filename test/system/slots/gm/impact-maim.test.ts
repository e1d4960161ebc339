import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import { defaultSlotsItem } from "../../../../src/core/slots/item";
import type { SlotsAttackCard } from "../../../../src/view/slots/attack-card";
import { type FrayTable, actorOf, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * An Impact's maim through the GM's Apply and Undo (docs/rules/slots.md §5.7 step 6; seed: "Impact
 * AoE may Maim Unarmored Victims. 50% Chance without them being Vulnerable, 100% Chance on
 * Vulnerable"): the (v:100) on the card decides, the maim lands with the damage, Undo takes it back.
 * On the Foundry simulation, with real actors and messages created on their authors' clients.
 */

const { applySlotsTarget, undoSlotsTarget } = await import("../../../../src/system/slots/gm/apply");

const attacker: SlotsActor = { ...slotsRuleset.actor.defaults({ kind: "character" }), accuracy: 2, agility: 2, actionSlots: 7, phase: "active" };
const victim = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 4, hp: 88 });
/** A flat 10 striking Impact. */
const hammer = { ...defaultSlotsItem(), cost: "3AS", types: ["striking"], aoe: "impact" as const, damage: { die: 0, potency: false, flat: 10 } };
const card = (maim: number): SlotsAttackCard => ({
  version: 1,
  attackerUuid: "Actor.att",
  attackerName: "Brute",
  itemName: "Falling Hammer",
  item: hammer,
  attacker,
  time: "active",
  round: 3,
  rolls: { accuracy: 15, maim, impactMaim: { kind: "dismemberment", part: "arm", side: "left" } },
  targets: [{ actorUuid: "Actor.vic", name: "Victim", construct: false }],
});

let table: FrayTable;
/** The victim's slots as stored. */
const slots = () => (actorOf("vic").toObject() as { system: { slots: SlotsActor } }).system.slots;
const flagsOf = (id: string) => game.messages.get(id)!.flags;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "slots" });
  seedActor(table.world, { id: "att", system: { slots: attacker }, owners: ["p1"] });
  seedActor(table.world, { id: "vic", type: "npc", system: { slots: victim() } });
});

describe("an Impact's maim on the GM's Apply", () => {
  test("a natural 50 against the 50% of a victim that is not Vulnerable maims it, its bleed-out counted from the card's round; Undo is exact", async () => {
    await postFlags(table, "p1", "m1", { slots: { attack: card(50) } });
    const before = structuredClone(slots());
    expect((await applySlotsTarget("m1", 0)).ok).toBe(true);
    expect(flagsOf("m1")).toMatchObject({ fray: { slots: { applied: { "0": { dealt: 10, undone: false, maim: { chance: 50, maimed: true } } } } } });
    expect(slots().hp).toBe(78);
    expect(slots().maims).toEqual([{ kind: "dismemberment", part: "arm", side: "left", bleedOut: { startRound: 3, rounds: 24 } }]);
    expect((await undoSlotsTarget("m1", 0, userOf("p1"))).ok).toBe(true);
    expect(slots()).toEqual(before);
    expect(flagsOf("m1")).toMatchObject({ fray: { slots: { applied: { "0": { undone: true, maim: { chance: 50, maimed: true } } } } } });
  });

  test("a natural 51 against 50% deals the damage and maims nothing", async () => {
    await postFlags(table, "p1", "m1", { slots: { attack: card(51) } });
    await applySlotsTarget("m1", 0);
    expect(slots()).toMatchObject({ hp: 78, maims: [] });
  });

  test("an armored victim is never maimed, whatever the roll", async () => {
    seedActor(table.world, { id: "vic", type: "npc", system: { slots: { ...victim(), armor: { durability: 30, maxDurability: 30 } } } });
    await postFlags(table, "p1", "m1", { slots: { attack: card(1) } });
    await applySlotsTarget("m1", 0);
    expect(slots().maims).toEqual([]);
  });

  test("a card that names a maim for an effect that is no Impact is refused", async () => {
    await postFlags(table, "p1", "m1", { slots: { attack: { ...card(1), item: { ...hammer, aoe: "none" } } } });
    const before = slots();
    await expect(applySlotsTarget("m1", 0)).rejects.toMatchObject({ code: "gm.noCard" });
    expect(slots()).toEqual(before);
  });
});
