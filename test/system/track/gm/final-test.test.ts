import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import { type FrayTable, actorOf, frayTable, postFlags, seedActor } from "../../../sim/fixtures";

/**
 * The final Healing Test on the active GM (docs/rules/track.md §5.7), on the Foundry simulation:
 * the card must be the GM's, the roll its actor's owner's; the hits are recounted; one test per
 * card.
 */
const { applyFinalTest } = await import("../../../../src/system/track/gm/final-test");

let table: FrayTable;
const track = () => (actorOf("mara").toObject() as { system: { track: TrackActor } }).system.track;
const healing = (author: string, id: string, finalTestMessageId: string, dice: number[]) => postFlags(table, author, id, { track: { healing: { finalTestMessageId, dice } } });

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "track" });
  seedActor(table.world, { id: "mara", system: { track: defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: 0 } }) }, owners: ["p1"] });
  await postFlags(table, "gm", "c1", { track: { finalTest: { actorUuid: "Actor.mara", name: "Mara" } } });
});

describe("the final Healing Test", () => {
  test("no hits: dead", async () => {
    await healing("p1", "h1", "c1", [1, 2, 3]);
    expect((await applyFinalTest("h1")).ok).toBe(true);
    expect(track()).toMatchObject({ dead: true, dying: null });
  });

  test("three hits: stabilized; a second roll for the same card is refused", async () => {
    await healing("p1", "h1", "c1", [5, 6, 5, 1]);
    await applyFinalTest("h1");
    expect(track()).toMatchObject({ dead: false, dying: null });
    await healing("p1", "h2", "c1", [1]);
    await expect(applyFinalTest("h2")).rejects.toMatchObject({ code: "ledger.applied" });
    expect(track().dead).toBe(false);
  });

  test("a card a player wrote, or a roll by someone who does not own the actor, is refused", async () => {
    await postFlags(table, "p1", "c2", { track: { finalTest: { actorUuid: "Actor.mara", name: "Mara" } } });
    await healing("p1", "h1", "c2", [5, 5, 5]);
    await expect(applyFinalTest("h1")).rejects.toMatchObject({ code: "gm.noCard" });
    await healing("p2", "h2", "c1", [5, 5, 5]);
    await expect(applyFinalTest("h2")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(track()).toMatchObject({ dying: { secondsLeft: 0 } });
  });
});
