import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { parseCard } from "../../../../src/core/cards";
import { type AttackCardState, type DrawPlay, type TraumaActor, defaultTraumaActor } from "../../../../src/core/trauma";

/**
 * The GM side of the trust model with small doubles: message lookups and actor documents are
 * stand-ins; the rules, the ledger and the handlers are the real code.
 */
interface ActorDouble {
  uuid: string;
  name: string;
  state: TraumaActor;
  flags: { fray?: { ledger?: Record<string, unknown>; trauma?: { ledger?: Record<string, unknown> } } };
  owners: Set<string>;
  updates: unknown[];
  statuses: Set<string>;
}

const docs = vi.hoisted(() => ({
  actors: new Map<string, unknown>(),
  messages: new Map<string, unknown>(),
  resistance: new Map<string, unknown>(),
}));

vi.mock("../../../../src/system/trauma/attack-messages", () => ({
  attackCardOf: (m: { flags: { fray?: { trauma?: { attack?: unknown } } } }) => m.flags.fray?.trauma?.attack ?? null,
  resistanceOf: () => null,
  resistanceFor: async (messageId: string, i: number) => docs.resistance.get(`${messageId}:${i}`) ?? null,
}));
vi.mock("../../../../src/system/gm/actors", () => ({
  actorFromUuid: async (uuid: string) => docs.actors.get(uuid) ?? null,
  mayActFor: (user: { id: string; isGM: boolean } | null, actor: ActorDouble | null) => !!user && !!actor && (user.isGM || actor.owners.has(user.id)),
}));
vi.mock("../../../../src/system/trauma/actor-state", () => ({ traumaStateOf: (a: ActorDouble) => a.state }));
vi.mock("../../../../src/system/trauma/conditions", () => ({
  statusForCondition: (c: string) => c.toLowerCase(),
  addStatuses: async (a: ActorDouble, ids: string[]) => ids.filter((id) => !a.statuses.has(id) && a.statuses.add(id)),
  removeStatuses: async (a: ActorDouble, ids: string[]) => ids.forEach((id) => a.statuses.delete(id)),
}));
vi.mock("../../../../src/system/trauma/cards/perk-cards", () => ({ dealPerkTo: vi.fn(), discardPerksOf: vi.fn() }));

const { applyAttackTarget, undoAttackTarget } = await import("../../../../src/system/trauma/gm/gm-actions");
const { applyPatch } = await import("../../../../src/core/patch");

const cards = (text: string): DrawPlay => ({ cards: text.split(" ").map((c) => parseCard(c, "c")) });
const qulia = defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { operate: 4, will: 2, labor: 2 }, lobes: { correl: 2, focal: 3 } });
const ashmiteState = (): TraumaActor =>
  defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3 }, behaviors: [{ scope: "family", key: "Mental", percent: 0 }, { scope: "type", key: "Blunt", percent: 150 }] });

function actorDouble(uuid: string, name: string, state: TraumaActor, owners: string[] = []): ActorDouble {
  const actor: ActorDouble = { uuid, name, state, flags: {}, owners: new Set(owners), updates: [], statuses: new Set() };
  Object.assign(actor, {
    update: async (data: { system?: { trauma?: object }; flags?: { fray?: { trauma?: { ledger?: Record<string, unknown> } } } }) => {
      actor.updates.push(data);
      if (data.system?.trauma) actor.state = applyPatch(actor.state, data.system.trauma);
      const ledger = data.flags?.fray?.trauma?.ledger;
      if (ledger) actor.flags = { fray: { ...actor.flags.fray, trauma: { ledger: { ...(actor.flags.fray?.trauma?.ledger ?? {}), ...ledger } } } };
    },
  });
  return actor;
}

function messageDouble(id: string, author: { id: string; isGM: boolean }, attack: AttackCardState) {
  const message = { id, author, flags: { fray: { trauma: { attack } } }, updates: [] as unknown[] };
  Object.assign(message, {
    update: async (data: unknown) => void message.updates.push(data),
  });
  return message;
}

const grimgrin = { difficulty: 7, ability: "operate" as const, lobe: "correl" as const, traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" };
const card = (draw: DrawPlay): AttackCardState => ({
  version: 1,
  attacker: { actorUuid: "Actor.qulia", name: "Qulia", state: qulia },
  weapon: { itemUuid: "Item.grimgrin", name: "Grimgrin Paralyzer 272", profile: grimgrin },
  draw,
  targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }],
});

const player = { id: "player", isGM: false };
let ashmite: ActorDouble;

