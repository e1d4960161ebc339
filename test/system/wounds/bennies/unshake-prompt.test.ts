import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY, woundsActorFromDocument } from "../../../../src/core/wounds";
import { installFoundryDouble } from "../../../support/foundry-double";
import type { ActorDouble } from "../../../support/server-double";
import { dealt, fight, wildCardState, wounds } from "../combat/world";

/**
 * One way to spend a Benny (issue 13): a Benny that ends Shaken — from the sheet or from the
 * start-of-turn prompt's "spend a Benny instead" — is a Benny card the active GM applies once
 * (bennies/gm-spend.ts), and it also answers the character's Shaken roll waiting in the running
 * combat, so the tracker goes on. On the server double with a real combat ledger: who may spend
 * (owner, another player, the GM), who pays (the character, or the GM's pool for the GM's Wild
 * Card), once only, and what the Undo gives back.
 */
vi.mock("../../../../src/system/wounds/actor-state", () => ({
  woundsStateOf: (a: ActorDouble) => woundsActorFromDocument({ type: a.id === "bandit" ? "npc" : "character", system: a.system, items: [] }, a.id),
}));
vi.mock("../../../../src/system/data/actor/actor-system", () => ({ actorSystem: (a: ActorDouble) => ({ toObject: () => structuredClone(a.system) }), isFrayActor: () => true }));

installFoundryDouble();
const { applyBennySpend, undoBennySpend } = await import("../../../../src/system/wounds/bennies/gm-spend");
const { gmPoolOf, gmPoolWrite } = await import("../../../../src/system/wounds/bennies/gm-pool");
const { applyWrites } = await import("../../../../src/system/gm/records/apply-writes");
const { applyTurnAnswer } = await import("../../../../src/system/wounds/combat/turn-apply");
const { spendBenny } = await import("../../../../src/system/wounds/bennies/spend-benny");

let f: ReturnType<typeof fight>;
const ledger = () => (f.combat.flags["fray"] as { automation: { pending: string[]; resolved: string[] } }).automation;
const key = (type: string, who = "c-red", round = 1) => `${type}:r${round}:${who}`;
const asUser = (id: string) => f.server.user(id) as unknown as User.Implementation;
const spend = (id: string, author: string, actor = "red", reason = "unshake") => f.server.message(id, author, { fray: { wounds: { benny: { actorUuid: `Actor.${actor}`, name: actor, reason } } } });
const promptCard = (id: string, who = "c-red", type = PROMPT_SHAKEN_RECOVERY) => f.server.message(id, "gm", { fray: { wounds: { turnPrompt: { combatId: "cb1", round: 1, combatantId: who, type } } } });
const answeredMark = (id: string) => (f.server.messages.get(id)!.flags["fray"] as { wounds: Record<string, unknown> }).wounds["turnAnswered"];

