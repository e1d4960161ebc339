import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { parseCard } from "../../../../src/core/cards";
import { type AttackCardState, type DrawPlay, type TraumaActor, defaultTraumaActor } from "../../../../src/core/trauma";
import { type ActorDouble, type MessageDouble, ServerDouble } from "../../../support/server-double";

/**
 * The GM side of the trust model on a double of what the server enforces (server-double.ts):
 * message authors stamped, writes checked against ownership, record ids claimed once. The
 * rules, the GM records and the handlers are the real code; only the message readers, the
 * actor-state reader and Foundry's status ids are stand-ins.
 */
const docs = vi.hoisted(() => ({ resistance: new Map<string, unknown>() }));

vi.mock("../../../../src/system/trauma/attack-messages", () => ({
  attackCardOf: (m: { flags: { fray?: { trauma?: { attack?: unknown } } } }) => m.flags.fray?.trauma?.attack ?? null,
  resistanceOf: () => null,
  resistanceFor: async (messageId: string, i: number) => {
    const draw = docs.resistance.get(`${messageId}:${i}`);
    return draw ? { message: { id: `r-${messageId}` }, draw } : null;
  },
}));
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors.get(uuid.replace(/^Actor\./, "")) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && actor.testUserPermission(user, "OWNER"),
}));
vi.mock("../../../../src/system/trauma/actor-state", () => ({ traumaStateOf: (a: ActorDouble) => a.system["trauma"] }));
vi.mock("../../../../src/system/trauma/conditions", () => ({ statusForCondition: (c: string) => c.toLowerCase() }));
vi.mock("../../../../src/system/trauma/cards/perk-cards", () => ({ dealPerkTo: vi.fn(), discardPerksOf: vi.fn() }));

const { applyAttackTarget, dealPerkFor, discardPerksFor, undoAttackTarget } = await import("../../../../src/system/trauma/gm/gm-actions");
const perkCards = await import("../../../../src/system/trauma/cards/perk-cards");
const { completeUnfinished } = await import("../../../../src/system/gm/records/exactly-once");
const { pruneRecordsOf } = await import("../../../../src/system/gm/records/pruning");

const cards = (text: string): DrawPlay => ({ cards: text.split(" ").map((c) => parseCard(c, "c")) });
const qulia = defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { operate: 4, will: 2, labor: 2 }, lobes: { correl: 2, focal: 3 } });
const ashmiteState = (): TraumaActor =>
  defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3 }, behaviors: [{ scope: "family", key: "Mental", percent: 0 }, { scope: "type", key: "Blunt", percent: 150 }] });

const grimgrin = { difficulty: 7, ability: "operate" as const, lobe: "correl" as const, traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" };
const card = (draw: DrawPlay): AttackCardState => ({
  version: 1,
  attacker: { actorUuid: "Actor.qulia", name: "Qulia", state: qulia },
  weapon: { itemUuid: "Item.grimgrin", name: "Grimgrin Paralyzer 272", profile: grimgrin },
  draw,
  targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }],
});

