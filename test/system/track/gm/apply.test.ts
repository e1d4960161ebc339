import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import type { TrackAttackCard, TrackSoakMessage } from "../../../../src/view/track/card-messages";
import { type FrayTable, actorOf, actorWrites, asUser, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * The track GM steps on the Foundry simulation: the attack card and the soak message are
 * messages their authors' own clients created (the server stamps the author), the actors are
 * read through Fray's own data models, the soak is recounted on the target's own pool, the wound
 * is applied once through the GM record book, and Undo puts the monitor back.
 */
const { applyTrackSoak, undoTrackSoak } = await import("../../../../src/system/track/gm/apply");

/** Mara of the rules journal: Strength 3, Edge 2, Willpower 3, ballistic armor 4. */
const maraState = (): TrackActor => defaultTrackActor({ strength: 3, edge: 2, willpower: 3, armor: { ballistics: 4, melee: 2, heat: 1 } });

const attack = (over: Partial<TrackAttackCard> = {}): TrackAttackCard => ({
  attackerUuid: "Actor.ganger",
  attacker: "Ganger",
  weapon: "Heavy Pistol",
  targetUuid: "Actor.mara",
  target: "Mara",
  pool: 8,
  penalty: 0,
  dice: [6, 5, 5, 3, 2, 2, 1, 1],
  hits: 3,
  threshold: 1,
  success: true,
  netHits: 2,
  damage: 7,
  damageType: "lethal",
  category: "ballistics",
  extraDice: 0,
  ...over,
});
const soak = (over: Partial<TrackSoakMessage> = {}): TrackSoakMessage => ({ attackMessageId: "a1", boughtHits: 2, dice: [5, 6, 2], poolSize: 9, soakHits: 4, ...over });

let table: FrayTable;
const track = () => (actorOf("mara").toObject() as { system: { track: TrackActor } }).system.track;
const writes = () => actorWrites(table.world);
const attackBy = (author: string, card: TrackAttackCard = attack()) => postFlags(table, author, "a1", { track: { attack: card } });
const soakBy = (author: string, message: TrackSoakMessage = soak()) => postFlags(table, author, "s1", { track: { soak: message } });

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "track" });
  // The ganger carries the Heavy Pistol of the journal: damage 5, lethal, ballistics.
  seedActor(table.world, { id: "ganger", system: { track: defaultTrackActor() }, owners: ["p2"] });
  seedActor(table.world, { id: "mara", system: { track: maraState() }, owners: ["p1"] });
});

describe("Apply and Undo of a soaked attack on the active GM", () => {
  test("the journal's first shot: 7 damage, 4 soak hits, a Serious wound of six Lethal boxes, applied once", async () => {
    await attackBy("p2");
    await soakBy("p1");
    const before = writes().length;
    expect(await applyTrackSoak("s1")).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(track()).toMatchObject({ slash: 6, back: 6, bar: 0, dying: null, dead: false });
    const result = (game.messages.get("s1")!.flags as { fray: { track: { result: { record: { wound: string; netDamage: number }; undone: boolean } } } }).fray.track.result;
    expect(result).toMatchObject({ record: { wound: "serious", netDamage: 3 }, undone: false });
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "ledger.applied" });
    expect(writes().length - before).toBe(1);
  });

  test("the soak is recounted from its dice on the target's own pool: a claimed soakHits is ignored", async () => {
    await attackBy("p2");
    await soakBy("p1", { ...soak(), soakHits: 7, dice: [1, 1, 2] });
    await applyTrackSoak("s1");
    // 2 bought + 0 rolled hits: Net Damage 5 is Terminal.
    expect(track()).toMatchObject({ slash: 10, back: 10, dying: { secondsLeft: 300 } });
  });

  test("a soak that rolls more dice than the pool leaves is refused before anything is written", async () => {
    await attackBy("p2");
    await soakBy("p1", soak({ dice: [5, 6, 5, 5] }));
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "soak.countMismatch" });
    expect(writes()).toHaveLength(0);
  });

  test("the attack's hits are recounted from its dice, and the damage read from the attacker's own weapon", async () => {
    table.world.seed("Actor", {
      _id: "ganger",
      name: "Ganger",
      type: "character",
      system: { track: defaultTrackActor() },
      ownership: { default: 0, p2: 3 },
      items: [{ _id: "pistol", name: "Heavy Pistol", type: "weapon", system: { track: { damage: 5, damageType: "lethal", category: "ballistics", autofire: false } } }],
    });
    await attackBy("p2", attack({ hits: 8, netHits: 7, damage: 30, weaponUuid: "Actor.ganger.Item.pistol" }));
    await soakBy("p1");
    await applyTrackSoak("s1");
    // 5 (the pistol) + 2 net hits from the dice = 7; 4 soak hits: Serious.
    expect(track()).toMatchObject({ slash: 6, back: 6 });
  });

  test("Undo writes back exactly the monitor Apply found; then Apply works again", async () => {
    seedActor(table.world, { id: "mara", system: { track: { ...maraState(), slash: 2, back: 1 } }, owners: ["p1"] });
    const before = structuredClone(track());
    await attackBy("p2");
    await soakBy("p1");
    await applyTrackSoak("s1");
    expect(track()).toMatchObject({ slash: 8, back: 7 });
    expect(await undoTrackSoak("s1", userOf("p1"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(track()).toEqual(before);
    await expect(undoTrackSoak("s1", userOf("p1"))).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyTrackSoak("s1")).ok).toBe(true);
    expect(track()).toMatchObject({ slash: 8, back: 7 });
  });

  test("an Undo asked by someone who acts for neither side is refused", async () => {
    await attackBy("p2");
    await soakBy("p1");
    await applyTrackSoak("s1");
    expect(await undoTrackSoak("s1", userOf("p2"))).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(track()).toMatchObject({ slash: 6 });
  });

  test("a soak posted by someone who does not own the target is refused", async () => {
    await attackBy("p2");
    await soakBy("p2");
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(writes()).toHaveLength(0);
  });

  test("an attack card whose author does not own the attacker is refused", async () => {
    await attackBy("p1");
    await soakBy("p1");
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(writes()).toHaveLength(0);
  });

  test("a miss has no wound to apply", async () => {
    await attackBy("p2", attack({ dice: [1, 2, 3, 4, 1, 2, 3, 4] }));
    await soakBy("p1");
    expect(await applyTrackSoak("s1")).toEqual({ ok: false, message: "FRAY.Track.Chat.Error.Missed" });
    expect(writes()).toHaveLength(0);
  });

  test("the card as first accepted counts: an edit by its author afterwards changes nothing", async () => {
    await attackBy("p2");
    await soakBy("p1");
    await applyTrackSoak("s1");
    await undoTrackSoak("s1", userOf("gm"));
    // The attacker's owner rewrites their own card on their own client: the server lets them.
    await asUser(table, "p2", () => game.messages.get("a1")!.update({ flags: { fray: { track: { attack: attack({ dice: [6, 6, 6, 6, 6, 6, 6, 6] }) } } } } as never));
    expect((game.messages.get("a1")!.flags as { fray: { track: { attack: TrackAttackCard } } }).fray.track.attack.dice).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
    await applyTrackSoak("s1");
    expect(track()).toMatchObject({ slash: 6, back: 6, dying: null });
  });
});
