import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type SlotsWorld, pc, slotsCombatRuleset, slotsWorld } from "../upkeep/upkeep-world";

/**
 * The Stay action on the active GM (src/system/slots/combat/stay.ts) on the server double: the
 * request's author stamped by the server must own the character; the cycle and initiative are
 * rewritten once per character, only while the rule allows it.
 */
vi.mock("../../../../src/system/slots/actor-state", () => ({ slotsStateOf: (a: { system: { slots: unknown } }) => a.system.slots }));
vi.mock("../../../../src/system/active-ruleset", () => ({ activeAdapter: () => ({}) }));
vi.mock("../../../../src/system/rulesets", () => ({ adapterFor: () => null, allAdapters: () => [] }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => slotsCombatRuleset }));

const { slotsStay } = await import("../../../../src/system/slots/combat/stay");

let w: SlotsWorld;
let n = 0;
const ask = (author: string, combatantId: string, group: number, place: "after" | "with"): string => {
  const id = `stay${++n}`;
  w.server.message(id, author, { fray: { slotsStay: { combatId: "cb", combatantId, group, place } } });
  return id;
};
const encounter = () => (w.combat.flags as { fray: { automation: { encounter: { cycle: string[][]; groupIndex: number } } } }).fray.automation.encounter;

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  w = slotsWorld({ ana: [pc({ phase: "active", actionSlots: 5 }), ["p1"]], bo: [pc({}), ["p2"]], cy: [pc({}), ["p2"]] }, [["ana"], ["bo"], ["cy"]], ["start"], 1);
  encounter().groupIndex = 0;
  w.combat.combatants.get("c-cy")!.initiative = 7;
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("Stay on the active GM", () => {
  test("Bo's owner places Bo alone after Cy: the cycle and Bo's initiative change, once", async () => {
    expect(await slotsStay(ask("p2", "c-bo", 2, "after"))).toEqual({ ok: true, message: "FRAY.Slots.Combat.Stay.Done" });
    expect(encounter().cycle).toEqual([["c-ana"], ["c-cy"], ["c-bo"]]);
    expect(w.combat.combatants.get("c-bo")!.initiative).toBe(7);
    expect(w.server.messages.has(`stay${n}`)).toBe(false);
  });

  test("joining Cy's group makes a tie group; a second Stay of the same character is refused", async () => {
    await slotsStay(ask("p2", "c-bo", 2, "with"));
    expect(encounter().cycle).toEqual([["c-ana"], ["c-cy", "c-bo"]]);
    expect(await slotsStay(ask("p2", "c-bo", 1, "after"))).toMatchObject({ ok: false });
    expect(encounter().cycle).toEqual([["c-ana"], ["c-cy", "c-bo"]]);
  });

  test("a player who does not own the character is refused; the GM may place anyone", async () => {
    expect(await slotsStay(ask("p1", "c-bo", 2, "after"))).toMatchObject({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
    expect(encounter().cycle).toEqual([["c-ana"], ["c-bo"], ["c-cy"]]);
    expect(await slotsStay(ask("gm", "c-bo", 2, "after"))).toMatchObject({ ok: true });
  });

  test("the acting character, a later round, or an earlier place is refused", async () => {
    expect(await slotsStay(ask("p1", "c-ana", 2, "after"))).toMatchObject({ ok: false, message: "FRAY.Slots.Combat.Stay.Fixed" });
    expect(await slotsStay(ask("p2", "c-cy", 0, "with"))).toMatchObject({ ok: false, message: "FRAY.Slots.Combat.Stay.Fixed" });
    w.combat.round = 2;
    expect(await slotsStay(ask("p2", "c-bo", 2, "after"))).toMatchObject({ ok: false, message: "FRAY.Slots.Combat.Stay.Fixed" });
    expect(encounter().cycle).toEqual([["c-ana"], ["c-bo"], ["c-cy"]]);
  });
});
