/**
 * The track preview builds its sheet and card contexts beside the adapter's (the preview may not
 * import src/system): for the same documents they must be the same view-models, so the preview
 * shows what Foundry shows.
 */
import { describe, expect, test } from "vitest";
import { trackSheetView } from "../../../src/system/track/apps/sheet-view";
import { rollCardView, soakCardView } from "../../../src/system/track/chat/card-views";
import { TRACK_ACTOR_LAYOUT } from "../../../src/preview/track/windows";
import { TRACK_CHARACTER_LAYOUT, TRACK_NPC_LAYOUT } from "../../../src/system/track/apps/layout";
import { trackRollCardViewOf, trackSheetViewOf, trackSoakCardViewOf, trackStateOfDoc } from "../../../src/preview/track/contexts";
import { TRACK_NAMES, afterWound, terminalRecord } from "../../../src/preview/track/samples";
import { CAR_DOOR_ID, MARA_ID, trackActorOf, trackSampleWorld } from "../../../src/preview/track/world";
import { sheetItems } from "../../../src/preview/page/sheet-context";

const world = trackSampleWorld();

describe("the track preview's contexts are the adapter's", () => {
  test.each([MARA_ID, CAR_DOOR_ID])("the sheet of %s", (id) => {
    const doc = trackActorOf(world, id);
    for (const editMode of [false, true]) {
      const system = trackSheetView({
        name: doc.name,
        img: doc.img,
        type: doc.type === "npc" ? "npc" : "character",
        state: trackStateOfDoc(doc),
        stored: doc.system["track"] as Record<string, unknown>,
        items: sheetItems(doc),
        editMode,
      });
      expect(trackSheetViewOf(doc, editMode)).toEqual(system);
    }
  });

  test("the sheet windows' layouts", () => {
    expect(TRACK_ACTOR_LAYOUT("character")).toEqual(TRACK_CHARACTER_LAYOUT);
    expect(TRACK_ACTOR_LAYOUT("npc")).toEqual(TRACK_NPC_LAYOUT);
  });

  test("the attack and soak cards", () => {
    const record = terminalRecord(afterWound(trackStateOfDoc(trackActorOf(world, MARA_ID)), "serious"), TRACK_NAMES.weapon);
    const roll = record.roll!;
    const card = {
      attackerUuid: "Actor.g",
      attacker: record.attacker,
      weapon: TRACK_NAMES.weapon,
      targetUuid: "Actor.m",
      target: TRACK_NAMES.target,
      pool: roll.pool,
      penalty: roll.penalty,
      dice: roll.dice,
      hits: roll.hits,
      threshold: roll.threshold,
      success: roll.success,
      netHits: roll.netHits,
      damage: record.damage,
      damageType: "lethal" as const,
      category: "ballistics" as const,
      extraDice: 0,
    };
    expect(trackRollCardViewOf(record, TRACK_NAMES.target, TRACK_NAMES.soaker)).toEqual(rollCardView(card, { soaker: TRACK_NAMES.soaker, soaked: false, canSoak: true }));
    const soak = { attackMessageId: "a", ...record.soak! };
    expect(trackSoakCardViewOf(TRACK_NAMES.target, record)).toEqual(soakCardView(TRACK_NAMES.target, soak, { record, undone: false }));
  });
});

describe("the track preview's tracker is the adapter's", () => {
  test("the same view-model over the sample fight", async () => {
    const { trackTrackerView } = await import("../../../src/system/track/combat/tracker-view");
    const { trackFightSample, trackTrackerViewOf } = await import("../../../src/preview/track/tracker");
    const sample = trackFightSample();
    expect(trackTrackerViewOf(sample)).toEqual(trackTrackerView(sample));
  });
});
