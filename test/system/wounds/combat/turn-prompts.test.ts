import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY, woundsActorFromDocument } from "../../../../src/core/wounds";
import { installFoundryDouble } from "../../../support/foundry-double";
import type { ActorDouble } from "../../../support/server-double";
import { dealt, fight, wildCardState, wounds } from "./world";

/**
 * The start-of-turn prompts (docs/rules/wounds.md §7) on the server double: posted once, whispered
 * to the GMs and owners, their buttons for the person asked (the active owning player, else the
 * GM); the answer applied once by the active GM with the core's verdict, only from its owner or a
 * GM, only while the prompt is open in that round.
 */
vi.mock("../../../../src/system/wounds/actor-state", () => ({
  woundsStateOf: (a: ActorDouble) => woundsActorFromDocument({ type: a.id === "bandit" ? "npc" : "character", system: a.system, items: [] }, a.id),
}));

installFoundryDouble();
const { applyTurnAnswer } = await import("../../../../src/system/wounds/combat/turn-apply");
const { turnPromptPoster, turnAskedOf, mayAnswer } = await import("../../../../src/system/wounds/combat/turn-prompts");
const { jokerBonusFor } = await import("../../../../src/system/wounds/combat/joker-bonus");
const { unshakeFor } = await import("../../../../src/system/wounds/combat/unshake");

let f: ReturnType<typeof fight>;
type Users = { id: string; isGM: boolean; active?: boolean; character?: { id: string } | null }[];
const users = (): Users => f.server.users as unknown as Users;
const ledger = () => (f.combat.flags["fray"] as { automation: { pending: string[]; resolved: string[] } }).automation;
const key = (type: string, who = "c-red", round = 1) => `${type}:r${round}:${who}`;

function open(type: string, who = "c-red"): void {
  ledger().pending.push(key(type, who));
}

