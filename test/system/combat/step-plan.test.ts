import { describe, expect, test } from "vitest";
import type { CombatStep, CombatView } from "../../../src/core/ruleset";
import { type TraumaActor, traumaCombat } from "../../../src/core/trauma";
import { partitionEvents, planStep } from "../../../src/system/combat/step-plan";
import { traumaState } from "./fixtures";

function view(states: Record<string, TraumaActor>, defeated: string[] = []): CombatView<TraumaActor, Record<string, never>> {
  return {
    round: 2,
    turn: null,
    encounter: {},
    combatants: Object.entries(states).map(([id, state]) => ({ id, actorId: `a-${id}`, name: id, isPlayer: true, defeated: defeated.includes(id), initiative: null, state })),
  };
}

describe("planning a step", () => {
  test("trauma's round end: one patch and one defeated change per Overkill death, nothing for the living", () => {
    const v = view({ A: traumaState({ lifeSupport: 0, clotDeficit: 2 }), B: traumaState(), C: traumaState({ lifeSupport: 0, clotDeficit: 1 }) });
    const plan = planStep(traumaCombat.endRound(v, { next: () => 0, int: (a) => a }), v);
    expect(plan.actorPatches).toEqual([
      { combatantId: "A", patch: { status: { dead: true } } },
      { combatantId: "C", patch: { status: { dead: true } } },
    ]);
    expect(plan.combatantChanges).toEqual([{ _id: "A", defeated: true }, { _id: "C", defeated: true }]);
    expect(plan.events.map((e) => [e.type, e.combatantId])).toEqual([["trauma.overkillDeath", "A"], ["trauma.overkillDeath", "C"]]);
    expect(plan.encounterChanged).toBe(false);
  });

  test("drops what names no combatant of the view, empty patches and no-op combatant changes", () => {
    const v = view({ A: traumaState(), B: traumaState() }, ["B"]);
    const step: CombatStep<TraumaActor, Record<string, never>> = {
      actorPatches: { A: {}, Z: { clotDeficit: 1 }, B: { clotDeficit: 0 } },
      defeated: { A: false, B: true, Z: true },
      initiative: { A: 5, Z: 1, B: Number.NaN },
      events: [],
      prompts: [{ type: "trauma.willToLive", combatantId: "Z" }, { type: "trauma.willToLive", combatantId: "A" }],
    };
    const plan = planStep(step, v);
    expect(plan.actorPatches).toEqual([{ combatantId: "B", patch: { clotDeficit: 0 } }]);
    expect(plan.combatantChanges).toEqual([{ _id: "A", initiative: 5 }]);
    expect(plan.prompts).toEqual([{ type: "trauma.willToLive", combatantId: "A" }]);
  });

  test("defeated and initiative for one combatant merge into one change", () => {
    const v = view({ A: traumaState() });
    const plan = planStep({ actorPatches: {}, defeated: { A: true }, initiative: { A: 7 }, events: [], prompts: [] }, v);
    expect(plan.combatantChanges).toEqual([{ _id: "A", defeated: true, initiative: 7 }]);
  });

  test("the encounter patch is merged with the core's applyPatch", () => {
    type Banks = { bank: { heroes: number; villains: number }; blitz: string[] };
    const v: CombatView<unknown, Banks> = { round: 1, turn: null, combatants: [], encounter: { bank: { heroes: 3, villains: 2 }, blitz: ["x"] } };
    const plan = planStep<unknown, Banks>({ actorPatches: {}, encounterPatch: { bank: { heroes: 1 } }, events: [], prompts: [] }, v);
    expect(plan.encounterChanged).toBe(true);
    expect(plan.encounter).toEqual({ bank: { heroes: 1, villains: 2 }, blitz: ["x"] });
    expect(v.encounter.bank.heroes).toBe(3);
  });
});

test("events about hidden combatants are kept for the GMs", () => {
  const events = [
    { type: "trauma.overkillDeath", combatantId: "A", detail: {} },
    { type: "trauma.overkillDeath", combatantId: "H", detail: {} },
    { type: "banks.blitz", detail: {} },
  ];
  const parts = partitionEvents(events, new Set(["H"]));
  expect(parts.public.map((e) => e.combatantId ?? "-")).toEqual(["A", "-"]);
  expect(parts.gm.map((e) => e.combatantId)).toEqual(["H"]);
});
