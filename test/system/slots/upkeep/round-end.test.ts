import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { SlotsActor } from "../../../../src/core/slots";
import { type SlotsWorld, npc, pc, slotsCombatRuleset, slotsOf, slotsWorld } from "./upkeep-world";

/**
 * The end of a Full Round as one recorded, batched, undoable event (docs/rules/slots.md §7) on a
 * double of what the server enforces: record ids claimed once, writes checked against their
 * sender, every database call counted. The rules, the GM records, the round end and its Undo
 * are the real code; only the actor reader is a stand-in.
 */
vi.mock("../../../../src/system/slots/actor-state", () => ({ slotsStateOf: (a: { system: { slots: unknown } }) => a.system.slots }));
// The runner is handed the slots ruleset; the world's adapter registry is not loaded here.
vi.mock("../../../../src/system/active-ruleset", () => ({ activeAdapter: () => ({}) }));
vi.mock("../../../../src/system/rulesets", () => ({ adapterFor: () => null, allAdapters: () => [] }));

const { runSlotsRoundEnd } = await import("../../../../src/system/slots/upkeep/round-end");
const { undoSlotsUpkeep } = await import("../../../../src/system/slots/upkeep/undo");
const { onUpkeepCardAction, postMissingUpkeepCards, upkeepCardOf } = await import("../../../../src/system/slots/upkeep/card");
const { completeUnfinished } = await import("../../../../src/system/gm/records/exactly-once");
const { claimRecord, findRecord } = await import("../../../../src/system/gm/records/record-book");

type AnyCombat = Parameters<typeof runSlotsRoundEnd>[0];
const END = { phase: "endRound", round: 2 } as const;

// Ana bleeds 4 with one Hemorrhage and holds 3 Reserved Slots; Bo's Slow runs out at this Upkeep;
// the hidden hound, already at 0 HP, bleeds and dies.
const ana = pc({ strength: 4, vitality: 2, hp: 50, bleed: 4, hemorrhage: 1, reservedSlots: 3, phase: "done" });
const bo = pc({ strength: 3, vitality: 2, hp: 40, actionSlots: 2, phase: "active", slow: { fraction: "1/2", startRound: 1, rounds: 1 } });
const hound = npc({ strength: 2, vitality: 2, hp: 0, bleed: 2, actionSlots: 4, phase: "active" });

let w: SlotsWorld;
const combat = (): AnyCombat => w.combat as unknown as AnyCombat;
const run = () => runSlotsRoundEnd(combat(), END, slotsCombatRuleset as never);
const ledger = () => (w.combat.flags as { fray: { automation: { done: string[]; encounter: { groupIndex: number } } } }).fray.automation;
const dbWrites = () => w.server.calls.filter((c) => !c.startsWith("JournalEntryPage"));
const states = (): Record<string, SlotsActor> => Object.fromEntries(Object.entries(w.actors).map(([id, a]) => [id, structuredClone(slotsOf(a))]));

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  w = slotsWorld({ ana: [ana, ["p1"]], bo: [bo, ["p2"]], hound: [hound, [], true] }, [["ana"], ["bo"]], ["start", "r2:startRound", "r2:t1:c-bo:startTurn"]);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("the end of a Full Round on the active GM", () => {
  test("Hesitation and Upkeep for everyone in ONE actor batch and ONE combat update (one Combatant update for the death), claimed as ONE record", async () => {
    expect(await run()).toBe("applied");
    expect([...dbWrites()].sort()).toEqual(["Actor.updateDocuments(3)", "Combat.updateDocuments(1)", "Combatant.update(1)"]);
    expect(dbWrites().filter((c) => c.startsWith("Actor."))).toEqual(["Actor.updateDocuments(3)"]);
    expect(dbWrites().filter((c) => c.startsWith("Combat."))).toEqual(["Combat.updateDocuments(1)"]);
    expect(w.server.calls.filter((c) => c.startsWith("JournalEntryPage.create"))).toHaveLength(1);
    // Ana: 4 bleed + 3 × 1 hemorrhage = 7 (50 → 43), bleed 4 → 2, hemorrhage 1 → 0, her 3 RS lost.
    expect(slotsOf(w.actors["ana"]!)).toMatchObject({ hp: 43, bleed: 2, hemorrhage: 0, reservedSlots: 0, actionSlots: 0, phase: "waiting", lastUpkeepRound: 2 });
    // Bo's Slow (began round 1, 1 round) ends at the Upkeep of round 2.
    expect(slotsOf(w.actors["bo"]!)).toMatchObject({ slow: null, actionSlots: 0, phase: "waiting" });
    expect(slotsOf(w.actors["hound"]!)).toMatchObject({ dead: true, hp: 0 });
    expect(w.combat.combatants.get("c-hound")).toMatchObject({ defeated: true });
    expect(ledger().done).toEqual(expect.arrayContaining(["r2:endRound", "r2:upkeep"]));
    expect(ledger().encounter.groupIndex).toBe(0);
  });

  test("posts ONE card: Hesitation and each visible actor's Upkeep (Bo's has nothing to say); the hidden hound is only in the GM's record", async () => {
    await run();
    expect(w.created).toHaveLength(1);
    const flag = upkeepCardOf(w.created[0] as never)!;
    expect(flag).toMatchObject({ combatId: "cb", round: 2, generation: 0, undone: false });
    expect(flag.events.map((e) => [e.type, e.combatantId])).toEqual([
      ["slots.hesitation", "c-ana"],
      ["slots.hesitation", "c-bo"],
      ["slots.upkeep", "c-ana"],
    ]);
    expect(flag.events.find((e) => e.combatantId === "c-ana" && e.type === "slots.upkeep")?.detail).toMatchObject({ bleed: 4, hemorrhage: 3, hp: 43 });
    const record = findRecord("slots.upkeep:cb:r2#0:apply");
    expect((record?.data as { hiddenEvents: { combatantId: string }[] }).hiddenEvents.map((e) => e.combatantId)).toEqual(["c-hound", "c-hound"]);
  });

  test("the same round's end twice, or from two GM tabs at once, is written once", async () => {
    const results = await Promise.all([run(), run()]);
    expect(results.sort()).toEqual(["alreadyDone", "applied"]);
    expect(await run()).toBe("alreadyDone");
    expect(slotsOf(w.actors["ana"]!).hp).toBe(43);
    expect(dbWrites().filter((c) => c.startsWith("Actor."))).toHaveLength(1);
    expect(w.created).toHaveLength(1);
  });

  test("a GM that stops mid-write leaves a pending record the next active GM completes, card included", async () => {
    w.server.failAfter = 0;
    await expect(run()).rejects.toThrow();
    expect(findRecord("slots.upkeep:cb:r2#0:apply")?.status).toBe("pending");
    w.server.failAfter = null;
    expect(await completeUnfinished()).toBe(1);
    await postMissingUpkeepCards();
    expect(slotsOf(w.actors["ana"]!)).toMatchObject({ hp: 43, bleed: 2, reservedSlots: 0 });
    expect(w.created).toHaveLength(1);
    await postMissingUpkeepCards();
    expect(w.created).toHaveLength(1);
    expect(await run()).toBe("alreadyDone");
  });
});

