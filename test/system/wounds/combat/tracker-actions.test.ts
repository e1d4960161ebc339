import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { woundsActorFromDocument } from "../../../../src/core/wounds";
import { actionDeckLayout, cardRank } from "../../../../src/core/wounds";
import type { ActorDouble } from "../../../support/server-double";
import { installFoundryDouble } from "../../../support/foundry-double";
import { dealt, encounterIn, fight, wounds } from "./world";

/**
 * The tracker's Hold, Act Now and a Benny's redraw on the active GM, and a Hold lost to Shaken
 * (docs/rules/wounds.md §7), on the server double: who may ask (the permission matrix: the
 * owner, another player, the GM, a request with no sender), once only, and the Cards and the
 * initiative following the record.
 */
vi.mock("../../../../src/system/wounds/actor-state", () => ({
  woundsStateOf: (a: ActorDouble) => woundsActorFromDocument({ type: a.id === "bandit" ? "npc" : "character", system: a.system, items: [] }, a.id),
}));

// The handlers import the adapter registry, whose data models need Foundry's classes at import time.
installFoundryDouble();
const { runTrackerAction, combatantRef } = await import("../../../../src/system/wounds/combat/tracker-actions");
const { dropHoldsOf, becameShaken } = await import("../../../../src/system/wounds/combat/hold-lost");
const { actionStacksOf } = await import("../../../../src/system/wounds/cards/action-deck");
const { gmPoolOf, gmPoolWrite } = await import("../../../../src/system/wounds/bennies/gm-pool");
const { applyWrites } = await import("../../../../src/system/gm/records/apply-writes");

