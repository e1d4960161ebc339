import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * The outro card is posted once when a fight ends (docs/rules/slots.md §5.14): by the active GM
 * only, once even when two GM tabs both see the combat deleted, and not for a combat that never
 * started or held no slots fighter.
 */
vi.mock("../../../../src/system/data/actor/actor-system", () => ({ isFrayActor: () => true }));
vi.mock("../../../../src/system/slots/actor-state", () => ({
  slotsStateOf: (a: ActorDouble) => {
    if (typeof a.system["slots"] !== "object") throw new Error("unreadable");
    return a.system["slots"];
  },
}));

const { postOutro, outroCardOf } = await import("../../../../src/system/slots/outro/post-outro");

const fighter = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), bleed: 2 });
let server: ServerDouble;
let posted: { flags: unknown }[];

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  posted = [];
  const chat = (globalThis as unknown as { ChatMessage: { implementation: Record<string, unknown> } }).ChatMessage.implementation;
  chat["create"] = async (data: { flags: unknown }) => {
    posted.push(data);
    return data;
  };
  server.actor("odo", { slots: fighter() }, ["p1"]);
  server.actor("hound", { slots: fighter() });
  server.actor("stranger", { slots: "unreadable" });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

const asCombat = (c: unknown) => c as Combat.Implementation;

describe("posting the outro", () => {
  test("a started fight's end posts one card naming its readable fighters, even when asked twice", async () => {
    const combat = server.combat("c1", ["odo", "hound", "stranger"]);
    combat.round = 3;
    await Promise.all([postOutro(asCombat(combat)), postOutro(asCombat(combat))]);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.flags).toEqual({
      fray: { slots: { outro: { version: 1, combatId: "c1", sceneId: null, round: 3, actors: [{ uuid: "Actor.odo", name: "odo", tokenId: null }, { uuid: "Actor.hound", name: "hound", tokenId: null }] } } },
    });
  });

  test("a player's client posts nothing; nor does a combat that never started", async () => {
    const combat = server.combat("c1", ["odo"]);
    server.actAs("p1");
    await postOutro(asCombat(combat));
    server.actAs("gm");
    const idle = server.combat("c2", ["odo"]);
    idle.round = 0;
    await postOutro(asCombat(idle));
    expect(posted).toHaveLength(0);
    expect(outroCardOf(asCombat(server.combat("c3", ["stranger"])))).toBeNull();
  });
});
