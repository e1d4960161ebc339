import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import type { SlotsFinisherCard } from "../../../../src/view/slots/finisher-card";
import { type ActorDouble, type MessageDouble, ServerDouble } from "../../../support/server-double";

/**
 * The GM side of Executions and Maims (docs/rules/slots.md §5.12) on a double of what the server
 * enforces: message authors stamped, writes checked against ownership, record ids claimed once.
 * The rules, the GM records and the handlers are the real code; only the actor readers are stand-ins.
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

describe("a Cinematic Execution on the active GM", () => {
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

  test("two Apply requests arriving together apply once", async () => {
    post("m1", "p1", card({ kind: "knockout" }));
    const results = await Promise.allSettled([applyFinisher("m1"), applyFinisher("m1")]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(slots().unconscious).toEqual({ hoursLeft: 10 });
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

  test("a target that is not Vulnerable (12 HP) is refused and nothing changes", async () => {
    target.system["slots"] = { ...fallen(), hp: 12 };
    post("m1", "p1", card());
    await expect(applyFinisher("m1")).rejects.toMatchObject({ code: "target.notVulnerable" });
    expect(slots().dead).toBe(false);
  });

  test("an Execution paid with Reserved Slots is refused: it is Active Phase only", async () => {
    post("m1", "p1", card({ time: "reserved", actor: { ...seraphine, phase: "done", reservedSlots: 5 } }));
    await expect(applyFinisher("m1")).rejects.toMatchObject({ code: "slots.notActivePhase" });
    expect(slots().dead).toBe(false);
  });

  test("a card by a player who does not own the executioner, or a forged one, is refused", async () => {
    post("m2", "p2", card());
    await expect(applyFinisher("m2")).rejects.toMatchObject({ code: "gm.notOwner" });
    post("m3", "p1", { ...card(), kind: "behead" });
    await expect(applyFinisher("m3")).rejects.toMatchObject({ code: "gm.noCard" });
    expect(slots().dead).toBe(false);
  });

  test("a stranger may not undo; the GM may", async () => {
    post("m1", "p1", card());
    await applyFinisher("m1");
    expect(await undoFinisher("m1", asUser("p2"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(slots().dead).toBe(true);
    expect((await undoFinisher("m1", asUser("gm"))).ok).toBe(true);
    expect(slots().dead).toBe(false);
  });

  test("a Dismemberment adds the maim with its 24-round bleed-out from the card's round; Undo removes it", async () => {
    post("m1", "p1", card({ kind: "maim", maim: { kind: "dismemberment", part: "leg", side: "left" } }));
    await applyFinisher("m1");
    expect(slots().maims).toEqual([{ kind: "dismemberment", part: "leg", side: "left", bleedOut: { startRound: 2, rounds: 24 } }]);
    expect(finished("m1")).toEqual({ undone: false, price: 0 });
    await undoFinisher("m1", asUser("p1"));
    expect(slots().maims).toEqual([]);
  });

  test("the card the GM first accepted counts: editing it afterwards changes nothing", async () => {
    const message = post("m1", "p1", card({ kind: "knockout" }));
    await applyFinisher("m1");
    await undoFinisher("m1", asUser("p1"));
    server.actAs("p1");
    await message.update({ flags: { fray: { slots: { finisher: card({ kind: "lethal" }) } } } });
    server.actAs("gm");
    await applyFinisher("m1");
    expect(slots()).toMatchObject({ dead: false, unconscious: { hoursLeft: 10 } });
  });
});
