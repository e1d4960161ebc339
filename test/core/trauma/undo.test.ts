import { describe, expect, test } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import { appliedTrauma, applyTrauma, defaultTraumaActor, undoTraumaPatch } from "../../../src/core/trauma";

const actor = defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { will: 3 } });

describe("undoing applied trauma", () => {
  test("T-1's 6 trauma and back", () => {
    const { result, patch } = applyTrauma(actor, 6);
    const hit = applyPatch(actor, patch);
    expect(applyPatch(hit, undoTraumaPatch(hit, appliedTrauma(result, null)))).toEqual(actor);
  });
  test("T-7 Overkill: the deficit is taken back too", () => {
    const low = { ...actor, vim: { ...actor.vim, lifeSupport: 4, clot: 8 } };
    const { result, patch } = applyTrauma(low, 12);
    const hit = applyPatch(low, patch);
    expect(hit.clotDeficit).toBe(8);
    expect(applyPatch(hit, undoTraumaPatch(hit, appliedTrauma(result, null)))).toEqual(low);
  });
  test("a later hit is kept: undo is a delta, not a restore", () => {
    const first = applyTrauma(actor, 3);
    const afterFirst = applyPatch(actor, first.patch);
    const afterSecond = applyPatch(afterFirst, applyTrauma(afterFirst, 2).patch);
    const undone = applyPatch(afterSecond, undoTraumaPatch(afterSecond, appliedTrauma(first.result, null)));
    expect(undone.vim).toMatchObject({ lifeSupport: 10, clot: 2 });
  });
  test("the condition this Apply added goes; one that was there before stays", () => {
    const marked = { ...actor, conditionsInflicted: ["Fear", "Paralysis"] };
    expect(undoTraumaPatch(marked, { absorbed: 0, deficit: 0, conditionAdded: "Paralysis" })).toEqual({ conditionsInflicted: ["Fear"] });
    expect(undoTraumaPatch(marked, { absorbed: 0, deficit: 0, conditionAdded: null })).toEqual({});
  });
});
