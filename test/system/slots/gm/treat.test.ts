import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import type { Maim } from "../../../../src/core/slots";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * Treating a bleed-out on the active GM (docs/rules/slots.md §5.12), on a double of what the
 * server enforces: the permission matrix (the patient's owner, another player, a GM), once, and
 * an exact Undo that puts the bleed-out back with its start round.
 */
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && actor.testUserPermission(user, "OWNER"),
}));
vi.mock("../../../../src/system/slots/actor-state", () => ({ slotsStateOf: (a: ActorDouble) => a.system["slots"] }));

const { applyTreat, undoTreat } = await import("../../../../src/system/slots/gm/treat");

const arm: Maim = { kind: "dismemberment", part: "arm", side: "left", bleedOut: { startRound: 4, rounds: 24 } };
const eye: Maim = { kind: "sensory", part: "sight", side: null, bleedOut: null };
const patient = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), hp: 0, maims: [arm, eye] });
const card = { version: 1, actorUuid: "Actor.ilsa", actorName: "Ilsa" };

let server: ServerDouble;
let actor: ActorDouble;
const slots = () => actor.system["slots"] as SlotsActor;
const asUser = (id: string) => server.user(id) as unknown as User.Implementation;
const post = (id: string, authorId: string, treat: unknown = card) => server.message(id, authorId, { fray: { slots: { treat } } });

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  actor = server.actor("ilsa", { slots: patient() }, ["p1"]);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("treating a bleed-out", () => {
  test("the patient's owner asks: the bleed-out stops, the lost limb stays; a second Apply is refused", async () => {
    const message = post("m1", "p1");
    expect(await applyTreat("m1")).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(slots().maims).toEqual([{ ...arm, bleedOut: null }, eye]);
    expect(message.flags).toMatchObject({ fray: { slots: { treated: { limbs: [{ part: "arm", side: "left" }], undone: false } } } });
    await expect(applyTreat("m1")).rejects.toMatchObject({ code: "ledger.applied" });
  });

  test("a GM's card is applied too", async () => {
    post("m1", "gm");
    expect((await applyTreat("m1")).ok).toBe(true);
    expect(slots().maims[0]?.bleedOut).toBeNull();
  });

  test("another player's card is refused and changes nothing", async () => {
    post("m1", "p2");
    await expect(applyTreat("m1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(slots()).toEqual(patient());
  });

  test("nothing bleeding out, or a forged card, is refused", async () => {
    actor = server.actor("ilsa", { slots: { ...patient(), maims: [eye] } }, ["p1"]);
    post("m1", "p1");
    await expect(applyTreat("m1")).rejects.toMatchObject({ code: "slots.nothingToTreat" });
    post("m2", "p1", { version: 2, actorUuid: "Actor.ilsa", actorName: "Ilsa" });
    await expect(applyTreat("m2")).rejects.toMatchObject({ code: "gm.noCard" });
  });

  test("Undo puts the bleed-out back exactly; another player may not undo, the owner and a GM may", async () => {
    post("m1", "p1");
    await applyTreat("m1");
    expect(await undoTreat("m1", asUser("p2"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(slots().maims[0]?.bleedOut).toBeNull();
    expect((await undoTreat("m1", asUser("p1"))).ok).toBe(true);
    expect(slots()).toEqual(patient());
    expect((await applyTreat("m1")).ok).toBe(true);
    expect((await undoTreat("m1", asUser("gm"))).ok).toBe(true);
    expect(slots()).toEqual(patient());
  });
});