beforeEach(() => {
  (globalThis as Record<string, unknown>)["game"] = { messages: docs.messages, user: { isActiveGM: true } };
  docs.actors.clear();
  docs.messages.clear();
  docs.resistance.clear();
  docs.actors.set("Actor.qulia", actorDouble("Actor.qulia", "Qulia", qulia, ["player"]));
  ashmite = actorDouble("Actor.ashmite", "Ashmite", ashmiteState());
  docs.actors.set("Actor.ashmite", ashmite);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("Apply and Undo on the active GM", () => {
  test("T-1 applies 6 trauma once; a second Apply from the same card is refused and changes nothing", async () => {
    docs.messages.set("m1", messageDouble("m1", player, card(cards("4S 3H 2D 2C"))));
    docs.resistance.set("m1:0", { draw: cards("8S 4D AH") });
    expect(await applyAttackTarget("m1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(ashmite.state.vim).toMatchObject({ lifeSupport: 6, clot: 6 });
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(ashmite.state.vim).toMatchObject({ lifeSupport: 6, clot: 6 });
    expect(ashmite.updates).toHaveLength(1);
  });

  test("a 0.1.0 ledger entry (flags.fray.ledger) still counts; Undo records in flags.fray.trauma, whose entry then wins", async () => {
    docs.messages.set("m1", messageDouble("m1", player, card(cards("4S 3H 2D 2C"))));
    docs.resistance.set("m1:0", { draw: cards("8S 4D AH") });
    await applyAttackTarget("m1", 0);
    // As a 0.1.0 world left it: the entry directly under flags.fray.
    ashmite.flags = { fray: { ledger: ashmite.flags.fray?.trauma?.ledger ?? {} } };
    await expect(applyAttackTarget("m1", 0)).rejects.toMatchObject({ code: "ledger.applied" });
    expect(await undoAttackTarget("m1", 0, player as unknown as User.Implementation)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(ashmite.flags.fray?.trauma?.ledger).toEqual({ m1_0: expect.objectContaining({ undone: true }) });
    expect(ashmite.flags.fray?.ledger).toEqual({ m1_0: expect.objectContaining({ undone: false }) });
    expect(await applyAttackTarget("m1", 0)).toEqual({ ok: true, message: "FRAY.Common.Chat.Applied" });
    expect(ashmite.state.vim).toMatchObject({ lifeSupport: 6, clot: 6 });
  });

  test("two Apply requests arriving together apply once", async () => {
    docs.messages.set("m1", messageDouble("m1", player, card(cards("4S 3H 2D 2C"))));
    docs.resistance.set("m1:0", { draw: cards("8S 4D AH") });
    const results = await Promise.allSettled([applyAttackTarget("m1", 0), applyAttackTarget("m1", 0)]);
    expect(results.filter((r) => r.status === "fulfilled" && r.value.ok)).toHaveLength(1);
    expect(ashmite.state.vim.clot).toBe(6);
  });

  test("Undo restores exactly what Apply changed, Paralysis included; then Apply works again", async () => {
    docs.messages.set("m3", messageDouble("m3", player, card({ ...cards("4S 3H 2D 2C"), perks: [{ card: parseCard("KH", "k", "perk-KH"), targetIndex: 0 }] })));
    // the snapshot's hand holds the played King
    const m3 = docs.messages.get("m3") as { flags: { fray: { trauma: { attack: AttackCardState } } } };
    const attack = m3.flags.fray.trauma.attack;
    m3.flags.fray.trauma.attack = { ...attack, attacker: { ...attack.attacker, state: { ...qulia, perkHand: [parseCard("KH", "k", "perk-KH")] } } };
    docs.resistance.set("m3:0", { draw: cards("8S 4D AH") });
    const before = ashmite.state;
    await applyAttackTarget("m3", 0);
    expect(ashmite.state.vim).toMatchObject({ lifeSupport: 2, clot: 10 });
    expect(ashmite.state.conditionsInflicted).toEqual(["Paralysis"]);
    expect(ashmite.statuses.has("paralysis")).toBe(true);
    expect(await undoAttackTarget("m3", 0, player as unknown as User.Implementation)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
    expect(ashmite.state).toEqual(before);
    expect(ashmite.statuses.has("paralysis")).toBe(false);
    await expect(undoAttackTarget("m3", 0, player as unknown as User.Implementation)).rejects.toMatchObject({ code: "ledger.notApplied" });
    expect((await applyAttackTarget("m3", 0)).ok).toBe(true);
    expect(ashmite.state.vim.clot).toBe(10);
  });

  test("a card whose author does not own the attacker is refused", async () => {
    docs.messages.set("m4", messageDouble("m4", { id: "stranger", isGM: false }, card(cards("4S 3H 2D 2C"))));
    docs.resistance.set("m4:0", { draw: cards("8S 4D AH") });
    await expect(applyAttackTarget("m4", 0)).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(ashmite.updates).toHaveLength(0);
  });

  test("a hit still waiting for its resistance draw is not applied", async () => {
    docs.messages.set("m5", messageDouble("m5", player, card(cards("4S 3H 2D 2C"))));
    expect(await applyAttackTarget("m5", 0)).toEqual({ ok: false, message: "FRAY.Trauma.Chat.Error.AwaitingResistance" });
    expect(ashmite.updates).toHaveLength(0);
  });

  test("a card that does not exist, or a target index it does not have, changes nothing", async () => {
    await expect(applyAttackTarget("nope", 0)).rejects.toMatchObject({ code: "gm.noCard" });
    docs.messages.set("m6", messageDouble("m6", player, card(cards("4S 3H 2D 2C"))));
    expect(await applyAttackTarget("m6", 3)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoTarget" });
  });

  test("Undo by someone who is neither a GM, the card's author nor the attacker's owner is refused; with no vouched sender too", async () => {
    docs.messages.set("m4", messageDouble("m4", player, card(cards("4S 3H 2D 2C"))));
    docs.resistance.set("m4:0", { draw: cards("8S 4D AH") });
    await applyAttackTarget("m4", 0);
    const applied = ashmite.state;
    const stranger = { id: "stranger", isGM: false } as unknown as User.Implementation;
    expect(await undoAttackTarget("m4", 0, stranger)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(await undoAttackTarget("m4", 0, null)).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(ashmite.state).toEqual(applied);
    const gm = { id: "gm", isGM: true } as unknown as User.Implementation;
    expect(await undoAttackTarget("m4", 0, gm)).toEqual({ ok: true, message: "FRAY.Common.Chat.Undone" });
  });
});

