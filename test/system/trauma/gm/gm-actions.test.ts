import "../../../sim/install";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { parseCard } from "../../../../src/core/cards";
import { type AttackCardState, type DrawPlay, type TraumaActor, defaultTraumaActor } from "../../../../src/core/trauma";
import { type FrayTable, actorOf, actorWrites, asUser, frayTable, openTab, postFlags, seedActor, userOf } from "../../../sim/fixtures";

/**
 * The GM side of the trust model on the Foundry simulation: message authors stamped by the
 * creating client, writes checked by the server against ownership with Foundry's base rules,
 * record ids claimed once. The rules, the GM records, the message and actor readers and the
 * handlers are the real code; only dealing and discarding Perk Cards (the Cards tests' concern)
 * are stand-ins, so these tests see whom the GM deals to.
 */
vi.mock("../../../../src/system/trauma/cards/perk-cards", () => ({ dealPerkTo: vi.fn(), discardPerksOf: vi.fn() }));

const { applyAttackTarget, dealPerkFor, discardPerksFor, undoAttackTarget } = await import("../../../../src/system/trauma/gm/gm-actions");
const perkCards = await import("../../../../src/system/trauma/cards/perk-cards");
const { completeUnfinished } = await import("../../../../src/system/gm/records/exactly-once");
const { pruneRecordsOf } = await import("../../../../src/system/gm/records/pruning");
const { recordBook } = await import("../../../../src/system/gm/records/record-book");

const cards = (text: string): DrawPlay => ({ cards: text.split(" ").map((c) => parseCard(c, "c")) });
const qulia = defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { operate: 4, will: 2, labor: 2 }, lobes: { correl: 2, focal: 3 } });
/** The Ashmite's slice; its behaviors (Mental 0%, Blunt 150%) are its behavior items. */
const ashmiteState = (): Partial<TraumaActor> => {
  const { behaviors: _behaviors, armorSpread: _armor, perkHand: _hand, ...slice } = defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3 } });
  return slice;
};
const behavior = (id: string, scope: string, key: string, percent: number) => ({ _id: id, name: key, type: "behavior", system: { trauma: { scope, key, percent } } });

const grimgrin = { difficulty: 7, ability: "operate" as const, lobe: "correl" as const, traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" };
const card = (draw: DrawPlay): AttackCardState => ({
  version: 1,
  attacker: { actorUuid: "Actor.qulia", name: "Qulia", state: qulia },
  weapon: { itemUuid: "Item.grimgrin", name: "Grimgrin Paralyzer 272", profile: grimgrin },
  draw,
  targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }],
});

let table: FrayTable;
const trauma = () => (actorOf("ashmite").toObject() as { system: { trauma: TraumaActor } }).system.trauma;
const vim = () => trauma().vim;
const post = (id: string, authorId: string, attack: AttackCardState) => postFlags(table, authorId, id, { trauma: { attack } });
/** A resistance draw for a target, posted by whoever draws for it (the GM for the Ashmite, Qulia's owner for her). */
const resist = (attackMessageId: string, targetIndex: number, draw: DrawPlay, authorId = "gm") =>
  postFlags(table, authorId, `r${attackMessageId}${targetIndex}`, { trauma: { resistance: { attackMessageId, targetIndex, draw } } });
const writes = () => actorWrites(table.world);

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = frayTable({ ruleset: "trauma" });
  seedActor(table.world, { id: "qulia", system: { trauma: qulia }, owners: ["p1"] });
  table.world.seed("Actor", { _id: "ashmite", name: "Ashmite", type: "npc", ownership: { default: 0 }, system: { trauma: ashmiteState() }, items: [behavior("mental", "family", "Mental", 0), behavior("blunt", "type", "Blunt", 150)] });
});