type User = Parameters<typeof runTrackerAction>[2];
let f: ReturnType<typeof fight>;
const as = (id: string): User => f.server.user(id) as unknown as User;
const ref = (actor: string): string => combatantRef("cb1", `c-${actor}`);
const onHold = (): string[] => encounterIn(f).onHold;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  f = fight(dealt({ "c-red": "KS", "c-blue": "5H", "c-bandit": "2C" }));
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("Hold (on the combatant's own turn; the turn passes)", () => {
  test("its owner may: Red goes on Hold, the turn passes, the chat says so", async () => {
    expect(await runTrackerAction("hold", ref("red"), as("p1"))).toEqual({ ok: true, message: "FRAY.Wounds.Combat.Done.Hold" });
    expect(onHold()).toEqual(["c-red"]);
    expect(f.nextTurns).toBe(1);
    expect(JSON.stringify(f.posted)).toContain("Red goes on Hold.");
  });

  test("the GM may", async () => {
    expect((await runTrackerAction("hold", ref("red"), as("gm"))).ok).toBe(true);
    expect(onHold()).toEqual(["c-red"]);
  });

  test("another player may not, and a request without a sender may not", async () => {
    expect(await runTrackerAction("hold", ref("red"), as("p2"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotYours" });
    expect(await runTrackerAction("hold", ref("red"), null)).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotYours" });
    expect(onHold()).toEqual([]);
    expect(f.nextTurns).toBe(0);
  });

  test("not on someone else's turn; an unknown combatant is refused", async () => {
    expect(await runTrackerAction("hold", ref("blue"), as("p2"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotYourTurn" });
    expect(await runTrackerAction("hold", combatantRef("cb1", "nobody"), as("gm"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoCombatant" });
    expect(await runTrackerAction("hold", "cb1", as("gm"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoCombatant" });
  });
});

describe("Act Now (a combatant on Hold interrupts)", () => {
  beforeEach(async () => {
    await runTrackerAction("hold", ref("red"), as("p1"));
  });

  test("its owner may, once: the Hold ends", async () => {
    expect(await runTrackerAction("actNow", ref("red"), as("p1"))).toEqual({ ok: true, message: "FRAY.Wounds.Combat.Done.ActNow" });
    expect(onHold()).toEqual([]);
    expect(await runTrackerAction("actNow", ref("red"), as("p1"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotOnHold" });
  });

  test("the GM may; another player and a request without a sender may not", async () => {
    expect((await runTrackerAction("actNow", ref("red"), as("p2"))).ok).toBe(false);
    expect((await runTrackerAction("actNow", ref("red"), null)).ok).toBe(false);
    expect(onHold()).toEqual(["c-red"]);
    expect((await runTrackerAction("actNow", ref("red"), as("gm"))).ok).toBe(true);
  });
});

describe("a Benny redraws a card (before the combatant's turn; the better card is kept)", () => {
  test("Blue's owner spends one Benny once; the card, its initiative and the Cards follow the record", async () => {
    const before = wounds(f.blue).bennies;
    expect(await runTrackerAction("redraw", ref("blue"), as("p2"))).toEqual({ ok: true, message: "FRAY.Wounds.Combat.Done.Redraw" });
    expect(wounds(f.blue).bennies).toBe(before - 1);
    const e = encounterIn(f);
    const card = e.dealt.find((d) => d.combatantId === "c-blue")!.card;
    expect(cardRank(card)).toBeGreaterThanOrEqual(cardRank({ id: "x", rank: "5", suit: "H" }));
    expect(e.discard).toHaveLength(1);
    expect(f.combat.combatants.get("c-blue")!.initiative).toBe(cardRank(card));
    const stacks = actionStacksOf("cb1")!;
    const layout = actionDeckLayout(e);
    expect(stacks.pile.cards.contents.map((c) => c.id).sort()).toEqual([...layout.inPlay].sort());
    expect(stacks.deck.cards.contents.filter((c) => !c.drawn).length).toBe(layout.available.length);
  });

  test("the GM may; another player, a request without a sender, or no Benny left may not", async () => {
    expect((await runTrackerAction("redraw", ref("blue"), as("p1"))).ok).toBe(false);
    expect((await runTrackerAction("redraw", ref("blue"), null)).ok).toBe(false);
    f.blue.system["wounds"] = { ...wounds(f.blue), bennies: 0 };
    expect(await runTrackerAction("redraw", ref("blue"), as("p2"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoBenny" });
    expect(encounterIn(f).discard).toHaveLength(0);
    f.blue.system["wounds"] = { ...wounds(f.blue), bennies: 2 };
    expect((await runTrackerAction("redraw", ref("blue"), as("gm"))).ok).toBe(true);
  });

  test("once the combatant's turn has come its card stays", async () => {
    expect(await runTrackerAction("redraw", ref("red"), as("p1"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.TurnCame" });
    expect(wounds(f.red).bennies).toBe(3);
  });

  test("the GM's NPC with no Benny of its own pays from the GM's pool, once, and the chat says so", async () => {
    f.bandit.system["wounds"] = { ...wounds(f.bandit), isWildCard: true, bennies: 0 };
    await applyWrites([await gmPoolWrite(2)]);
    expect(await runTrackerAction("redraw", ref("bandit"), as("p1"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NotYours" });
    expect(await runTrackerAction("redraw", ref("bandit"), as("gm"))).toEqual({ ok: true, message: "FRAY.Wounds.Combat.Done.Redraw" });
    expect(gmPoolOf()).toBe(1);
    expect(wounds(f.bandit).bennies).toBe(0);
    expect(String(f.posted.at(-1)!["content"])).toContain("Bandit spends a Benny from the GM&#x27;s pool");
    await applyWrites([await gmPoolWrite(0)]);
    expect(await runTrackerAction("redraw", ref("bandit"), as("gm"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoBenny" });
    expect(encounterIn(f).discard).toHaveLength(1);
  });

  test("a player's character never draws on the GM's pool", async () => {
    f.blue.system["wounds"] = { ...wounds(f.blue), bennies: 0 };
    await applyWrites([await gmPoolWrite(3)]);
    expect(await runTrackerAction("redraw", ref("blue"), as("gm"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.NoBenny" });
    expect(gmPoolOf()).toBe(3);
  });
});

describe("a Hold is lost on becoming Shaken", () => {
  test("only an update that sets Shaken counts", () => {
    expect(becameShaken({ system: { wounds: { shaken: true } } })).toBe(true);
    expect(becameShaken({ system: { wounds: { shaken: false } } })).toBe(false);
    expect(becameShaken({ system: { wounds: { wounds: 2 } } })).toBe(false);
    expect(becameShaken(null)).toBe(false);
  });

  test("a Shaken Red is taken off Hold once; a stale report changes nothing", async () => {
    await runTrackerAction("hold", ref("red"), as("p1"));
    expect(await dropHoldsOf(f.red as unknown as Actor.Implementation)).toBe(0);
    expect(onHold()).toEqual(["c-red"]);
    f.red.system["wounds"] = { ...wounds(f.red), shaken: true };
    expect(await dropHoldsOf(f.red as unknown as Actor.Implementation)).toBe(1);
    expect(onHold()).toEqual([]);
    expect(await dropHoldsOf(f.red as unknown as Actor.Implementation)).toBe(0);
    expect(JSON.stringify(f.posted)).toContain("Red is Shaken and loses the Hold.");
  });
});

describe("a card for one who joined after the deal (the tracker's initiative button)", () => {
  beforeEach(() => {
    f = fight(dealt({ "c-red": "KS", "c-bandit": "2C" }));
  });

  test("its owner may, once; the card, its initiative and the pile follow", async () => {
    expect(await runTrackerAction("deal", ref("blue"), as("p2"))).toEqual({ ok: true, message: "FRAY.Wounds.Combat.Done.Deal" });
    const card = encounterIn(f).dealt.find((d) => d.combatantId === "c-blue")?.card;
    expect(card).toBeDefined();
    expect(f.combat.combatants.get("c-blue")!.initiative).toBe(cardRank(card!));
    expect(actionStacksOf("cb1")!.pile.cards.size).toBe(3);
    expect(await runTrackerAction("deal", ref("blue"), as("p2"))).toEqual({ ok: false, message: "FRAY.Wounds.Combat.Error.HasCard" });
    expect(encounterIn(f).dealt).toHaveLength(3);
  });

  test("the GM may; another player and a request without a sender may not", async () => {
    expect((await runTrackerAction("deal", ref("blue"), as("p1"))).ok).toBe(false);
    expect((await runTrackerAction("deal", ref("blue"), null)).ok).toBe(false);
    expect(encounterIn(f).dealt).toHaveLength(2);
    expect((await runTrackerAction("deal", ref("blue"), as("gm"))).ok).toBe(true);
  });
});
