/**
 * The track preview builds its sheet, card and tracker contexts with the adapter's own view-models
 * (src/view/track); here, that the sample documents give what the preview is there to show.
 */
import { describe, expect, test } from "vitest";
import { trackRollCardViewOf, trackSheetViewOf, trackSoakCardViewOf, trackStateOfDoc } from "../../../src/preview/track/contexts";
import { TRACK_NAMES, afterWound, terminalRecord } from "../../../src/preview/track/samples";
import { trackFightRound, trackFightSample } from "../../../src/preview/track/tracker";
import { CAR_DOOR_ID, MARA_ID, trackActorOf, trackSampleWorld } from "../../../src/preview/track/world";

const world = trackSampleWorld();

describe("the track preview's samples", () => {
  test("Mara's sheet shows her monitor and her weapons; edit mode adds the fields", () => {
    const view = trackSheetViewOf(trackActorOf(world, MARA_ID), false);
    expect(view.monitor?.boxes).toHaveLength(10);
    expect(view.weapons.length).toBeGreaterThan(0);
    expect(trackSheetViewOf(trackActorOf(world, MARA_ID), true).editMode).toBe(true);
  });

  test("the car door is an object", () => {
    expect(trackStateOfDoc(trackActorOf(world, CAR_DOOR_ID)).object).toBe(true);
  });

  test("the attack card waits for the soaker; the soak card shows the Terminal wound it applied", () => {
    const record = terminalRecord(afterWound(trackStateOfDoc(trackActorOf(world, MARA_ID)), "serious"), TRACK_NAMES.weapon);
    const roll = trackRollCardViewOf(record, TRACK_NAMES.target, TRACK_NAMES.soaker);
    expect(roll.waiting).toMatchObject({ data: expect.objectContaining({ user: TRACK_NAMES.soaker }) });
    const soak = trackSoakCardViewOf(TRACK_NAMES.target, record);
    expect(soak.result).not.toBeNull();
    expect(soak.pending).toBeNull();
  });

  test("the tracker's fight has a tie group acting now, an extra pass and a Dying badge; a player may hold only their own", () => {
    const gm = trackFightRound("gm");
    expect(gm.turns.map((c) => c.id)).toEqual(["ganger", "dez", "mara", "stalker", "stalker"]);
    expect(gm.view.rows.filter((r) => r.acting).map((r) => r.id)).toEqual(["dez", "mara"]);
    expect(gm.view.rows.flatMap((r) => r.badges.map((b) => b.kind))).toEqual(expect.arrayContaining(["dying", "passes"]));
    expect(gm.view.rows.filter((r) => r.canHold).map((r) => r.id)).toEqual(["dez", "mara"]);
    expect(trackFightRound("player").view.rows.filter((r) => r.canHold).map((r) => r.id)).toEqual(["mara"]);
    expect(trackFightSample()).toHaveLength(4);
  });
});
