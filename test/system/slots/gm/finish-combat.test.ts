import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import type { SlotsFinisherCard } from "../../../../src/view/slots/finisher-card";
import { type ActorDouble, type MessageDouble, ServerDouble } from "../../../support/server-double";

/**
 * An Execution marks the target's combatants defeated, and its Undo stands them up again
 * (docs/rules/slots.md §5.12). Still on the server double until the Foundry simulation has its
 * Combat and Combatant (a combatant's actor); the rest of the Execution is in finish.test.ts, on
 * the simulation.
 */
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && actor.testUserPermission(user, "OWNER"),
}));
vi.mock("../../../../src/system/slots/actor-state", () => ({ slotsStateOf: (a: ActorDouble) => a.system["slots"] }));

const { applyFinisher, undoFinisher } = await import("../../../../src/system/slots/gm/finish");

const character = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), ...over });
const seraphine = character({ strength: 18, vitality: 6, hp: 222, actionSlots: 5, phase: "active" });
/** S-11: a target at 0 HP is Vulnerable. */
const fallen = (): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 4, hp: 0, bleed: 2 });

const card = (over: Partial<SlotsFinisherCard> = {}): SlotsFinisherCard => ({
  version: 1,
  kind: "lethal",
  actorUuid: "Actor.seraphine",
  actorName: "Seraphine",
  actor: seraphine,
  time: "active",
  round: 2,
  targetUuid: "Actor.hound",
  targetName: "Thorn Hound",
  maim: null,
  ...over,
});

let server: ServerDouble;
let target: ActorDouble;
const slots = () => target.system["slots"] as SlotsActor;
const asUser = (id: string) => server.user(id) as unknown as User.Implementation;
const post = (id: string, authorId: string, finisher: unknown): MessageDouble => server.message(id, authorId, { fray: { slots: { finisher } } });
const finished = (id: string) => (server.messages.get(id)!.flags["fray"] as { slots: { finished?: unknown } }).slots.finished;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  server.actor("seraphine", { slots: seraphine }, ["p1"]);
  target = server.actor("hound", { slots: fallen() });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("a Cinematic Execution in a combat", () => {
  test("S-11 lethal: the Vulnerable target dies once, its combatant is marked defeated, and the card says it cost 3", async () => {
    const combat = server.combat("c1", ["seraphine", "hound"]);
    post("m1", "p1", card());
    expect(await applyFinisher("m1")).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(slots().dead).toBe(true);
    expect(combat.combatants.get("c-hound")!.defeated).toBe(true);
    expect(combat.combatants.get("c-seraphine")!.defeated).toBe(false);
    expect(finished("m1")).toEqual({ undone: false, price: 3 });
    await expect(applyFinisher("m1")).rejects.toMatchObject({ code: "ledger.applied" });
  });

  test("Undo puts back exactly what the Execution changed, the combatant standing again", async () => {
    const combat = server.combat("c1", ["hound"]);
    post("m1", "p1", card());
    const before = structuredClone(slots());
    await applyFinisher("m1");
    expect(await undoFinisher("m1", asUser("p1"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(slots()).toEqual(before);
    expect(combat.combatants.get("c-hound")!.defeated).toBe(false);
    expect(finished("m1")).toEqual({ undone: true, price: 3 });
    await expect(undoFinisher("m1", asUser("p1"))).rejects.toMatchObject({ code: "ledger.notApplied" });
  });
});
