import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import { defaultTraumaActor, setLifeSupport, vimTotal } from "../../../src/core/trauma";

const hurt = (() => {
  const a = defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { will: 3 } });
  return { ...a, vim: { ...a.vim, lifeSupport: 6, clot: 6 } };
})();

describe("setting Life Support from the token bar", () => {
  test("lowering moves Vim to Clot, raising takes it back from Clot", () => {
    expect(setLifeSupport(hurt, 4).patch).toEqual({ vim: { lifeSupport: 4, clot: 8 } });
    expect(setLifeSupport(hurt, 9).patch).toEqual({ vim: { lifeSupport: 9, clot: 3 } });
  });
  test("it stops at 0 and at what Clot can give back", () => {
    expect(setLifeSupport(hurt, -5).lifeSupport).toBe(0);
    expect(setLifeSupport(hurt, 40).lifeSupport).toBe(12);
    expect(setLifeSupport(hurt, 6).patch).toEqual({});
  });
  test("the Vim invariant holds for any value (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (v) => {
        expect(vimTotal(applyPatch(hurt, setLifeSupport(hurt, v).patch).vim)).toBe(12);
      }),
    );
  });
});
