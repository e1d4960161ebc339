import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { type Injury, type WoundsActor, woundsDefaultsFor } from "../../../../src/core/wounds";
import { type FrayTable, actorOf, frayTable, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * Healing through the active GM, on the Foundry simulation: the healer's owner may heal a patient
 * they do not own (the GM writes it), once; the healer's own die counts, whatever the card
 * claims; injuries that last until healed end with the last Wound; Undo puts everything back,
 * for the author or a GM only. Real actors (Fray's data models), messages created on their
 * authors' clients.
 */
const { applyHeal, undoHeal } = await import("../../../../src/system/wounds/healing/gm-heal");

let table: FrayTable;
/** Red's wounds as stored. */
const red = () => (actorOf("red").toObject() as { system: { wounds: WoundsActor } }).system.wounds;
const setRed = (wounds: WoundsActor) => void seedActor(table.world, { id: "red", system: { wounds }, owners: ["p1"] });
const guts: Injury = { roll2d6: 7, subRoll: 3, location: "guts", effect: "vigorDown", duration: "untilHealed" };
const scar: Injury = { roll2d6: 12, subRoll: 1, location: "head", effect: "ugly", duration: "permanent" };

/** Tamsin (Healing d6, owned by p2) heals Red (owned by p1). */
const healCard = (id: string, authorId: string, chain: number[], wildChain: number[], modifier = 0, extra: Record<string, unknown> = {}) =>
  postFlags(table, authorId, id, { wounds: { heal: { healer: { actorUuid: "Actor.tamsin", name: "Tamsin" }, patient: { actorUuid: "Actor.red", name: "Red" }, trait: "healing", chain, wildChain, modifier, ...extra } } });

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "wounds" });
  seedActor(table.world, { id: "tamsin", system: { wounds: { ...woundsDefaultsFor("character"), traits: { ...woundsDefaultsFor("character").traits, healing: { sides: 6, mod: 0 } } } }, owners: ["p2"] });
  setRed({ ...woundsDefaultsFor("character"), wounds: 2, injuries: [guts, scar] });
});

describe("a healing roll applied by the GM", () => {
  test("a raise heals two Wounds, once; the injury that lasts until healed ends with the last Wound, the permanent one stays", async () => {
    await healCard("h1", "p2", [6, 3], [2]);
    expect(await applyHeal("h1")).toEqual({ ok: true, message: "FRAY.Wounds.Heal.Applied" });
    expect(red()).toMatchObject({ wounds: 0, injuries: [scar] });
    await expect(applyHeal("h1")).rejects.toMatchObject({ code: "ledger.applied" });
    expect((game.messages.get("h1")!.flags as { fray: { wounds: { healed: unknown } } }).fray.wounds.healed).toEqual({ healed: 2, injuriesEnded: 1, undone: false });
  });

  test("a success heals one Wound and ends Incapacitation and bleeding; a failure heals nothing", async () => {
    setRed({ ...red(), wounds: 3, incapacitated: true, bleedingOut: true });
    await healCard("h1", "p2", [4], [1]);
    await applyHeal("h1");
    expect(red()).toMatchObject({ wounds: 2, incapacitated: false, bleedingOut: false });
    await healCard("h2", "p2", [2], [3]);
    await applyHeal("h2");
    expect(red().wounds).toBe(2);
  });

  test("the healer's own die counts: faces a d6 cannot show are refused", async () => {
    await healCard("h1", "p2", [11], [2]);
    await expect(applyHeal("h1")).rejects.toMatchObject({ code: "dice.badChain" });
    expect(red().wounds).toBe(2);
  });

  test("a card whose author does not act for the healer is refused", async () => {
    await healCard("h1", "p1", [6, 6, 6, 1], [6, 1]);
    await expect(applyHeal("h1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(red().wounds).toBe(2);
  });

  test.each([
    ["the author", "p2", true],
    ["a GM", "gm", true],
    ["the patient's owner, who wrote nothing", "p1", false],
  ])("Undo asked by %s", async (_who, userId, allowed) => {
    const before = structuredClone(red());
    await healCard("h1", "p2", [6, 3], [2]);
    await applyHeal("h1");
    expect((await undoHeal("h1", userOf(userId))).ok).toBe(allowed);
    if (allowed) expect(red()).toEqual(before);
    else expect(red().wounds).toBe(0);
  });
});
