/**
 * The slots combat policy (docs/rules/slots.md §7): the Awareness cycle, whole groups beginning
 * and ending together, NPC pools, Hesitation, and an Upkeep that runs once per round.
 */
import { describe, expect, test } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import type { CombatView, CombatStep } from "../../../src/core/ruleset";
import { slotsRuleset } from "../../../src/core/slots";
import type { SlotsActor, SlotsEncounter } from "../../../src/core/slots";
import { actor } from "./support";

type View = CombatView<SlotsActor, SlotsEncounter>;
const policy = slotsRuleset.combat;

function view(states: Record<string, SlotsActor>, encounter: SlotsEncounter, round = 1): View {
  return { round, turn: null, encounter, combatants: Object.entries(states).map(([id, state]) => ({ id, actorId: id, name: id, isPlayer: state.isPlayer, defeated: state.dead, initiative: null, state })) };
}

function applied(v: View, step: CombatStep<SlotsActor, SlotsEncounter>): View {
  return {
    ...v,
    encounter: step.encounterPatch === undefined ? v.encounter : applyPatch(v.encounter, step.encounterPatch),
    combatants: v.combatants.map((c) => {
      const patch = step.actorPatches[c.id];
      return patch === undefined ? c : { ...c, state: applyPatch(c.state, patch) };
    }),
  };
}

const state = (v: View, id: string): SlotsActor => v.combatants.find((c) => c.id === id)!.state;

describe("slots combat policy", () => {
  const cycle = { cycle: [["A", "B"], ["C"]], groupIndex: 0 };
  const start = view({ A: actor(), B: actor({ agility: 2 }), C: actor({ agility: -1 }), N: actor({ isPlayer: false, agility: 1 }) }, cycle);

  test("startCombat rolls Awareness for player characters only and groups equal totals", () => {
    const step = policy.startCombat(view({ A: actor({ awareness: 3 }), B: actor({ awareness: 3 }), N: actor({ isPlayer: false }) }, { cycle: [], groupIndex: 0 }), { next: () => 0.5, int: () => 10 });
    expect(step.encounterPatch).toEqual({ cycle: [["A", "B"]], groupIndex: 0 });
    expect(step.initiative).toEqual({ A: 13, B: 13 });
  });

  test("the turn order is the cycle, then the NPCs", () => {
    expect(policy.turnOrder(start, createRng(1))).toEqual(["A", "B", "C", "N"]);
  });

  test("a round: NPCs take their pool, a turn begins its whole group, its end keeps the rest as Reserved, Hesitation empties everything", () => {
    const rng = createRng(2);
    let v = applied(start, policy.startRound(start, rng));
    expect(state(v, "N").actionSlots).toBe(6);
    v = applied(v, policy.startTurn(v, "A", rng));
    expect([state(v, "A").actionSlots, state(v, "B").actionSlots, state(v, "C").phase]).toEqual([5, 7, "waiting"]);
    v = applied(v, policy.endTurn(v, "B", rng));
    expect([state(v, "A").reservedSlots, state(v, "B").reservedSlots, state(v, "A").phase]).toEqual([5, 7, "done"]);
    v = applied(v, policy.startTurn(v, "C", rng));
    expect(v.encounter.groupIndex).toBe(1);
    const end = policy.endRound(v, rng);
    expect(end.events.map((e) => [e.combatantId, e.detail["lost"]])).toEqual([["A", 5], ["B", 7], ["C", 4], ["N", 6]]);
    v = applied(v, end);
    expect(v.combatants.every((c) => c.state.actionSlots === 0 && c.state.reservedSlots === 0 && c.state.phase === "waiting")).toBe(true);
  });

  test("Upkeep runs once per round for everyone, in cycle order then NPCs, and marks the dead defeated", () => {
    const v = view({ A: actor({ bleed: 3 }), B: actor(), C: actor({ hp: 0, hemorrhage: 1 }), N: actor({ isPlayer: false, hemorrhage: 2 }) }, cycle, 4);
    const first = policy.upkeep(v, createRng(3));
    expect(first.events.map((e) => e.combatantId)).toEqual(["A", "C", "N"]);
    expect(first.defeated).toEqual({ C: true });
    const again = policy.upkeep(applied(v, first), createRng(3));
    expect(again.actorPatches).toEqual({});
  });

  test("a seizing character's turn gives no slots; a channelled effect's Upkeep stress may burn it out", () => {
    const seizing = actor({ burnout: { strainedDays: 0, seizure: { startRound: 1, rounds: 3 }, mindFog: null, mute: null, nearMuteHours: 0 } });
    const v = view({ A: seizing }, { cycle: [["A"]], groupIndex: 0 }, 2);
    expect(policy.startTurn(v, "A", createRng(1)).actorPatches["A"]).toMatchObject({ actionSlots: 0, phase: "done" });
    const channeller = actor({ stress: { physical: 0, mental: 0, vocal: 9 }, effects: [{ id: "hymn", startRound: 1, rounds: 3, upkeepStress: { track: "vocal", n: 1 }, hot: 0, dot: 0 }] });
    const up = policy.upkeep(view({ A: channeller }, { cycle: [["A"]], groupIndex: 0 }, 1), createRng(5));
    const after = applyPatch(channeller, up.actorPatches["A"]!);
    expect([after.stress.vocal, after.burnout.mute === null, after.effects.length]).toEqual([10, false, 0]);
  });
});
