// The generic in-memory table both rulesets play scenarios on (src/core/encounter/table.ts).
import { describe, expect, test } from "vitest";
import { readScenario, table } from "../../../src/core/encounter";
import { expectRulesError } from "../../support/rules-error";

const scenario = readScenario({
  ruleset: "banks",
  actors: [
    { _id: "a1", name: "Ria", type: "character", system: { n: 1 }, items: [{ _id: "w1", name: "Pistol", type: "weapon", system: {} }] },
    { _id: "a2", name: "Vex", type: "npc", system: { n: 2 }, items: [] },
  ],
  items: [{ _id: "w2", name: "Grenade", type: "weapon", system: {} }],
  steps: [],
});
type State = { n: number; nested: { k: number } };
const reader = { actor: (doc: { system: Record<string, unknown> }) => ({ n: doc.system["n"] as number, nested: { k: 0 } }), weapon: (_: unknown, path: string) => path };

describe("the generic encounter table", () => {
  const t = { ...table.createEncounterTable<State, string, { round: number }>(scenario, reader, { round: 0 }), extra: "kept" };

  test("actors by id with their state and weapons (read at their JSON path), world items", () => {
    expect(table.actorById(t, "a1")).toMatchObject({ name: "Ria", type: "character", state: { n: 1 }, weapons: [{ id: "w1", weapon: "$.actors[0].items[0]" }] });
    expect(t.items).toEqual([{ id: "w2", name: "Grenade", weapon: "$.items[0]" }]);
    expect(table.weaponById(t, table.actorById(t, "a2"), "w2").name).toBe("Grenade");
    expect(table.nameOf(t, "a2")).toBe("Vex");
  });

  test("patching an actor or the encounter returns a new table, keeps what else it holds, mutates nothing", () => {
    const frozen = Object.freeze(t);
    const next = table.patchEncounter<{ round: number }, typeof t>(table.patchActor<State, string, typeof t>(frozen, "a2", { nested: { k: 5 } }), { round: 1 });
    expect(table.actorById(next, "a2").state).toEqual({ n: 2, nested: { k: 5 } });
    expect(next.encounter).toEqual({ round: 1 });
    expect(next.extra).toBe("kept");
    expect(table.actorById(t, "a2").state.nested.k).toBe(0);
  });

  test("references by name or _id, with the path of the step that names them", () => {
    expect(table.actorRef(t, "Vex", "$.steps[0].actor").id).toBe("a2");
    expectRulesError(() => table.actorRef(t, "Nobody", "$.steps[0].actor"), "scenario.unknownRef", "$.steps[0].actor");
    expectRulesError(() => table.weaponRef(t, table.actorById(t, "a2"), "Pistol", "$.steps[0].weapon"), "scenario.unknownRef", "$.steps[0].weapon");
  });
});
