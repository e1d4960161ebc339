import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type Injury, type WoundsActor, woundsActorFromDocument, woundsDefaultsFor } from "../../../../src/core/wounds";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * Healing through the active GM, on the server double: the healer's owner may heal a patient they
 * do not own (the GM writes it), once; the healer's own die counts, whatever the card claims;
 * injuries that last until healed end with the last Wound; Undo puts everything back, for the
 * author or a GM only.
 */
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && actor.testUserPermission(user, "OWNER"),
}));
vi.mock("../../../../src/system/wounds/actor-state", () => ({
  woundsStateOf: (a: ActorDouble) => woundsActorFromDocument({ type: "character", system: a.system, items: [] }, a.id),
}));
vi.mock("../../../../src/system/data/actor/actor-system", () => ({ actorSystem: (a: ActorDouble) => ({ toObject: () => structuredClone(a.system) }) }));

const { applyHeal, undoHeal } = await import("../../../../src/system/wounds/healing/gm-heal");

let server: ServerDouble;
let red: ActorDouble;
const stateOf = (a: ActorDouble) => a.system["wounds"] as WoundsActor;
const asUser = (id: string) => server.user(id) as unknown as User.Implementation;
const guts: Injury = { roll2d6: 7, subRoll: 3, location: "guts", effect: "vigorDown", duration: "untilHealed" };
const scar: Injury = { roll2d6: 12, subRoll: 1, location: "head", effect: "ugly", duration: "permanent" };

/** Tamsin (Healing d6, owned by p2) heals Red (owned by p1). */
const healCard = (id: string, authorId: string, chain: number[], wildChain: number[], modifier = 0, extra: Record<string, unknown> = {}) =>
  server.message(id, authorId, { fray: { wounds: { heal: { healer: { actorUuid: "Actor.tamsin", name: "Tamsin" }, patient: { actorUuid: "Actor.red", name: "Red" }, trait: "healing", chain, wildChain, modifier, ...extra } } } });

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  server.actor("tamsin", { wounds: { ...woundsDefaultsFor("character"), traits: { ...woundsDefaultsFor("character").traits, healing: { sides: 6, mod: 0 } } } }, ["p2"]);
  red = server.actor("red", { wounds: { ...woundsDefaultsFor("character"), wounds: 2, injuries: [guts, scar] } }, ["p1"]);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("a healing roll applied by the GM", () => {
  test("a raise heals two Wounds, once; the injury that lasts until healed ends with the last Wound, the permanent one stays", async () => {
    healCard("h1", "p2", [6, 3], [2]);
    expect(await applyHeal("h1")).toEqual({ ok: true, message: "FRAY.Wounds.Heal.Applied" });
    expect(stateOf(red)).toMatchObject({ wounds: 0, injuries: [scar] });
    await expect(applyHeal("h1")).rejects.toMatchObject({ code: "ledger.applied" });
    expect((server.messages.get("h1")!.flags["fray"] as { wounds: { healed: unknown } }).wounds.healed).toEqual({ healed: 2, injuriesEnded: 1, undone: false });
  });

  test("a success heals one Wound and ends Incapacitation and bleeding; a failure heals nothing", async () => {
    red.system["wounds"] = { ...stateOf(red), wounds: 3, incapacitated: true, bleedingOut: true };
    healCard("h1", "p2", [4], [1]);
    await applyHeal("h1");
    expect(stateOf(red)).toMatchObject({ wounds: 2, incapacitated: false, bleedingOut: false });
    healCard("h2", "p2", [2], [3]);
    await applyHeal("h2");
    expect(stateOf(red).wounds).toBe(2);
  });

  test("the healer's own die counts: faces a d6 cannot show are refused", async () => {
    healCard("h1", "p2", [11], [2]);
    await expect(applyHeal("h1")).rejects.toMatchObject({ code: "dice.badChain" });
    expect(stateOf(red).wounds).toBe(2);
  });

  test("a card whose author does not act for the healer is refused", async () => {
    healCard("h1", "p1", [6, 6, 6, 1], [6, 1]);
    await expect(applyHeal("h1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(stateOf(red).wounds).toBe(2);
  });

  test.each([
    ["the author", "p2", true],
    ["a GM", "gm", true],
    ["the patient's owner, who wrote nothing", "p1", false],
  ])("Undo asked by %s", async (_who, userId, allowed) => {
    const before = structuredClone(red.system["wounds"]);
    healCard("h1", "p2", [6, 3], [2]);
    await applyHeal("h1");
    expect((await undoHeal("h1", asUser(userId))).ok).toBe(allowed);
    if (allowed) expect(red.system["wounds"]).toEqual(before);
    else expect(stateOf(red).wounds).toBe(0);
  });
});