let server: ServerDouble;
let ashmite: ActorDouble;
const vim = () => (ashmite.system["trauma"] as TraumaActor).vim;
const asUser = (id: string) => server.user(id) as unknown as User.Implementation;
const post = (id: string, authorId: string, attack: AttackCardState): MessageDouble => server.message(id, authorId, { fray: { trauma: { attack } } });
const actorWrites = () => server.calls.filter((c) => c.startsWith("Actor."));

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  server = new ServerDouble();
  server.install();
  docs.resistance.clear();
  server.actor("qulia", { trauma: qulia }, ["p1"]);
  ashmite = server.actor("ashmite", { trauma: ashmiteState() });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("Apply and Undo on the active GM", () => {
  test("T-1 applies 6 trauma once; a second Apply from the same card is refused and changes nothing", async () => {
    post("m1", "p1", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m1:0", cards("8S 4D AH"));
    expect(await applyAttackTarget("m1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    expect(actorWrites()).toHaveLength(1);
  });

  test("the record of what was applied lives in the GM's book, not on the actor (a player cannot erase it)", async () => {
    post("m1", "p1", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m1:0", cards("8S 4D AH"));
    await applyAttackTarget("m1", 0);
    expect(ashmite.flags).toEqual({});
    server.actAs("p1");
    // The player deletes whatever they can reach: their own actor's flags and the card's flags.
    await server.actors.get("qulia")?.update({ flags: {} });
    await server.messages.get("m1")?.update({ flags: { fray: { trauma: { "-=applied": null } } } });
    server.actAs("gm");
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
  });

  test("two Apply requests arriving together apply once", async () => {
    post("m1", "p1", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m1:0", cards("8S 4D AH"));
    const results = await Promise.allSettled([applyAttackTarget("m1", 0), applyAttackTarget("m1", 0)]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(vim().clot).toBe(6);
  });

  test("Undo restores exactly what Apply changed, Paralysis included; then Apply works again", async () => {
    const attack = card({ ...cards("4S 3H 2D 2C"), perks: [{ card: parseCard("KH", "k", "perk-KH"), targetIndex: 0 }] });
    post("m3", "p1", { ...attack, attacker: { ...attack.attacker, state: { ...qulia, perkHand: [parseCard("KH", "k", "perk-KH")] } } });
    docs.resistance.set("m3:0", cards("8S 4D AH"));
    const before = structuredClone(ashmite.system["trauma"]);
    await applyAttackTarget("m3", 0);
    expect(vim()).toMatchObject({ lifeSupport: 2, clot: 10 });
    expect((ashmite.system["trauma"] as TraumaActor).conditionsInflicted).toEqual(["Paralysis"]);
    expect(ashmite.statuses.has("paralysis")).toBe(true);
    expect(await undoAttackTarget("m3", 0, asUser("p1"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(ashmite.system["trauma"]).toEqual(before);
    expect(ashmite.statuses.has("paralysis")).toBe(false);
    await expect(undoAttackTarget("m3", 0, asUser("p1"))).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyAttackTarget("m3", 0)).ok).toBe(true);
    expect(vim().clot).toBe(10);
  });

  test("a card whose author does not own the attacker is refused", async () => {
    post("m4", "p2", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m4:0", cards("8S 4D AH"));
    await expect(applyAttackTarget("m4", 0)).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(actorWrites()).toHaveLength(0);
  });

  test("a forged card whose attacker resolves to nothing is refused; the GM's own card is not", async () => {
    const forged = { ...card(cards("4S 3H 2D 2C")), attacker: { actorUuid: "Actor.nobody", name: "Nobody", state: qulia } };
    post("m4", "p2", forged);
    docs.resistance.set("m4:0", cards("8S 4D AH"));
    await expect(applyAttackTarget("m4", 0)).rejects.toMatchObject({ code: "gm.noActor" });
    expect(actorWrites()).toHaveLength(0);
    post("m5", "gm", forged);
    docs.resistance.set("m5:0", cards("8S 4D AH"));
    expect((await applyAttackTarget("m5", 0)).ok).toBe(true);
  });

  test("a hit still waiting for its resistance draw is not applied", async () => {
    post("m5", "p1", card(cards("4S 3H 2D 2C")));
    expect(await applyAttackTarget("m5", 0)).toEqual({ ok: false, message: "FRAY.Trauma.Chat.Error.AwaitingResistance" });
    expect(actorWrites()).toHaveLength(0);
  });

  test("a card that does not exist, or a target index it does not have, or a deleted target, changes nothing", async () => {
    await expect(applyAttackTarget("nope", 0)).rejects.toMatchObject({ code: "gm.noCard" });
    post("m6", "p1", card(cards("4S 3H 2D 2C")));
    expect(await applyAttackTarget("m6", 3)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    server.actors.delete("ashmite");
    expect(await applyAttackTarget("m6", 0)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    expect(actorWrites()).toHaveLength(0);
  });

  test("Undo by someone who is neither a GM, the card's author nor the attacker's owner is refused; with no vouched sender too", async () => {
    post("m4", "p1", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m4:0", cards("8S 4D AH"));
    await applyAttackTarget("m4", 0);
    const applied = structuredClone(ashmite.system["trauma"]);
    expect(await undoAttackTarget("m4", 0, asUser("p2"))).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(await undoAttackTarget("m4", 0, null)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(ashmite.system["trauma"]).toEqual(applied);
    expect(await undoAttackTarget("m4", 0, asUser("gm"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
  });
});

describe("the card's inputs are frozen at the first Apply", () => {
  test("re-targeting or re-drawing the message after Apply changes nothing that is applied later", async () => {
    post("m1", "p1", { ...card(cards("4S 3H 2D 2C")), targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }, { actorUuid: "Actor.qulia", name: "Qulia" }] });
    docs.resistance.set("m1:0", cards("8S 4D AH"));
    await applyAttackTarget("m1", 0);
    server.actAs("p1");
    // The author rewrites their card: a stronger draw, and Ashmite as the second target too.
    const edited = { ...card(cards("KS KH KD KC")), targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }, { actorUuid: "Actor.ashmite", name: "Ashmite" }] };
    await server.messages.get("m1")?.update({ flags: { fray: { trauma: { attack: edited } } } });
    server.actAs("gm");
    docs.resistance.set("m1:1", cards("8S 4D"));
    // Target 1 is still Qulia, as accepted; Ashmite is not hit twice.
    await applyAttackTarget("m1", 1);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
  });
});

describe("exactly once across GM tabs, reloads and deletions", () => {
  test("two GM tabs answering the same query: one claims the Apply, the other is refused, the target is hit once", async () => {
    post("m1", "p1", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m1:0", cards("8S 4D AH"));
    // Each tab has its own per-tab lock; only the server's record claim decides.
    vi.resetModules();
    const secondTab = (await import("../../../../src/system/trauma/gm/gm-actions")).applyAttackTarget;
    expect(secondTab).not.toBe(applyAttackTarget);
    const results = await Promise.allSettled([applyAttackTarget("m1", 0), secondTab("m1", 0)]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    expect(actorWrites()).toHaveLength(1);
  });

  test("the GM reloading between the record and the write: the next active GM completes the Apply, once", async () => {
    post("m1", "p1", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m1:0", cards("8S 4D AH"));
    server.failAfter = 0;
    await expect(applyAttackTarget("m1", 0)).rejects.toThrow("stopped");
    expect(vim()).toMatchObject({ lifeSupport: 12, clot: 0 });
    server.failAfter = null;
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(await completeUnfinished()).toBe(1);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    expect(await completeUnfinished()).toBe(0);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
  });

  test("a deleted card takes its records with it: nothing is left to undo", async () => {
    post("m1", "p1", card(cards("4S 3H 2D 2C")));
    docs.resistance.set("m1:0", cards("8S 4D AH"));
    await applyAttackTarget("m1", 0);
    server.messages.delete("m1");
    await pruneRecordsOf(new Set(["m1"]));
    await expect(undoAttackTarget("m1", 0, asUser("gm"))).rejects.toMatchObject({ code: "gm.noCard" });
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
  });
});

describe("Perk Cards: who may ask the GM to deal or discard", () => {
  const failed = () => card(cards("2S 2H 2D 2C"));
  beforeEach(() => {
    vi.mocked(perkCards.dealPerkTo).mockReset().mockResolvedValue({ ok: true, message: "FRAY.Trauma.Chat.PerkDealt" });
    vi.mocked(perkCards.discardPerksOf).mockReset().mockResolvedValue(undefined);
  });

  test("the attacker's owner's failed draw earns a deal to the attacker (from the card as the GM froze it)", async () => {
    post("m1", "p1", failed());
    expect(await dealPerkFor("m1")).toEqual({ ok: true, message: "FRAY.Trauma.Chat.PerkDealt" });
    expect(vi.mocked(perkCards.dealPerkTo).mock.calls.map(([actor, id]) => [(actor as unknown as ActorDouble).id, id])).toEqual([["qulia", "m1"]]);
  });

  test("a draw that earns nothing gets nothing", async () => {
    post("m1", "p1", card(cards("5S 5H 5D 5C")));
    expect(await dealPerkFor("m1")).toEqual({ ok: false, message: "FRAY.Trauma.Chat.Error.NoPerkEarned" });
    expect(perkCards.dealPerkTo).not.toHaveBeenCalled();
  });

  test("a player who owns neither the attacker nor the target, or a forged card, gets no deal", async () => {
    post("m1", "p2", failed());
    await expect(dealPerkFor("m1")).rejects.toMatchObject({ code: "gm.notOwner" });
    post("m2", "p2", { ...failed(), attacker: { actorUuid: "Actor.nobody", name: "Nobody", state: qulia } });
    await expect(dealPerkFor("m2")).rejects.toMatchObject({ code: "gm.noActor" });
    expect(await dealPerkFor("gone")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoCard" });
    expect(perkCards.dealPerkTo).not.toHaveBeenCalled();
  });

  test("discarding: only for the card's own drawer, whose author acts for them", async () => {
    post("m1", "p2", failed());
    expect(await discardPerksFor("m1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    post("m2", "p1", failed());
    expect(await discardPerksFor("m2")).toEqual({ ok: true, message: "FRAY.Trauma.Chat.PerksDiscarded" });
    expect(vi.mocked(perkCards.discardPerksOf).mock.calls.map(([actor]) => (actor as unknown as ActorDouble).id)).toEqual(["qulia"]);
  });
});
