// The Stay action in a running combat (src/core/slots/stay-rule.ts; docs/rules/slots.md §5.3, §7).
import { describe, expect, test } from "vitest";
import type { CombatView } from "../../../src/core/ruleset";
import type { SlotsActor, SlotsEncounter } from "../../../src/core/slots";
import { stayTargets } from "../../../src/core/slots/stay-rule";
import { actor } from "./support";

const view = (round: number, groupIndex: number, phase: SlotsActor["phase"] = "waiting"): CombatView<SlotsActor, SlotsEncounter> => ({
  round,
  turn: 0,
  encounter: { cycle: [["a"], ["b"], ["c", "d"]], groupIndex },
  combatants: ["a", "b", "c", "d"].map((id) => ({ id, actorId: id, name: id, isPlayer: true, defeated: false, initiative: null, state: actor({ phase }) })),
});

describe("where a character may Stay", () => {
  test("in round 1, before its group begins: with, or alone after, every later group", () => {
    expect(stayTargets(view(1, 0), "b")).toEqual([
      { group: 2, place: "with" },
      { group: 2, place: "after" },
    ]);
  });
  test("nowhere once its group acts or has acted, in the last group, after round 1, or for an NPC", () => {
    expect(stayTargets(view(1, 1), "b")).toEqual([]);
    expect(stayTargets(view(1, 0, "active"), "b")).toEqual([]);
    expect(stayTargets(view(1, 0), "c")).toEqual([]);
    expect(stayTargets(view(2, 0), "b")).toEqual([]);
    expect(stayTargets(view(1, 0), "npc")).toEqual([]);
  });
});
