import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import type { SlotsOutroCard } from "../../../../src/view/slots/outro-card";
import { type ActorDouble, ServerDouble } from "../../../support/server-double";

/**
 * The encounter outro's two buttons on the active GM (docs/rules/slots.md §5.14), on a double of
 * what the server enforces. All Resolve ends every combat effect of every fighter in one batch,
 * once; its Undo puts them back; only a GM's card and a GM's click count.
 */
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: () => false,
}));
vi.mock("../../../../src/system/slots/actor-state", () => ({ slotsStateOf: (a: ActorDouble) => a.system["slots"] }));

const { chooseOutro, undoOutro } = await import("../../../../src/system/slots/gm/outro");

const bleeding = (over: Partial<SlotsActor> = {}): SlotsActor => ({
  ...slotsRuleset.actor.defaults({ kind: "character" }),
  strength: 10,
  vitality: 10,
  hp: 120,
  bleed: 3,
  hemorrhage: 1,
  agony: true,
  stunDebt: 2,
  reservedSlots: 2,
  slow: { fraction: "1/2", startRound: 3, rounds: 2 },
  effects: [{ id: "regrowth", startRound: 3, rounds: 4, upkeepStress: null, hot: 5, dot: 0 }],
  maims: [{ kind: "breakage", part: "arm", side: "left", bleedOut: null }],
  stress: { physical: 4, mental: 0, vocal: 0 },
  ...over,
});

const card: SlotsOutroCard = {
  version: 1,
  combatId: "c1",
  sceneId: null,
  round: 4,
  actors: [
    { uuid: "Actor.odo", name: "Odo", tokenId: null },
    { uuid: "Actor.hound", name: "Thorn Hound", tokenId: null },
  ],
};

let server: ServerDouble;
const state = (id: string) => server.actors.get(id)!.system["slots"] as SlotsActor;
const asUser = (id: string) => server.user(id) as unknown as User.Implementation;
const chosen = () => (server.messages.get("m1")!.flags["fray"] as { slots: { outroChosen?: unknown } }).slots.outroChosen;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  server.actor("odo", { slots: bleeding() }, ["p1"]);
  server.actor("hound", { slots: bleeding({ isPlayer: false, bleed: 6 }) });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("All Resolve", () => {
  test("ends every combat effect of every fighter in one actor batch, once; HP, maims and Stress stay", async () => {
    server.message("m1", "gm", { fray: { slots: { outro: card } } });
    expect(await chooseOutro("m1", "allResolve", asUser("gm"))).toEqual({ ok: true, message: "FRAY.Slots.Outro.Done.allResolve" });
    for (const id of ["odo", "hound"]) {
      expect(state(id)).toMatchObject({ bleed: 0, hemorrhage: 0, agony: false, stunDebt: 0, reservedSlots: 0, slow: null, effects: [], hp: 120 });
      expect(state(id).maims).toHaveLength(1);
      expect(state(id).stress.physical).toBe(4);
    }
    expect(server.calls.filter((c) => c.startsWith("Actor."))).toEqual(["Actor.updateDocuments(2)"]);
    expect(chosen()).toEqual({ choice: "allResolve", undone: false });
    await expect(chooseOutro("m1", "slowBurn", asUser("gm"))).rejects.toMatchObject({ code: "ledger.applied" });
  });

  test("Undo puts every fighter back exactly; then the other choice may be made", async () => {
    server.message("m1", "gm", { fray: { slots: { outro: card } } });
    const before = { odo: structuredClone(state("odo")), hound: structuredClone(state("hound")) };
    await chooseOutro("m1", "allResolve", asUser("gm"));
    expect(await undoOutro("m1", asUser("gm"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect({ odo: state("odo"), hound: state("hound") }).toEqual(before);
    expect(chosen()).toEqual({ choice: "allResolve", undone: true });
    expect((await chooseOutro("m1", "slowBurn", asUser("gm"))).ok).toBe(true);
    expect(state("odo").bleed).toBe(3);
    expect(chosen()).toEqual({ choice: "slowBurn", undone: false });
  });

  test("two clicks arriving together resolve once", async () => {
    server.message("m1", "gm", { fray: { slots: { outro: card } } });
    const results = await Promise.allSettled([chooseOutro("m1", "allResolve", asUser("gm")), chooseOutro("m1", "allResolve", asUser("gm"))]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
  });
});

describe("who may end a fight", () => {
  test("a player's click is refused, and so is a player's Undo", async () => {
    server.message("m1", "gm", { fray: { slots: { outro: card } } });
    expect(await chooseOutro("m1", "allResolve", asUser("p1"))).toMatchObject({ ok: false, message: "FRAY.Slots.Outro.GmOnly" });
    expect(await chooseOutro("m1", "allResolve", null)).toMatchObject({ ok: false });
    expect(state("odo").bleed).toBe(3);
    await chooseOutro("m1", "allResolve", asUser("gm"));
    expect(await undoOutro("m1", asUser("p1"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(state("odo").bleed).toBe(0);
  });

  test("an outro card a player posted is refused, whoever clicks", async () => {
    server.message("m2", "p1", { fray: { slots: { outro: card } } });
    await expect(chooseOutro("m2", "allResolve", asUser("gm"))).rejects.toMatchObject({ code: "gm.noCard" });
    expect(state("hound").bleed).toBe(6);
  });
});
