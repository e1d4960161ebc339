import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type WoundsActor, woundsActorFromDocument, woundsDefaultsFor } from "../../../../src/core/wounds";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * Refresh for all on the active GM, on the server double: one card, every Wild Card's Bennies and
 * the GM's pool written in one recorded step (the actors in one batched call), Extras left alone,
 * refused to anyone but the active GM, and undone exactly.
 */
vi.mock("../../../../src/system/wounds/actor-state", () => ({
  woundsStateOf: (a: ActorDouble) => woundsActorFromDocument({ type: a.id === "chief" || a.id === "bandit" ? "npc" : "character", system: a.system, items: [] }, a.id),
}));
vi.mock("../../../../src/system/data/actor/actor-system", () => ({ actorSystem: (a: ActorDouble) => ({ toObject: () => structuredClone(a.system) }), isFrayActor: () => true }));

const { refreshAllBennies, undoRefresh } = await import("../../../../src/system/wounds/bennies/refresh");
const { gmPoolOf } = await import("../../../../src/system/wounds/bennies/gm-pool");

let server: ServerDouble;
let created = 0;
const bennies = (a: ActorDouble) => (a.system["wounds"] as WoundsActor).bennies;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  // The double's ChatMessage creates as the local user (the server stamps the author).
  Object.assign((globalThis as unknown as { ChatMessage: { implementation: object } }).ChatMessage.implementation, {
    create: async (data: { flags: Record<string, unknown> }) => server.message(`refresh${++created}`, (globalThis as unknown as { game: { user: { id: string } } }).game.user.id, data.flags),
    getSpeaker: () => ({}),
  });
  for (const user of server.users) Object.assign(user, { active: true });
  // The double's actors carry no document type: give them the one refresh reads.
  Object.assign(server.actor("red", { wounds: { ...woundsDefaultsFor("character"), bennies: 0 } }, ["p1"]), { type: "character" });
  Object.assign(server.actor("chief", { wounds: { ...woundsDefaultsFor("npc"), isWildCard: true, woundCapacity: 3, bennies: 1 } }), { type: "npc" });
  Object.assign(server.actor("bandit", { wounds: woundsDefaultsFor("npc") }), { type: "npc" });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("refresh for all", () => {
  test("every Wild Card back to its starting Bennies and the pool to one per player, in one batched write; Undo puts all back", async () => {
    expect(await refreshAllBennies()).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Refreshed" });
    const actors = server.actors;
    expect([bennies(actors.get("red")!), bennies(actors.get("chief")!), bennies(actors.get("bandit")!)]).toEqual([3, 2, 0]);
    expect(gmPoolOf()).toBe(2);
    expect(server.calls.filter((c) => c.startsWith("Actor.updateDocuments"))).toEqual(["Actor.updateDocuments(2)"]);
    const id = `refresh${created}`;
    expect(await undoRefresh(id)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect([bennies(actors.get("red")!), bennies(actors.get("chief")!)]).toEqual([0, 1]);
    expect(gmPoolOf()).toBe(0);
    await expect(undoRefresh(id)).rejects.toMatchObject({ code: "ledger.notApplied" });
  });

  test("only the active GM refreshes; only a GM undoes", async () => {
    server.actAs("p1");
    expect(await refreshAllBennies()).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotActiveGm" });
    expect(bennies(server.actors.get("red")!)).toBe(0);
    server.actAs("gm");
    await refreshAllBennies();
    server.actAs("p1");
    expect(await undoRefresh(`refresh${created}`)).toMatchObject({ ok: false });
    expect(bennies(server.actors.get("red")!)).toBe(3);
  });
});