describe("Apply and Undo on the active GM", () => {
  test("T-1 applies 6 trauma once; a second Apply from the same card is refused and changes nothing", async () => {
    await post("m1", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m1", 0, cards("8S 4D AH"));
    expect(await applyAttackTarget("m1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    expect(writes()).toHaveLength(1);
  });

  test("the record of what was applied lives in the GM's book, not on the actor (a player cannot erase it)", async () => {
    await post("m1", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m1", 0, cards("8S 4D AH"));
    await applyAttackTarget("m1", 0);
    expect(actorOf("ashmite").flags ?? {}).toEqual({});
    // The player deletes whatever they can reach, on their own client: their own actor's flags and the card's flags.
    await asUser(table, "p1", async () => {
      await game.actors.get("qulia")!.update({ flags: {} } as never);
      await game.messages.get("m1")!.update({ flags: { fray: { trauma: { "-=applied": null } } } } as never);
      // The GM's record book is not theirs: the server refuses, and the player sees why.
      await expect((recordBook() as unknown as { delete(): Promise<unknown> }).delete()).rejects.toThrow(/lacks permission to delete JournalEntry/);
    });
    expect(table.tabs["p1"]!.notifications.of("error")).toHaveLength(1);
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
  });

  test("two Apply requests arriving together apply once", async () => {
    await post("m1", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m1", 0, cards("8S 4D AH"));
    const results = await Promise.allSettled([applyAttackTarget("m1", 0), applyAttackTarget("m1", 0)]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(vim().clot).toBe(6);
  });

  test("Undo restores exactly what Apply changed, Paralysis included; then Apply works again", async () => {
    const attack = card({ ...cards("4S 3H 2D 2C"), perks: [{ card: parseCard("KH", "k", "perk-KH"), targetIndex: 0 }] });
    await post("m3", "p1", { ...attack, attacker: { ...attack.attacker, state: { ...qulia, perkHand: [parseCard("KH", "k", "perk-KH")] } } });
    await resist("m3", 0, cards("8S 4D AH"));
    const before = structuredClone(trauma());
    await applyAttackTarget("m3", 0);
    expect(vim()).toMatchObject({ lifeSupport: 2, clot: 10 });
    expect(trauma().conditionsInflicted).toEqual(["Paralysis"]);
    // Core's "paralysis" status, on the target as every client sees it.
    for (const tab of table.all) expect(table.world.inTabSync(tab, () => game.actors.get("ashmite")!.statuses.has("paralysis"))).toBe(true);
    expect(await undoAttackTarget("m3", 0, userOf("p1"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(trauma()).toEqual(before);
    expect(actorOf("ashmite").statuses.has("paralysis")).toBe(false);
    await expect(undoAttackTarget("m3", 0, userOf("p1"))).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyAttackTarget("m3", 0)).ok).toBe(true);
    expect(vim().clot).toBe(10);
  });

  test("a card whose author does not own the attacker is refused", async () => {
    await post("m4", "p2", card(cards("4S 3H 2D 2C")));
    await resist("m4", 0, cards("8S 4D AH"));
    await expect(applyAttackTarget("m4", 0)).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(writes()).toHaveLength(0);
  });

  test("a forged card whose attacker resolves to nothing is refused; the GM's own card is not", async () => {
    const forged = { ...card(cards("4S 3H 2D 2C")), attacker: { actorUuid: "Actor.nobody", name: "Nobody", state: qulia } };
    await post("m4", "p2", forged);
    await resist("m4", 0, cards("8S 4D AH"));
    await expect(applyAttackTarget("m4", 0)).rejects.toMatchObject({ code: "gm.noActor" });
    expect(writes()).toHaveLength(0);
    await post("m5", "gm", forged);
    await resist("m5", 0, cards("8S 4D AH"));
    expect((await applyAttackTarget("m5", 0)).ok).toBe(true);
  });

  test("a hit still waiting for its resistance draw is not applied", async () => {
    await post("m5", "p1", card(cards("4S 3H 2D 2C")));
    expect(await applyAttackTarget("m5", 0)).toEqual({ ok: false, message: "FRAY.Trauma.Chat.Error.AwaitingResistance" });
    expect(writes()).toHaveLength(0);
  });

  test("a resistance drawn by a player who does not own the target does not count", async () => {
    await post("m5", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m5", 0, cards("8S 4D AH"), "p2");
    expect(await applyAttackTarget("m5", 0)).toEqual({ ok: false, message: "FRAY.Trauma.Chat.Error.AwaitingResistance" });
    expect(writes()).toHaveLength(0);
  });

  test("a card that does not exist, or a target index it does not have, or a deleted target, changes nothing", async () => {
    await expect(applyAttackTarget("nope", 0)).rejects.toMatchObject({ code: "gm.noCard" });
    await post("m6", "p1", card(cards("4S 3H 2D 2C")));
    expect(await applyAttackTarget("m6", 3)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    await actorOf("ashmite").delete();
    expect(await applyAttackTarget("m6", 0)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
    expect(writes().filter((w) => !w.startsWith("Actor.delete"))).toHaveLength(0);
  });

  test("Undo by someone who is neither a GM, the card's author nor the attacker's owner is refused; with no vouched sender too", async () => {
    await post("m4", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m4", 0, cards("8S 4D AH"));
    await applyAttackTarget("m4", 0);
    const applied = structuredClone(trauma());
    expect(await undoAttackTarget("m4", 0, userOf("p2"))).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(await undoAttackTarget("m4", 0, null)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(trauma()).toEqual(applied);
    expect(await undoAttackTarget("m4", 0, userOf("gm"))).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
  });
});

describe("the card's inputs are frozen at the first Apply", () => {
  test("re-targeting or re-drawing the message after Apply changes nothing that is applied later", async () => {
    await post("m1", "p1", { ...card(cards("4S 3H 2D 2C")), targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }, { actorUuid: "Actor.qulia", name: "Qulia" }] });
    await resist("m1", 0, cards("8S 4D AH"));
    await applyAttackTarget("m1", 0);
    // The author rewrites their card on their own client: a stronger draw, and Ashmite as the second target too.
    const edited = { ...card(cards("KS KH KD KC")), targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }, { actorUuid: "Actor.ashmite", name: "Ashmite" }] };
    await asUser(table, "p1", () => game.messages.get("m1")!.update({ flags: { fray: { trauma: { attack: edited } } } } as never));
    await resist("m1", 1, cards("8S 4D"), "p1");
    // Target 1 is still Qulia, as accepted; Ashmite is not hit twice.
    await applyAttackTarget("m1", 1);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
  });
});

describe("exactly once across GM tabs, reloads and deletions", () => {
  test("two GM tabs answering the same query: one claims the Apply, the other is refused, the target is hit once", async () => {
    await post("m1", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m1", 0, cards("8S 4D AH"));
    // The GM's second tab loaded its own copy of the system, with its own per-tab lock; only the server's record claim decides.
    vi.resetModules();
    const second = await openTab(table, "gm", { fresh: true });
    const secondTab = (await import("../../../../src/system/trauma/gm/gm-actions")).applyAttackTarget;
    expect(secondTab).not.toBe(applyAttackTarget);
    const results = await Promise.allSettled([table.world.inTab(table.gm, () => applyAttackTarget("m1", 0)), table.world.inTab(second, () => secondTab("m1", 0))]);
    // The other tab was refused by the claim, not by anything else.
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as unknown)).toEqual([expect.objectContaining({ code: "ledger.applied" })]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    expect(writes()).toHaveLength(1);
  });

  test("the GM reloading between the record and the write: the next active GM completes the Apply, once", async () => {
    await post("m1", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m1", 0, cards("8S 4D AH"));
    // The GM's connection drops once the Apply is claimed: after the record book, the card's and
    // the resistance's frozen copies (each claimed, then marked done) and the Apply's own claim.
    table.gm.failAfter = 6;
    await expect(applyAttackTarget("m1", 0)).rejects.toThrow(/connection to the server was lost/);
    expect(vim()).toMatchObject({ lifeSupport: 12, clot: 0 });
    table.gm.failAfter = null;
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(await completeUnfinished()).toBe(1);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
    expect(await completeUnfinished()).toBe(0);
    expect(vim()).toMatchObject({ lifeSupport: 6, clot: 6 });
  });

  test("a deleted card takes its records with it: nothing is left to undo", async () => {
    await post("m1", "p1", card(cards("4S 3H 2D 2C")));
    await resist("m1", 0, cards("8S 4D AH"));
    await applyAttackTarget("m1", 0);
    await game.messages.get("m1")!.delete();
    await pruneRecordsOf(new Set(["m1"]));
    await expect(undoAttackTarget("m1", 0, userOf("gm"))).rejects.toMatchObject({ code: "gm.noCard" });
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
    await post("m1", "p1", failed());
    expect(await dealPerkFor("m1")).toEqual({ ok: true, message: "FRAY.Trauma.Chat.PerkDealt" });
    expect(vi.mocked(perkCards.dealPerkTo).mock.calls.map(([actor, id]) => [actor.id, id])).toEqual([["qulia", "m1"]]);
  });

  test("a draw that earns nothing gets nothing", async () => {
    await post("m1", "p1", card(cards("5S 5H 5D 5C")));
    expect(await dealPerkFor("m1")).toEqual({ ok: false, message: "FRAY.Trauma.Chat.Error.NoPerkEarned" });
    expect(perkCards.dealPerkTo).not.toHaveBeenCalled();
  });

  test("a player who owns neither the attacker nor the target, or a forged card, gets no deal", async () => {
    await post("m1", "p2", failed());
    await expect(dealPerkFor("m1")).rejects.toMatchObject({ code: "gm.notOwner" });
    await post("m2", "p2", { ...failed(), attacker: { actorUuid: "Actor.nobody", name: "Nobody", state: qulia } });
    await expect(dealPerkFor("m2")).rejects.toMatchObject({ code: "gm.noActor" });
    expect(await dealPerkFor("gone")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoCard" });
    expect(perkCards.dealPerkTo).not.toHaveBeenCalled();
  });

  test("discarding: only for the card's own drawer, whose author acts for them", async () => {
    await post("m1", "p2", failed());
    expect(await discardPerksFor("m1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    await post("m2", "p1", failed());
    expect(await discardPerksFor("m2")).toEqual({ ok: true, message: "FRAY.Trauma.Chat.PerksDiscarded" });
    expect(vi.mocked(perkCards.discardPerksOf).mock.calls.map(([actor]) => actor.id)).toEqual(["qulia"]);
  });
});
