import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import type { TrackAttackCard, TrackSoakMessage } from "../../../../src/view/track/card-messages";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * The track GM steps on a double of what the server enforces (server-double.ts): the attack
 * card and the soak message are read without trust, the soak is recounted on the target's own
 * pool, the wound is applied once through the GM record book, and Undo puts the monitor back.
 * The rules, the records and the handler are the real code; only the actor readers are stand-ins.
 */
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && actor.testUserPermission(user, "OWNER"),
}));
vi.mock("../../../../src/system/track/actor-state", () => ({
  trackStateOf: (a: ActorDouble) => ({ ...defaultTrackActor(), ...(a.system["track"] as object) }),
  storedTrackOf: (a: ActorDouble) => a.system["track"],
  trackWeaponOf: () => ({ damage: 5, damageType: "lethal", category: "ballistics", autofire: false }),
}));

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

let server: ServerDouble;
let mara: ActorDouble;
const track = () => mara.system["track"] as TrackActor;
const actorWrites = () => server.calls.filter((c) => c.startsWith("Actor."));

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  server.actor("ganger", { track: defaultTrackActor() }, ["p2"]);
  mara = server.actor("mara", { track: maraState() }, ["p1"]);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("Apply and Undo of a soaked attack on the active GM", () => {
  test("the journal's first shot: 7 damage, 4 soak hits, a Serious wound of six Lethal boxes, applied once", async () => {
    server.message("a1", "p2", { fray: { track: { attack: attack() } } });
    server.message("s1", "p1", { fray: { track: { soak: soak() } } });
    expect(await applyTrackSoak("s1")).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(track()).toMatchObject({ slash: 6, back: 6, bar: 0, dying: null, dead: false });
    const result = (server.messages.get("s1")!.flags as { fray: { track: { result: { record: { wound: string; netDamage: number }; undone: boolean } } } }).fray.track.result;
    expect(result).toMatchObject({ record: { wound: "serious", netDamage: 3 }, undone: false });
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "ledger.applied" });
    expect(actorWrites()).toHaveLength(1);
  });

  test("the soak is recounted from its dice on the target's own pool: a claimed soakHits is ignored", async () => {
    server.message("a1", "p2", { fray: { track: { attack: attack() } } });
    server.message("s1", "p1", { fray: { track: { soak: { ...soak(), soakHits: 7, dice: [1, 1, 2] } } } });
    await applyTrackSoak("s1");
    // 2 bought + 0 rolled hits: Net Damage 5 is Terminal.
    expect(track()).toMatchObject({ slash: 10, back: 10, dying: { secondsLeft: 300 } });
  });

  test("a soak that rolls more dice than the pool leaves is refused before anything is written", async () => {
    server.message("a1", "p2", { fray: { track: { attack: attack() } } });
    server.message("s1", "p1", { fray: { track: { soak: soak({ dice: [5, 6, 5, 5] }) } } });
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "soak.countMismatch" });
    expect(actorWrites()).toHaveLength(0);
  });

  test("the attack's hits are recounted from its dice, and the damage read from the attacker's own weapon", async () => {
    const ganger = server.actors.get("ganger") as ActorDouble & { items: Map<string, unknown> };
    ganger.items = new Map([["pistol", { type: "weapon", name: "Heavy Pistol", id: "pistol", system: {} }]]);
    server.message("a1", "p2", { fray: { track: { attack: attack({ hits: 8, netHits: 7, damage: 30, weaponUuid: "Actor.ganger.Item.pistol" }) } } });
    server.message("s1", "p1", { fray: { track: { soak: soak() } } });
    await applyTrackSoak("s1");
    // 5 (the pistol) + 2 net hits from the dice = 7; 4 soak hits: Serious.
    expect(track()).toMatchObject({ slash: 6, back: 6 });
  });

  test("Undo writes back exactly the monitor Apply found; then Apply works again", async () => {
    mara.system["track"] = { ...maraState(), slash: 2, back: 1 };
    const before = structuredClone(mara.system["track"]);
    server.message("a1", "p2", { fray: { track: { attack: attack() } } });
    server.message("s1", "p1", { fray: { track: { soak: soak() } } });
    await applyTrackSoak("s1");
    expect(track()).toMatchObject({ slash: 8, back: 7 });
    expect(await undoTrackSoak("s1", server.user("p1") as unknown as User.Implementation)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(mara.system["track"]).toEqual(before);
    await expect(undoTrackSoak("s1", server.user("p1") as unknown as User.Implementation)).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyTrackSoak("s1")).ok).toBe(true);
    expect(track()).toMatchObject({ slash: 8, back: 7 });
  });

  test("an Undo asked by someone who acts for neither side is refused", async () => {
    server.message("a1", "p2", { fray: { track: { attack: attack() } } });
    server.message("s1", "p1", { fray: { track: { soak: soak() } } });
    await applyTrackSoak("s1");
    expect(await undoTrackSoak("s1", server.user("p2") as unknown as User.Implementation)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(track()).toMatchObject({ slash: 6 });
  });

  test("a soak posted by someone who does not own the target is refused", async () => {
    server.message("a1", "p2", { fray: { track: { attack: attack() } } });
    server.message("s1", "p2", { fray: { track: { soak: soak() } } });
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(actorWrites()).toHaveLength(0);
  });

  test("an attack card whose author does not own the attacker is refused", async () => {
    server.message("a1", "p1", { fray: { track: { attack: attack() } } });
    server.message("s1", "p1", { fray: { track: { soak: soak() } } });
    await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(actorWrites()).toHaveLength(0);
  });

  test("a miss has no wound to apply", async () => {
    server.message("a1", "p2", { fray: { track: { attack: attack({ dice: [1, 2, 3, 4, 1, 2, 3, 4] }) } } });
    server.message("s1", "p1", { fray: { track: { soak: soak() } } });
    expect(await applyTrackSoak("s1")).toEqual({ ok: false, message: "FRAY.Track.Chat.Error.Missed" });
    expect(actorWrites()).toHaveLength(0);
  });

  test("the card as first accepted counts: an edit by its author afterwards changes nothing", async () => {
    server.message("a1", "p2", { fray: { track: { attack: attack() } } });
    server.message("s1", "p1", { fray: { track: { soak: soak() } } });
    await applyTrackSoak("s1");
    await undoTrackSoak("s1", server.user("gm") as unknown as User.Implementation);
    const message = server.messages.get("a1")!;
    (message.flags as { fray: { track: { attack: TrackAttackCard } } }).fray.track.attack = attack({ dice: [6, 6, 6, 6, 6, 6, 6, 6] });
    await applyTrackSoak("s1");
    expect(track()).toMatchObject({ slash: 6, back: 6, dying: null });
  });
});
