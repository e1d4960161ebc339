import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import type { TrackAttackCard, TrackSoakMessage } from "../../../../src/view/track/card-messages";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * The permission matrix of every track GM query (docs/trust.md), cell by cell, on the server
 * double: who may ask (the GM, the owner of the side concerned, another player) and what the
 * server stamped (the request message's author, for queries that need a sender). Apply and the
 * final Healing Test carry no sender: they are justified by records the GM checks (who wrote the
 * card, who owns the actor); Undo, Hold and Act now need one. Hold and Act now are in
 * test/system/track/combat/passes.test.ts.
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
const { applyFinalTest } = await import("../../../../src/system/track/gm/final-test");
const { withSender } = await import("../../../../src/system/gm/sender");

const attack: TrackAttackCard = {
  attackerUuid: "Actor.ganger", attacker: "Ganger", weapon: "Heavy Pistol", targetUuid: "Actor.mara", target: "Mara", pool: 8, penalty: 0,
  dice: [6, 5, 5, 3, 2, 2, 1, 1], hits: 3, threshold: 1, success: true, netHits: 2, damage: 7, damageType: "lethal", category: "ballistics", extraDice: 0,
};
const soak: TrackSoakMessage = { attackMessageId: "a1", boughtHits: 2, dice: [5, 6, 2], poolSize: 9, soakHits: 4 };

let server: ServerDouble;
let mara: ActorDouble;
const track = () => mara.system["track"] as TrackActor;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  server.actor("ganger", { track: defaultTrackActor() }, ["p2"]);
  mara = server.actor("mara", { track: defaultTrackActor({ strength: 3, edge: 2, willpower: 3, armor: { ballistics: 4, melee: 2, heat: 1 } }) }, ["p1"]);
  server.message("a1", "p2", { fray: { track: { attack } } });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

/** fray.trackUndo as the active GM receives it from `user` (null: no request message at all). */
async function undoAskedBy(user: string | null, forgedCard?: string) {
  if (user !== null) server.message("req", user, { fray: { request: { query: "fray.trackUndo", messageId: forgedCard ?? "s1", targetIndex: null } } });
  return withSender("fray.trackUndo", { messageId: "s1", ...(user === null ? {} : { requestId: "req" }) }, (sender) => undoTrackSoak("s1", sender));
}

describe("fray.trackApply (no sender: the soak's author must own the target)", () => {
  test.each([
    ["the target's owner soaks", "p1", true],
    ["a GM soaks for the target", "gm", true],
    ["another player soaks", "p2", false],
  ] as const)("%s", async (_cell, author, allowed) => {
    server.message("s1", author, { fray: { track: { soak } } });
    if (allowed) expect((await applyTrackSoak("s1")).ok).toBe(true);
    else await expect(applyTrackSoak("s1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(track().slash).toBe(allowed ? 6 : 0);
  });
});

describe("fray.trackUndo (the sender the server stamped)", () => {
  beforeEach(async () => {
    server.message("s1", "p1", { fray: { track: { soak } } });
    await applyTrackSoak("s1");
  });

  test.each([
    ["the GM", "gm", true],
    ["the target's owner (who soaked)", "p1", true],
    ["the attacker's owner, who does not own the target", "p2", false],
  ] as const)("%s", async (_cell, user, allowed) => {
    const result = await undoAskedBy(user);
    expect(result.ok).toBe(allowed);
    expect(track().slash).toBe(allowed ? 0 : 6);
    expect(server.messages.has("req")).toBe(false);
  });

  test("no request message, or one naming another card, has no sender: refused", async () => {
    expect((await undoAskedBy(null)).ok).toBe(false);
    expect((await undoAskedBy("p1", "other")).ok).toBe(false);
    expect(track().slash).toBe(6);
  });
});

describe("fray.trackFinalTest (no sender: the card must be a GM's, the roll its actor's owner's)", () => {
  beforeEach(() => {
    mara.system["track"] = defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 0 } });
    server.message("c1", "gm", { fray: { track: { finalTest: { actorUuid: "Actor.mara", name: "Mara" } } } });
  });

  test.each([
    ["the owner rolls", "p1", true],
    ["a GM rolls for the actor", "gm", true],
    ["another player rolls", "p2", false],
  ] as const)("%s", async (_cell, roller, allowed) => {
    server.message("h1", roller, { fray: { track: { healing: { finalTestMessageId: "c1", dice: [5, 5, 5] } } } });
    if (allowed) expect((await applyFinalTest("h1")).ok).toBe(true);
    else await expect(applyFinalTest("h1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(track().dying).toEqual(allowed ? null : { secondsLeft: 0 });
  });
});