beforeEach(async () => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  f = fight(dealt({ "c-red": "KS", "c-blue": "5H", "c-bandit": "2C" }));
  f.red.system["wounds"] = wildCardState({ shaken: true });
  ledger().pending.push(key(PROMPT_SHAKEN_RECOVERY));
  await applyWrites([await gmPoolWrite(2)]);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("a Benny that ends Shaken answers the waiting Shaken roll", () => {
  test("the owner's spend: one Benny, Shaken gone, the prompt answered and its card marked, once", async () => {
    promptCard("prompt");
    spend("b1", "p1");
    expect(await applyBennySpend("b1")).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Spent" });
    expect(wounds(f.red)).toMatchObject({ shaken: false, bennies: 2 });
    expect(ledger()).toMatchObject({ pending: [], resolved: [key(PROMPT_SHAKEN_RECOVERY)] });
    expect(answeredMark("prompt")).toBe("bennySpent");
    // The same card again (a second click, a second GM tab) finds Red no longer Shaken: nothing is paid.
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ message: "FRAY.Wounds.Benny.Error.NotShaken" });
    expect(wounds(f.red).bennies).toBe(2);
    // So does a second spend.
    spend("b2", "p1");
    await expect(applyBennySpend("b2")).rejects.toMatchObject({ message: "FRAY.Wounds.Benny.Error.NotShaken" });
    expect(wounds(f.red).bennies).toBe(2);
  });

  test("the prompt's \"spend a Benny instead\", clicked by the GM: one spend card, applied here, the prompt answered", async () => {
    promptCard("prompt");
    // Another player's client does not even post a card.
    f.server.actAs("p2");
    expect(await spendBenny(f.red as unknown as Actor.Implementation, "unshake")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(f.posted).toHaveLength(0);
    f.server.actAs("gm");
    expect(await spendBenny(f.red as unknown as Actor.Implementation, "unshake")).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Spent" });
    const cards = f.posted.filter((p) => JSON.stringify(p["flags"]).includes('"benny"'));
    expect(cards).toHaveLength(1);
    expect(wounds(f.red)).toMatchObject({ shaken: false, bennies: 2 });
    expect(ledger().pending).toEqual([]);
    expect(answeredMark("prompt")).toBe("bennySpent");
  });

  test("another player's spend is refused and the prompt stays open; the GM's is applied", async () => {
    spend("b1", "p2");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(wounds(f.red)).toMatchObject({ shaken: true, bennies: 3 });
    expect(ledger().pending).toEqual([key(PROMPT_SHAKEN_RECOVERY)]);
    spend("b2", "gm");
    expect((await applyBennySpend("b2")).ok).toBe(true);
    expect(wounds(f.red)).toMatchObject({ shaken: false, bennies: 2 });
    expect(ledger().pending).toEqual([]);
  });

  test("a spend card with no author (no sender the server vouches for) is refused", async () => {
    Object.defineProperty(spend("b1", "p1"), "author", { value: null });
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "gm.notOwner" });
    expect(wounds(f.red)).toMatchObject({ shaken: true, bennies: 3 });
    expect(ledger().pending).toEqual([key(PROMPT_SHAKEN_RECOVERY)]);
  });

  test("with no Benny left nothing is spent, and the prompt still waits for the roll", async () => {
    f.red.system["wounds"] = wildCardState({ shaken: true, bennies: 0 });
    spend("b1", "p1");
    await expect(applyBennySpend("b1")).rejects.toMatchObject({ code: "benny.none" });
    expect(wounds(f.red).shaken).toBe(true);
    expect(gmPoolOf()).toBe(2);
    expect(ledger().pending).toEqual([key(PROMPT_SHAKEN_RECOVERY)]);
  });

  test("the GM's Wild Card with no Benny of its own pays from the pool; the Undo gives the pool's Benny and Shaken back", async () => {
    f.bandit.system["wounds"] = { ...wounds(f.bandit), isWildCard: true, shaken: true, bennies: 0 };
    ledger().pending.push(key(PROMPT_SHAKEN_RECOVERY, "c-bandit"));
    spend("b1", "gm", "bandit");
    expect((await applyBennySpend("b1")).ok).toBe(true);
    expect(gmPoolOf()).toBe(1);
    expect(wounds(f.bandit).shaken).toBe(false);
    expect(ledger().pending).toEqual([key(PROMPT_SHAKEN_RECOVERY)]);
    expect(await undoBennySpend("b1", asUser("p1"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotYourUndo" });
    expect(await undoBennySpend("b1", asUser("gm"))).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Returned" });
    expect(gmPoolOf()).toBe(2);
    expect(wounds(f.bandit)).toMatchObject({ shaken: true, bennies: 0 });
    // The round has gone on: the answered prompt is not reopened (it would hold the tracker again).
    expect(ledger().resolved).toContain(key(PROMPT_SHAKEN_RECOVERY, "c-bandit"));
  });

  test("the owner's Undo gives back exactly the Benny and Shaken", async () => {
    spend("b1", "p1");
    await applyBennySpend("b1");
    expect(await undoBennySpend("b1", asUser("p1"))).toEqual({ ok: true, message: "FRAY.Wounds.Benny.Returned" });
    expect(wounds(f.red)).toMatchObject({ shaken: true, bennies: 3 });
  });

  test("a Benny for another reason, or a Bleeding Out roll waiting, is left alone", async () => {
    ledger().pending.push(key(PROMPT_BLEEDING_OUT, "c-blue"));
    spend("b1", "p1", "red", "reroll");
    await applyBennySpend("b1");
    expect(wounds(f.red)).toMatchObject({ shaken: true, bennies: 2 });
    expect(ledger().pending).toEqual([key(PROMPT_SHAKEN_RECOVERY), key(PROMPT_BLEEDING_OUT, "c-blue")]);
  });

  test("an unshake out of combat, or with no roll waiting, only spends", async () => {
    ledger().pending.length = 0;
    ledger().resolved.push(key(PROMPT_SHAKEN_RECOVERY));
    spend("b1", "p1");
    await applyBennySpend("b1");
    expect(wounds(f.red)).toMatchObject({ shaken: false, bennies: 2 });
    expect(ledger()).toMatchObject({ pending: [], resolved: [key(PROMPT_SHAKEN_RECOVERY)] });
  });

  test("a start-of-turn answer without a roll is no answer: the Benny goes through its own card", async () => {
    f.server.message("a1", "p1", { fray: { wounds: { turnAnswer: { combatId: "cb1", round: 1, combatantId: "c-red", type: PROMPT_SHAKEN_RECOVERY, roll: null } } } });
    expect(await applyTurnAnswer("a1")).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoAnswer" });
    expect(wounds(f.red)).toMatchObject({ shaken: true, bennies: 3 });
    expect(ledger().pending).toEqual([key(PROMPT_SHAKEN_RECOVERY)]);
  });
});