describe("undoing a Full Round's end", () => {
  test("writes back exactly what it changed (HP, counters, slots, durations, the defeated mark, the encounter) and marks the card", async () => {
    const before = states();
    const encounterBefore = structuredClone(ledger().encounter);
    await run();
    expect(await undoSlotsUpkeep(combat(), 2)).toEqual({ ok: true, message: "FRAY.Slots.Upkeep.Undone" });
    expect(states()).toEqual(before);
    expect(w.combat.combatants.get("c-hound")).toMatchObject({ defeated: false });
    expect(ledger().done).toEqual(["start", "r2:startRound", "r2:t1:c-bo:startTurn"]);
    expect(ledger().encounter).toEqual(encounterBefore);
    expect(upkeepCardOf(w.created[0] as never)?.undone).toBe(true);
    expect(await undoSlotsUpkeep(combat(), 2)).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NothingToUndo" });
  });

  test("run again after the Undo, it gives the same result (a rewound round neither lengthens nor shortens a duration) and a new card", async () => {
    await run();
    const first = states();
    await undoSlotsUpkeep(combat(), 2);
    expect(await run()).toBe("applied");
    expect(states()).toEqual(first);
    expect(w.created.map((m) => upkeepCardOf(m as never)?.generation)).toEqual([0, 1]);
  });

  test("forgets the later rounds' phases (ledger keys and their records) so moving forward runs them again", async () => {
    await run();
    await claimRecord({ key: "combat:cb:r3:startRound", status: "done", writes: [], data: null, refs: ["cb"], at: 1, tab: "t" });
    ledger().done.push("r3:startRound", "r3:t0:c-ana:startTurn");
    await undoSlotsUpkeep(combat(), 2);
    expect(ledger().done).toEqual(["start", "r2:startRound", "r2:t1:c-bo:startTurn"]);
    expect(findRecord("combat:cb:r3:startRound")).toBeNull();
  });

  test("is refused while a later round's end stands (that one is undone first)", async () => {
    await run();
    ledger().done.push("r3:endRound");
    expect(await undoSlotsUpkeep(combat(), 2)).toMatchObject({ ok: false, message: "FRAY.Slots.Upkeep.LaterFirst" });
    expect(slotsOf(w.actors["ana"]!).hp).toBe(43);
  });

  test("the card's Undo: a player is refused, a GM undoes; a card a player wrote is no Upkeep card", async () => {
    await run();
    const card = w.created[0]!;
    const warn = vi.fn();
    (globalThis as unknown as { ui: { notifications: { warn: unknown; info: unknown } } }).ui.notifications = { warn, info: vi.fn() };
    w.server.actAs("p1");
    expect(await onUpkeepCardAction(card as never, "fray-slots-upkeep-undo")).toBe(true);
    expect(warn).toHaveBeenCalledWith("FRAY.Slots.Upkeep.GmOnly");
    expect(slotsOf(w.actors["ana"]!).hp).toBe(43);
    const forged = w.server.message("forged", "p1", card.flags);
    expect(upkeepCardOf(forged as never)).toBeNull();
    w.server.actAs("gm");
    expect(await onUpkeepCardAction(card as never, "fray-slots-upkeep-undo")).toBe(true);
    expect(slotsOf(w.actors["ana"]!).hp).toBe(50);
  });
});
