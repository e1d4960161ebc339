import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { defaultSlotsItem } from "../../../../src/core/slots/item";
import { type SlotsWorld, pc, slotsOf, slotsWorld } from "../upkeep/upkeep-world";

/**
 * "React now" on the active GM (docs/rules/slots.md §7) on a double of what the server enforces:
 * the request's author stamped by the server, writes checked against their sender, record ids
 * claimed once. The permission matrix (owner, non-owner, GM), concurrent spends served in order,
 * the same click twice paying once.
 */
vi.mock("../../../../src/system/slots/actor-state", () => ({
  slotsStateOf: (a: { system: { slots: unknown } }) => a.system.slots,
  slotsItemOf: (i: { system: { slots: unknown } }) => i.system.slots,
}));
vi.mock("../../../../src/system/active-ruleset", () => ({ activeAdapter: () => ({}) }));
vi.mock("../../../../src/system/rulesets", () => ({ adapterFor: () => null, allAdapters: () => [] }));

const { reactSpend } = await import("../../../../src/system/slots/react/react-spend");
const { claimRecord } = await import("../../../../src/system/gm/records/record-book");

/** A riposte: 2AS, 3RS, 8FP, usable with Reserved Slots. */
const riposte = { ...defaultSlotsItem(), cost: "2AS|3RS|8FP", reservedAllowed: true };
const lunge = { ...defaultSlotsItem(), cost: "2AS", reservedAllowed: false };

let w: SlotsWorld;
let n = 0;
const ask = (author: string, actor: string, itemId = "riposte"): string => {
  const id = `req${++n}`;
  w.server.message(id, author, { fray: { slotsReact: { actorUuid: `Actor.${actor}`, itemId, combatId: "cb" } } });
  return id;
};
const rs = (id: string): number => slotsOf(w.actors[id]!).reservedSlots;
const actingGroup = (g: number): void => {
  (w.combat.flags as { fray: { automation: { encounter: { groupIndex: number } } } }).fray.automation.encounter.groupIndex = g;
};

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  w = slotsWorld({ ana: [pc({ reservedSlots: 5, phase: "done" }), ["p1"]], bo: [pc({ actionSlots: 6, phase: "active" }), ["p2"]], cy: [pc({ reservedSlots: 9 }), ["p2"]] }, [["ana"], ["bo"], ["cy"]], ["start"], 2);
  for (const a of Object.values(w.actors)) Object.assign(a, { items: new Map([["riposte", { id: "riposte", system: { slots: riposte } }], ["lunge", { id: "lunge", system: { slots: lunge } }]]) });
  actingGroup(1);
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("react now: the permission matrix", () => {
  test("the owner's request is paid at the RS price while another group acts; the answer carries the actor before it", async () => {
    const result = await reactSpend(ask("p1", "ana"));
    expect(result).toMatchObject({ ok: true, payment: { time: "reserved", price: 3, left: 2, round: 2, before: { reservedSlots: 5 } } });
    expect(rs("ana")).toBe(2);
    expect(w.server.messages.has(`req${n}`)).toBe(false);
  });

  test("a player who does not own the actor is refused and nothing is spent", async () => {
    expect(await reactSpend(ask("p2", "ana"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(rs("ana")).toBe(5);
  });

  test("a GM may react for any character", async () => {
    expect(await reactSpend(ask("gm", "ana"))).toMatchObject({ ok: true, payment: { left: 2 } });
  });

  test("a request naming an actor that does not exist, or no request at all, is refused", async () => {
    expect(await reactSpend(ask("p1", "ghost"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NoActor" });
    expect(await reactSpend("nothing")).toMatchObject({ ok: false, message: "FRAY.Slots.Combat.React.NoRequest" });
  });
});

describe("react now: prices and refusals", () => {
  test("during the Final Phase the FP price is paid (8 of Ana's 5: refused; of Cy's own group, his AS)", async () => {
    actingGroup(2);
    expect(await reactSpend(ask("p1", "ana"))).toMatchObject({ ok: false, message: "FRAY.Slots.Combat.React.Insufficient" });
    expect(rs("ana")).toBe(5);
    actingGroup(0);
    expect(await reactSpend(ask("p2", "cy"))).toMatchObject({ ok: true, payment: { time: "reserved", price: 3, left: 6 } });
  });

  test("in its own Active Phase a character is told to act normally; an ability that allows no Reserved use is refused", async () => {
    expect(await reactSpend(ask("p2", "bo"))).toMatchObject({ ok: false, message: "FRAY.Slots.Combat.React.OwnPhase" });
    expect(await reactSpend(ask("p1", "ana", "lunge"))).toMatchObject({ ok: false, message: "FRAY.Slots.Combat.React.NotReservable" });
    expect(rs("ana")).toBe(5);
  });
});

describe("react now: concurrent spends", () => {
  test("two clicks at once for the same character are served in order: one paid, the other refused, never below 0", async () => {
    const [a, b] = await Promise.all([reactSpend(ask("p1", "ana")), reactSpend(ask("p1", "ana"))]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect([a, b].find((r) => !r.ok)?.message).toBe("FRAY.Slots.Combat.React.Insufficient");
    expect(rs("ana")).toBe(2);
  });

  test("two players clicking at once are both served", async () => {
    actingGroup(1);
    const [a, c] = await Promise.all([reactSpend(ask("p1", "ana")), reactSpend(ask("p2", "cy"))]);
    expect([a.ok, c.ok]).toEqual([true, true]);
    expect([rs("ana"), rs("cy")]).toEqual([2, 6]);
  });

  test("the same click delivered twice (a retry, two GM tabs) pays once and answers the same", async () => {
    const id = ask("p1", "ana");
    const [a, b] = await Promise.all([reactSpend(id), reactSpend(id)]);
    expect(a).toEqual(b);
    expect(a.ok).toBe(true);
    expect(rs("ana")).toBe(2);
    expect(w.server.calls.filter((c) => c.startsWith("Actor."))).toHaveLength(1);
  });

  test("a spend read from a count another GM tab has already spent from is not written", async () => {
    await claimRecord({ key: "slots.react-from:Actor.ana:r2:g1:rs5", status: "done", writes: [], data: null, refs: ["cb"], at: 1, tab: "other" });
    expect(await reactSpend(ask("p1", "ana"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.Busy" });
    expect(rs("ana")).toBe(5);
  });
});