function answer(id: string, author: string, type: string, roll: { chain: number[]; wildChain?: number[] } | null, round = 1, who = "c-red"): string {
  f.server.message(id, author, { fray: { wounds: { turnAnswer: { combatId: "cb1", round, combatantId: who, type, roll } } } });
  return id;
}

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  f = fight(dealt({ "c-red": "KS", "c-blue": "5H", "c-bandit": "2C" }));
  for (const u of users()) Object.assign(u, { active: true, character: null });
  f.red.system["wounds"] = wildCardState({ wounds: 3, incapacitated: true, bleedingOut: true });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("the Bleeding Out answer, applied once by the active GM", () => {
  test("its owner's success survives; the same answer again, or another answer, changes nothing", async () => {
    open(PROMPT_BLEEDING_OUT);
    // d6 [6, 3] = 9, −3 for the Wounds: 6, a success without a raise.
    expect(await applyTurnAnswer(answer("a1", "p1", PROMPT_BLEEDING_OUT, { chain: [6, 3], wildChain: [2] }))).toEqual({ ok: true, message: "FRAY.Wounds.Combat.Outcome.survives" });
    expect(wounds(f.red)).toMatchObject({ bleedingOut: true, dead: false });
    expect(ledger().resolved).toEqual([key(PROMPT_BLEEDING_OUT)]);
    expect(ledger().pending).toEqual([]);
    expect(await applyTurnAnswer("a1")).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.AlreadyApplied" });
    expect(await applyTurnAnswer(answer("a2", "p1", PROMPT_BLEEDING_OUT, { chain: [1], wildChain: [1] }))).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.AlreadyApplied" });
    expect(wounds(f.red).dead).toBe(false);
  });

  test("a raise stabilises; a failure kills and marks the combatant defeated", async () => {
    open(PROMPT_BLEEDING_OUT);
    expect((await applyTurnAnswer(answer("a1", "gm", PROMPT_BLEEDING_OUT, { chain: [6, 6, 2], wildChain: [1] }))).message).toBe("FRAY.Wounds.Combat.Outcome.stabilised");
    expect(wounds(f.red)).toMatchObject({ bleedingOut: false, incapacitated: true, dead: false });
    f.combat.round = 2;
    f.red.system["wounds"] = wildCardState({ wounds: 3, incapacitated: true, bleedingOut: true });
    ledger().pending.push(key(PROMPT_BLEEDING_OUT, "c-red", 2));
    expect((await applyTurnAnswer(answer("a2", "p1", PROMPT_BLEEDING_OUT, { chain: [3], wildChain: [2] }, 2))).message).toBe("FRAY.Wounds.Combat.Outcome.dies");
    expect(wounds(f.red)).toMatchObject({ dead: true, bleedingOut: false });
    expect((f.combat.combatants.get("c-red") as unknown as { defeated: boolean }).defeated).toBe(true);
  });

  test("another player's answer, an answer for another round, or one nobody asked for is refused", async () => {
    open(PROMPT_BLEEDING_OUT);
    expect(await applyTurnAnswer(answer("a1", "p2", PROMPT_BLEEDING_OUT, { chain: [6, 6, 6, 2], wildChain: [6, 1] }))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotYours" });
    expect(await applyTurnAnswer(answer("a2", "p1", PROMPT_BLEEDING_OUT, { chain: [6, 6, 2], wildChain: [1] }, 2))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.WrongRound" });
    expect(await applyTurnAnswer(answer("a3", "p1", PROMPT_SHAKEN_RECOVERY, { chain: [6, 2] }))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotPrompted" });
    expect(await applyTurnAnswer(answer("a4", "p1", PROMPT_BLEEDING_OUT, null))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoAnswer" });
    expect(wounds(f.red).bleedingOut).toBe(true);
    expect(ledger().pending).toEqual([key(PROMPT_BLEEDING_OUT)]);
  });
});

describe("the Shaken answer", () => {
  beforeEach(() => {
    f.red.system["wounds"] = wildCardState({ shaken: true });
    open(PROMPT_SHAKEN_RECOVERY);
  });

  test("a Spirit success ends Shaken; a failure leaves it", async () => {
    expect((await applyTurnAnswer(answer("a1", "p1", PROMPT_SHAKEN_RECOVERY, { chain: [2], wildChain: [1] }))).message).toBe("FRAY.Wounds.Combat.Outcome.stillShaken");
    expect(wounds(f.red).shaken).toBe(true);
  });

  test("a Benny ends it instead, spent once", async () => {
    expect((await applyTurnAnswer(answer("a1", "p1", PROMPT_SHAKEN_RECOVERY, null))).message).toBe("FRAY.Wounds.Combat.Outcome.bennySpent");
    expect(wounds(f.red)).toMatchObject({ shaken: false, bennies: 2 });
    expect((await applyTurnAnswer("a1")).ok).toBe(false);
    expect(wounds(f.red).bennies).toBe(2);
  });

  test("with no Benny left the Benny answer is refused and the prompt stays open", async () => {
    f.red.system["wounds"] = wildCardState({ shaken: true, bennies: 0 });
    expect(await applyTurnAnswer(answer("a1", "p1", PROMPT_SHAKEN_RECOVERY, null))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoBenny" });
    expect(ledger().pending).toEqual([key(PROMPT_SHAKEN_RECOVERY)]);
  });

  test("a Joker's +2 counts: Spirit 2 + 2 = 4 recovers", async () => {
    f.combat.flags["fray"] = { automation: { done: [], pending: [key(PROMPT_SHAKEN_RECOVERY)], resolved: [], encounter: dealt({ "c-red": "RJ", "c-blue": "5H" }) } };
    expect(jokerBonusFor(f.red as unknown as Actor.Implementation)).toBe(2);
    expect(jokerBonusFor(f.blue as unknown as Actor.Implementation)).toBe(0);
    expect((await applyTurnAnswer(answer("a1", "p1", PROMPT_SHAKEN_RECOVERY, { chain: [2], wildChain: [1] }))).message).toBe("FRAY.Wounds.Combat.Outcome.recovered");
    expect(wounds(f.red).shaken).toBe(false);
  });
});

describe("the prompt reaches the right person, once", () => {
  const combatant = () => f.combat.combatants.get("c-red") as unknown as Combatant.Implementation & { players: unknown[] };
  const post = turnPromptPoster(PROMPT_BLEEDING_OUT);

  beforeEach(() => {
    Object.assign(combatant(), { players: [f.server.user("p1")] });
    open(PROMPT_BLEEDING_OUT);
  });

  test("posted once, whispered to the GMs and the owner, with the odds", async () => {
    await post(f.combat as unknown as Combat.Implementation, combatant(), 1);
    await post(f.combat as unknown as Combat.Implementation, combatant(), 1);
    expect(f.posted).toHaveLength(1);
    expect(f.posted[0]!["whisper"]).toEqual(["gm", "p1"]);
    expect(String(f.posted[0]!["content"])).toContain("Red is bleeding out");
    expect(String(f.posted[0]!["content"])).toContain("Roll Vigor");
  });

  test("once answered, the prompt card is marked so it re-renders without its buttons", async () => {
    await post(f.combat as unknown as Combat.Implementation, combatant(), 1);
    const promptMessage = f.server.messages.get("posted1")!;
    expect((await applyTurnAnswer(answer("a1", "p1", PROMPT_BLEEDING_OUT, { chain: [6, 3], wildChain: [2] }))).ok).toBe(true);
    expect((promptMessage.flags["fray"] as { wounds: Record<string, unknown> }).wounds["turnAnswered"]).toBe("survives");
  });

  test("a prompt already answered is not posted", async () => {
    ledger().pending.length = 0;
    ledger().resolved.push(key(PROMPT_BLEEDING_OUT));
    await post(f.combat as unknown as Combat.Implementation, combatant(), 1);
    expect(f.posted).toHaveLength(0);
  });

  test("the owning player if active: the buttons are theirs (and the GM's), not another player's", () => {
    const red = f.red as unknown as Actor.Implementation;
    const prompt = { combatId: "cb1", round: 1, combatantId: "c-red", type: PROMPT_BLEEDING_OUT } as const;
    expect(turnAskedOf(red)?.id).toBe("p1");
    expect(mayAnswer(prompt, f.server.user("p1") as unknown as User.Implementation)).toBe(true);
    expect(mayAnswer(prompt, f.server.user("gm") as unknown as User.Implementation)).toBe(true);
    expect(mayAnswer(prompt, f.server.user("p2") as unknown as User.Implementation)).toBe(false);
  });

  test("the owning player away: the GM is asked", () => {
    users().find((u) => u.id === "p1")!.active = false;
    expect(turnAskedOf(f.red as unknown as Actor.Implementation)?.id).toBe("gm");
  });

  test("of two active owners, the one whose character it is", () => {
    f.red.ownership["p2"] = 3;
    users().find((u) => u.id === "p2")!.character = { id: "red" };
    const red = f.red as unknown as Actor.Implementation;
    expect(turnAskedOf(red)?.id).toBe("p2");
    const prompt = { combatId: "cb1", round: 1, combatantId: "c-red", type: PROMPT_BLEEDING_OUT } as const;
    expect(mayAnswer(prompt, f.server.user("p1") as unknown as User.Implementation)).toBe(false);
  });
});

describe("a Benny ends Shaken at any time (the sheet's button)", () => {
  const asUser = (id: string) => f.server.user(id) as unknown as User.Implementation;

  beforeEach(() => {
    f.red.system["wounds"] = wildCardState({ shaken: true });
  });

  test("its owner may: one Benny, once; a waiting Shaken roll this round is answered so the round goes on", async () => {
    open(PROMPT_SHAKEN_RECOVERY);
    expect(await unshakeFor("Actor.red", asUser("p1"))).toEqual({ ok: true, message: "FRAY.Wounds.Combat.Outcome.bennySpent" });
    expect(wounds(f.red)).toMatchObject({ shaken: false, bennies: 2 });
    expect(ledger()).toMatchObject({ pending: [], resolved: [key(PROMPT_SHAKEN_RECOVERY)] });
    expect(await unshakeFor("Actor.red", asUser("p1"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotShaken" });
    expect(wounds(f.red).bennies).toBe(2);
  });

  test("the GM may; another player, no sender, or no Benny left may not", async () => {
    expect((await unshakeFor("Actor.red", asUser("p2"))).ok).toBe(false);
    expect((await unshakeFor("Actor.red", null)).ok).toBe(false);
    f.red.system["wounds"] = wildCardState({ shaken: true, bennies: 0 });
    expect(await unshakeFor("Actor.red", asUser("p1"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoBenny" });
    expect(wounds(f.red).shaken).toBe(true);
    f.red.system["wounds"] = wildCardState({ shaken: true });
    expect((await unshakeFor("Actor.red", asUser("gm"))).ok).toBe(true);
    expect(wounds(f.red).shaken).toBe(false);
  });
});
