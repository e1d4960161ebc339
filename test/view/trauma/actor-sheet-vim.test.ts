import { describe, expect, test } from "vitest";
import { vimTotal } from "../../../src/core/trauma";
import { text } from "../../../src/view/i18n";
import {
  type VimSource,
  addRelic,
  maxVimEdit,
  moveCondition,
  moveCounter,
  moveRelic,
  rebalanceVim,
  removeCondition,
  removeRelic,
  vimView,
} from "../../../src/view/trauma/actor-sheet-vim";

const vim: VimSource = {
  lifeSupport: 10,
  clot: 3,
  hunger: 1,
  fatigue: 0,
  conditions: { Slumber: 1 },
  relics: [{ id: "r1", name: "Warding Amulet", vim: 2 }],
};
const total = (v: VimSource): number => vimTotal({ ...v, conditions: { ...v.conditions }, relics: [...v.relics] });
const apply = (v: VimSource, p: object | null): VimSource => {
  const patch = (p ?? {}) as Partial<VimSource>;
  return { ...v, ...patch, conditions: { ...v.conditions, ...(patch.conditions ?? {}) } };
};

describe("the Vim tracker keeps every counter adding up to Max Vim (docs/rules/trauma.md §3.1)", () => {
  test("view: counters, segments and the summary of a consistent sheet", () => {
    const view = vimView(vim, 17, 0, false);
    expect(view.invariant).toBeNull();
    expect(view.overkill).toBeNull();
    expect(view.counters.map((c) => [c.key, c.value, c.canIncrease, c.canDecrease])).toEqual([
      ["clot", 3, true, true], ["hunger", 1, true, true], ["fatigue", 0, true, false],
    ]);
    expect(view.segments.map((s) => [s.key, s.width])).toEqual([
      ["lifeSupport", "58.8%"], ["clot", "17.6%"], ["hunger", "5.9%"], ["conditions", "5.9%"], ["relics", "11.8%"],
    ]);
    expect(view.relics[0]).toMatchObject({ id: "r1", canDrain: true });
  });

  test("a sheet whose counters do not add up says so", () => {
    expect(vimView(vim, 20, 0, false).invariant).toEqual(text("FRAY.Trauma.Sheet.Vim.Invariant", { total: 17, maxVim: 20 }));
    expect(rebalanceVim(vim, 20)).toEqual({ lifeSupport: 13 });
    expect(rebalanceVim(vim, 5)).toBeNull();
  });

  test("every +/− moves one Vim between Life Support and a counter, never creating or losing any", () => {
    const edits = [
      moveCounter(vim, "clot", 1),
      moveCounter(vim, "clot", -1),
      moveCounter(vim, "hunger", -1),
      moveCondition(vim, "Slumber", 1),
      moveRelic(vim, "r1", -1),
      removeRelic(vim, "r1"),
    ];
    for (const edit of edits) {
      expect(edit).not.toBeNull();
      expect(total(apply(vim, edit))).toBe(17);
    }
    expect(moveCounter(vim, "fatigue", -1)).toBeNull();
    expect(moveCounter({ ...vim, lifeSupport: 0 }, "clot", 1)).toBeNull();
    expect(moveCondition(vim, "Nothing", 1)).toBeNull();
  });

  test("removing a condition returns its Vim to Life Support", () => {
    expect(removeCondition(vim, "Slumber")).toEqual({ lifeSupport: 11 });
    expect(removeCondition(vim, "Nope")).toBeNull();
  });

  test("relics: added empty (trimmed, never blank or duplicate)", () => {
    expect(addRelic(vim, "r2", "  Lantern ")?.relics?.at(-1)).toEqual({ id: "r2", name: "Lantern", vim: 0 });
    expect(addRelic(vim, "r3", "   ")).toBeNull();
    expect(addRelic(vim, "r1", "Again")).toBeNull();
  });

  test("Max Vim moves the difference to Life Support and may not go below the Vim held elsewhere (§5.11)", () => {
    expect(maxVimEdit(vim, 20)).toEqual({ maxVim: 20, lifeSupport: 13 });
    expect(maxVimEdit(vim, 7)).toEqual({ maxVim: 7, lifeSupport: 0 });
    expect(maxVimEdit(vim, 6)).toEqual({ error: text("FRAY.Trauma.Sheet.Vim.MaxBelowUsed", { maxVim: 6, used: 7 }) });
    expect(maxVimEdit(vim, 0)).toEqual({ error: text("FRAY.Trauma.Sheet.Vim.MaxInvalid") });
  });
});

describe("condition names are typed by players: data, never object keys", () => {
  test.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("a condition named %s that the actor lacks moves nothing and frees nothing", (name) => {
    expect(moveCondition(vim, name, 1)).toBeNull();
    expect(moveCondition(vim, name, -1)).toBeNull();
    expect(removeCondition(vim, name)).toBeNull();
  });
});
