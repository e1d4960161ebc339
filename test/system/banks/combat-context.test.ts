import { afterEach, describe, expect, test, vi } from "vitest";
import { type BanksEncounter, defaultBanksActor, defaultBanksEncounter, defaultBanksTeam } from "../../../src/core/banks";

vi.mock("../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: { state: unknown }) => a.state }));
vi.mock("../../../src/system/banks/combat/banks-combat", () => ({
  banksEncounterOf: (c: { encounter: BanksEncounter | null }) => {
    if (c.encounter === null) throw new Error("malformed");
    return c.encounter;
  },
}));

const { banksCombatantOf, encounterOf } = await import("../../../src/system/banks/combat-context");

const actor = (uuid: string, teamId: string | null = null) => ({ uuid, state: { ...defaultBanksActor({ teamId }), ip: 4 } });
function combat(id: string, started: boolean, members: { id: string; actor: ReturnType<typeof actor> }[], encounter: BanksEncounter | null = defaultBanksEncounter()) {
  const updates: unknown[] = [];
  return { id, started, combatants: members, encounter, updates, update: async (data: unknown) => void updates.push(data) };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

describe("where a banks actor fights", () => {
  test("the viewed combat first, else any started combat the actor is in (matched by UUID); none outside a combat", () => {
    const ines = actor("Scene.s.Token.t.Actor.ines", "crew");
    const crew = { ...defaultBanksEncounter(), teams: { crew: { ...defaultBanksTeam(), bank: 2, members: ["c7"] } } };
    const other = combat("b", true, [{ id: "c7", actor: { ...ines } }], crew);
    const viewed = combat("a", false, [{ id: "c1", actor: ines }]);
    (globalThis as Record<string, unknown>)["game"] = { combat: viewed, combats: [viewed, other] };
    const found = banksCombatantOf(ines as unknown as Actor.Implementation);
    expect(found?.combatant.id).toBe("c7");
    expect(found?.team).toMatchObject({ id: "crew", memberId: "c7" });
    (globalThis as Record<string, unknown>)["game"] = { combat: null, combats: [viewed] };
    expect(banksCombatantOf(ines as unknown as Actor.Implementation)).toBeNull();
  });

  test("a malformed encounter reads as a fresh one", () => {
    const broken = combat("c", true, [], null);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(encounterOf(broken as unknown as Combat.Implementation)).toEqual(defaultBanksEncounter());
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
