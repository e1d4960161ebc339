import { describe, expect, test } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import { applyTrauma, autoDrainRelics, endOfRound, startOfRound } from "../../../src/core/trauma";
import { cards, perk, qulia, withVim } from "./fixtures";

describe("round boundaries (docs/rules/trauma.md §5.10)", () => {
  test("endOfRound without a deficit, or for the already dead, changes nothing", () => {
    expect(endOfRound(qulia())).toEqual({ result: { died: false }, patch: {} });
    const dead = withVim(qulia(), { lifeSupport: 0, clot: 17 }, { clotDeficit: 3, status: { unconscious: false, dead: true } });
    expect(endOfRound(dead)).toEqual({ result: { died: false }, patch: {} });
  });

  test("startOfRound does nothing for the dead and ignores an unneeded Will-to-Live draw", () => {
    const dead = withVim(qulia(), { lifeSupport: 0, clot: 17 }, { status: { unconscious: false, dead: true } });
    expect(startOfRound(dead).patch).toEqual({});
    expect(startOfRound(dead).result.needsWillToLive).toBe(false);
    const fine = startOfRound(qulia(), { cards: cards("7S 2S") });
    expect(fine.result.willToLive).toBeNull();
    expect(fine.patch).toEqual({});
  });

  test("a Will-to-Live draw may spend Perk Cards (Will 2, Focal 3: TD 7)", () => {
    const seven = perk("7H");
    const empty = withVim(qulia({ perkHand: [seven] }), { lifeSupport: 0, clot: 17 });
    const { result, patch } = startOfRound(empty, { cards: cards("3S 2S"), perks: [{ card: seven }] });
    expect(result.willToLive?.success).toBe(true);
    expect(patch).toEqual({ perkHand: [], status: { unconscious: true } });
    expect(() => startOfRound(empty, { cards: cards("3S") })).toThrow(
      expect.objectContaining({ code: "draw.countMismatch", path: "willToLive.cards" }),
    );
  });

  test("autoDrainRelics drains relics in list order until the Overkill deficit is covered", () => {
    const relics = [
      { id: "empty", name: "Empty", vim: 0 },
      { id: "ring", name: "Ring", vim: 2 },
      { id: "lantern", name: "Lantern", vim: 3 },
      { id: "crown", name: "Crown", vim: 4 },
    ];
    const actor = withVim(qulia(), { lifeSupport: 1, clot: 0, relics });
    const hurt = applyPatch(actor, applyTrauma(actor, 5).patch);
    expect(hurt.clotDeficit).toBe(4);
    const { result, patch } = autoDrainRelics(hurt);
    expect(result.drained.map((d) => d.relicId)).toEqual(["ring", "lantern"]);
    expect(result.clotDeficit).toBe(0);
    const after = applyPatch(hurt, patch);
    expect(after.vim.lifeSupport).toBe(1);
    expect(after.vim.clot).toBe(5);
    expect(after.vim.relics.map((r) => r.vim)).toEqual([0, 0, 0, 4]);
    expect(endOfRound(after).result.died).toBe(false);
  });
});
