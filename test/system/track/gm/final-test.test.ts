import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * The final Healing Test on the active GM (docs/rules/track.md §5.7): the card must be the GM's,
 * the roll its actor's owner's; the hits are recounted; one test per card.
 */
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && actor.testUserPermission(user, "OWNER"),
}));
vi.mock("../../../../src/system/track/actor-state", () => ({ trackStateOf: (a: ActorDouble) => ({ ...defaultTrackActor(), ...(a.system["track"] as object) }) }));

const { applyFinalTest } = await import("../../../../src/system/track/gm/final-test");

let server: ServerDouble;
let mara: ActorDouble;
const track = () => mara.system["track"] as TrackActor;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  mara = server.actor("mara", { track: defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 0 } }) }, ["p1"]);
  server.message("c1", "gm", { fray: { track: { finalTest: { actorUuid: "Actor.mara", name: "Mara" } } } });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("the final Healing Test", () => {
  test("no hits: dead", async () => {
    server.message("h1", "p1", { fray: { track: { healing: { finalTestMessageId: "c1", dice: [1, 2, 3] } } } });
    expect((await applyFinalTest("h1")).ok).toBe(true);
    expect(track()).toMatchObject({ dead: true, dying: null });
  });

  test("three hits: stabilized; a second roll for the same card is refused", async () => {
    server.message("h1", "p1", { fray: { track: { healing: { finalTestMessageId: "c1", dice: [5, 6, 5, 1] } } } });
    await applyFinalTest("h1");
    expect(track()).toMatchObject({ dead: false, dying: null });
    server.message("h2", "p1", { fray: { track: { healing: { finalTestMessageId: "c1", dice: [1] } } } });
    await expect(applyFinalTest("h2")).rejects.toMatchObject({ code: "ledger.applied" });
    expect(track().dead).toBe(false);
  });

  test("a card a player wrote, or a roll by someone who does not own the actor, is refused", async () => {
    server.message("c2", "p1", { fray: { track: { finalTest: { actorUuid: "Actor.mara", name: "Mara" } } } });
    server.message("h1", "p1", { fray: { track: { healing: { finalTestMessageId: "c2", dice: [5, 5, 5] } } } });
    await expect(applyFinalTest("h1")).rejects.toMatchObject({ code: "gm.noCard" });
    server.message("h2", "p2", { fray: { track: { healing: { finalTestMessageId: "c1", dice: [5, 5, 5] } } } });
    await expect(applyFinalTest("h2")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(track()).toMatchObject({ dying: { secondsLeft: 0 } });
  });
});
