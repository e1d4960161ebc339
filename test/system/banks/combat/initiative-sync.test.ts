import { describe, expect, test, vi } from "vitest";
import { type BanksActor, type BanksEncounter, defaultBanksActor, defaultBanksEncounter } from "../../../../src/core/banks";

const world = vi.hoisted(() => ({ encounter: null as unknown }));
vi.mock("../../../../src/system/banks/actor-state", () => ({ banksStateOf: (a: { state: BanksActor | null }) => {
  if (a.state === null) throw new Error("not a banks actor");
  return a.state;
} }));
vi.mock("../../../../src/system/banks/combat-context", () => ({ encounterOf: () => world.encounter }));

const { initiativeChanges, refreshInitiative, showInitiative } = await import("../../../../src/system/banks/combat/initiative-sync");

function combatOf(rows: { id: string; initiative: number | null; state: BanksActor | null }[]) {
  const calls: unknown[][] = [];
  const combat = {
    combatants: rows.map((r) => ({ id: r.id, initiative: r.initiative, actor: { state: r.state } })),
    updateEmbeddedDocuments: async (...args: unknown[]) => void calls.push(args),
  };
  return { combat: combat as unknown as Combat.Implementation, calls };
}

describe("initiative follows effective IP", () => {
  test("only changed combatants are written, in one Combatant update; a positive Team Bank adds, a negative one does not", async () => {
    const encounter: BanksEncounter = { ...defaultBanksEncounter(), teams: { t1: { leaderId: "a", bank: 3, usedTactics: [], members: ["a"] }, t2: { leaderId: "b", bank: -2, usedTactics: [], members: ["b"] } } };
    world.encounter = encounter;
    const { combat, calls } = combatOf([
      { id: "a", initiative: 4, state: { ...defaultBanksActor({ teamId: "t1" }), ip: 4 } },
      { id: "b", initiative: 5, state: { ...defaultBanksActor({ teamId: "t2" }), ip: 5 } },
      { id: "c", initiative: 9, state: { ...defaultBanksActor(), ip: 2 } },
      { id: "d", initiative: null, state: null },
    ]);
    expect(initiativeChanges(combat)).toEqual([
      { _id: "a", initiative: 7 },
      { _id: "c", initiative: 2 },
    ]);
    await refreshInitiative(combat);
    expect(calls).toEqual([["Combatant", [{ _id: "a", initiative: 7 }, { _id: "c", initiative: 2 }], { turnEvents: false }]]);
  });

  test("nothing to write, no call", async () => {
    world.encounter = defaultBanksEncounter();
    const { combat, calls } = combatOf([{ id: "a", initiative: 3, state: { ...defaultBanksActor(), ip: 3 } }]);
    await refreshInitiative(combat);
    expect(calls).toHaveLength(0);
  });

  test("the tracker's roll button for some combatants writes only theirs, in one update (no dice: the bank is rolled at round start)", async () => {
    world.encounter = defaultBanksEncounter();
    const { combat, calls } = combatOf([
      { id: "a", initiative: null, state: { ...defaultBanksActor(), ip: 3 } },
      { id: "b", initiative: null, state: { ...defaultBanksActor(), ip: 6 } },
      { id: "c", initiative: null, state: { ...defaultBanksActor(), ip: 1 } },
    ]);
    await showInitiative(combat, ["b", "c"]);
    expect(calls).toEqual([["Combatant", [{ _id: "b", initiative: 6 }, { _id: "c", initiative: 1 }], { turnEvents: false }]]);
  });
});
