import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applyPatch, invertPatch, isEmptyPatch, type Patch } from "../../src/core/patch";

type State = { vim: { lifeSupport: number; clot: number; relics: { id: string; vim: number }[] }; status: { dead: boolean }; tags: string[] };
const state: State = { vim: { lifeSupport: 12, clot: 0, relics: [{ id: "lantern", vim: 3 }] }, status: { dead: false }, tags: ["a"] };

describe("patches", () => {
  test("merge nested objects key by key and replace arrays whole", () => {
    const patch: Patch<State> = { vim: { lifeSupport: 6, clot: 6 }, tags: [] };
    expect(applyPatch(state, patch)).toEqual({ vim: { lifeSupport: 6, clot: 6, relics: [{ id: "lantern", vim: 3 }] }, status: { dead: false }, tags: [] });
  });

  test("never change the state or the patch", () => {
    const patch: Patch<State> = { vim: { relics: [{ id: "lantern", vim: 0 }] } };
    const before = JSON.stringify([state, patch]);
    const after = applyPatch(state, patch);
    after.vim.relics[0]!.vim = 99;
    expect(JSON.stringify([state, patch])).toBe(before);
  });

  test("the inverse restores exactly what the patch changed", () => {
    const patch: Patch<State> = { vim: { lifeSupport: 0, clot: 12 }, status: { dead: true } };
    const inverse = invertPatch(state, patch);
    expect(inverse).toEqual({ vim: { lifeSupport: 12, clot: 0 }, status: { dead: false } });
    expect(applyPatch(applyPatch(state, patch), inverse)).toEqual(state);
  });

  test("an empty patch is recognised", () => {
    expect(isEmptyPatch({})).toBe(true);
    expect(isEmptyPatch({ vim: {} })).toBe(true);
    expect(isEmptyPatch({ vim: { clot: 0 } })).toBe(false);
  });

  test("applying a patch and then its inverse gives back the state (property)", () => {
    const arb = fc.record({ vim: fc.record({ lifeSupport: fc.nat(), clot: fc.nat() }, { requiredKeys: [] }), status: fc.record({ dead: fc.boolean() }, { requiredKeys: [] }) }, { requiredKeys: [] });
    fc.assert(
      fc.property(arb, (patch) => {
        const p = patch as Patch<State>;
        expect(applyPatch(applyPatch(state, p), invertPatch(state, p))).toEqual(state);
      }),
    );
  });
});
