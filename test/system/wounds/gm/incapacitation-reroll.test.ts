import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type WoundsActor, woundsDefaultsFor } from "../../../../src/core/wounds";
import type { WoundsAttackCard } from "../../../../src/system/wounds/attack/attack-card";
import { type FrayTable, actorOf, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * A Benny rerolls the Incapacitation Vigor roll (docs/rules/wounds.md §5.6, §5.10): every roll on
 * the one message, the best counting; the active GM applies it once and pays one Benny per reroll
 * — the character's own, else the GM's pool for the GM's Wild Card, never the pool for a player's
 * character — and the hit's Undo gives back exactly the Bennies and the pool. A critical failure
 * is never rerolled. On the Foundry simulation, with real actors and messages their authors'
 * clients created; the rules, records and handlers are the real code.
 */
const { applyWoundsTarget, undoWoundsTarget } = await import("../../../../src/system/wounds/gm/apply");
const { applyIncapacitation } = await import("../../../../src/system/wounds/gm/incapacitation");
const { gmPoolOf, gmPoolWrite } = await import("../../../../src/system/wounds/bennies/gm-pool");
const { applyWrites } = await import("../../../../src/system/gm/records/apply-writes");

const d6 = { sides: 6 as const, mod: 0 };
const taken = (over: Partial<WoundsActor> = {}): WoundsActor => ({ ...woundsDefaultsFor("character"), traits: { ...woundsDefaultsFor("character").traits, vigor: d6 }, wounds: 3, ...over });

/** A hit of 9 damage against Toughness 5 on a character already at three Wounds: Incapacitated. */
function hit(target: string): WoundsAttackCard {
  return {
    attacker: { actorUuid: "Actor.bandit", name: "Bandit" },
    weapon: { name: "Axe", profile: { damage: { strength: false, dice: [{ sides: 12 }], flat: 0 }, ap: 0, skill: "fighting" } },
    attack: { die: { sides: 8, mod: 0 }, chain: [6], wildChain: [2], modifier: 0, tn: 4 },
    damage: { dice: [{ sides: 12, chain: [9] }], flat: 0, raise: false },
    targets: [{ actorUuid: `Actor.${target}`, name: target }],
  };
}

// With −3 for the Wounds: a failure (3 − 3 = 0), a success (7 − 3 = 4), a critical failure (both dice 1).
const FAIL = { chain: [2], wildChain: [3] };
const SUCCESS = { chain: [6, 1], wildChain: [2] };
const CRITICAL = { chain: [1], wildChain: [1] };

let table: FrayTable;
/** An actor's wounds as stored. */
const state = (id: string) => (actorOf(id).toObject() as { system: { wounds: WoundsActor } }).system.wounds;
const asUser = userOf;

async function takenOut(id: string, target: string): Promise<void> {
  await postFlags(table, "gm", id, { wounds: { attack: hit(target) } });
  await applyWoundsTarget(id, 0);
  expect(state(target).incapacitated).toBe(true);
}
const vigor = (id: string, author: string, attackMessageId: string, rolls: object[]) =>
  postFlags(table, author, id, { wounds: { incapacitationRoll: { attackMessageId, targetIndex: 0, rolls, injury: { roll2d6: 7, subRoll: 2 } } } });

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "wounds" });
  seedActor(table.world, { id: "bandit", type: "npc", system: { wounds: woundsDefaultsFor("npc") } });
  seedActor(table.world, { id: "red", system: { wounds: taken({ bennies: 2 }) }, owners: ["p1"] });
  // The GM's Wild Card: no player owns it.
  seedActor(table.world, { id: "chief", system: { wounds: taken({ bennies: 0 }) } });
  await applyWrites([await gmPoolWrite(2)]);
});

describe("a Benny rerolls the Incapacitation roll", () => {
  test("a failure rerolled to a success: an injury until healed, not Bleeding Out; one of the character's Bennies, once; the hit's Undo gives it back", async () => {
    const before = structuredClone(state("red"));
    await takenOut("m1", "red");
    await vigor("i1", "p1", "m1", [FAIL, SUCCESS]);
    expect(await applyIncapacitation("m1", 0)).toEqual({ ok: true, message: "FRAY.Wounds.Chat.Incapacitation.injured" });
    expect(state("red")).toMatchObject({ bennies: 1, bleedingOut: false });
    expect(state("red").injuries[0]).toMatchObject({ duration: "untilHealed" });
    await expect(applyIncapacitation("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(state("red").bennies).toBe(1);
    expect(gmPoolOf()).toBe(2);
    await undoWoundsTarget("m1", 0, asUser("gm"));
    expect(state("red")).toEqual(before);
  });

  test("more rerolls than Bennies are refused, and nothing is applied", async () => {
    await takenOut("m1", "red");
    // Three rerolls, two Bennies.
    await vigor("i1", "p1", "m1", [FAIL, FAIL, FAIL, SUCCESS]);
    await expect(applyIncapacitation("m1", 0)).rejects.toMatchObject({ code: "benny.none" });
    expect(state("red")).toMatchObject({ bennies: 2, bleedingOut: false, injuries: [] });
  });

  test("a player's character never draws on the GM's pool", async () => {
    seedActor(table.world, { id: "red", system: { wounds: taken({ bennies: 0 }) }, owners: ["p1"] });
    await takenOut("m1", "red");
    await vigor("i1", "p1", "m1", [FAIL, SUCCESS]);
    await expect(applyIncapacitation("m1", 0)).rejects.toMatchObject({ code: "benny.none" });
    expect(gmPoolOf()).toBe(2);
  });

  test("a critical failure stands: a roll after it is refused", async () => {
    await takenOut("m1", "red");
    await vigor("i1", "p1", "m1", [CRITICAL, SUCCESS]);
    await expect(applyIncapacitation("m1", 0)).rejects.toMatchObject({ code: "reroll.criticalFailure" });
    expect(state("red")).toMatchObject({ dead: false, bennies: 2 });
  });

  test("the GM's Wild Card with no Benny of its own pays from the pool; the hit's Undo gives the pool back", async () => {
    const before = structuredClone(state("chief"));
    await takenOut("m1", "chief");
    await vigor("i1", "gm", "m1", [FAIL, SUCCESS]);
    expect((await applyIncapacitation("m1", 0)).ok).toBe(true);
    expect(gmPoolOf()).toBe(1);
    expect(state("chief")).toMatchObject({ bennies: 0, bleedingOut: false });
    await undoWoundsTarget("m1", 0, asUser("gm"));
    expect(gmPoolOf()).toBe(2);
    expect(state("chief")).toEqual(before);
  });

  test("a player's reroll of another player's character does not count", async () => {
    await takenOut("m1", "red");
    await vigor("i1", "p2", "m1", [FAIL, SUCCESS]);
    expect(await applyIncapacitation("m1", 0)).toMatchObject({ ok: false, message: "FRAY.Wounds.Chat.Error.NoIncapacitationRoll" });
    expect(state("red").bennies).toBe(2);
  });
});
