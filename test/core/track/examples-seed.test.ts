// Worked examples K-1 … K-11 of rules/track.md §9 ("From the seed and its pages"), by id.
import { describe, expect, test } from "vitest";
import {
  applyWound,
  healStep,
  netDamage,
  resolveAttack,
  resolveSoak,
  trackGlyphs,
  woundForNetDamage,
  woundPenalty,
  WOUND_BOXES,
} from "../../../src/core/track";
import { actor, after, strokes } from "./fixtures";

describe("rules/track.md §9, from the seed", () => {
  test("K-1 Willpower 4 ignores two boxes: (5, 0, 0) → penalty 3", () => {
    expect(woundPenalty(actor([5, 0, 0], { willpower: 4 }))).toBe(3);
  });

  test("K-2 Net Damage → wound: 1 Petty 1 box … 5–7 Terminal with 300 s … 8 and 9 Death", () => {
    const table = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => woundForNetDamage(n));
    expect(table).toEqual(["none", "petty", "ordinary", "serious", "incapacitating", "terminal", "terminal", "terminal", "death", "death"]);
    expect([1, 2, 3, 4, 5].map((n) => WOUND_BOXES[woundForNetDamage(n)])).toEqual([1, 3, 6, 10, 10]);
    for (const net of [5, 6, 7]) {
      const { result } = applyWound(actor(), { wound: woundForNetDamage(net), damageType: "lethal" });
      expect(result.dying).toEqual({ secondsLeft: 300 });
    }
  });

  test("K-3 a full Normal track takes a Normal Petty: (10, 1, 0) X/////////, incapacitated, not Dying", () => {
    const { result } = applyWound(actor([10, 0, 0]), { wound: "petty", damageType: "normal" });
    expect([result.slash, result.back, result.bar]).toEqual([10, 1, 0]);
    expect(trackGlyphs(result)).toBe("X/////////");
    expect(result).toMatchObject({ converted: true, incapacitated: true, dying: null, dead: false });
  });

  test("K-4 marks pushed off: nine Normal + Lethal Ordinary → (10, 3, 0) XXX///////, not Dying", () => {
    const { result } = applyWound(actor([9, 0, 0]), { wound: "ordinary", damageType: "lethal" });
    expect(trackGlyphs(result)).toBe("XXX///////");
    expect([result.slash, result.back, result.bar]).toEqual([10, 3, 0]);
    expect(result).toMatchObject({ converted: false, incapacitated: true, dying: null });
  });

  test("K-5 Incapacitating Normal on an empty track → (10, 0, 0), no danger", () => {
    const { result } = applyWound(actor(), { wound: woundForNetDamage(4), damageType: "normal" });
    expect([result.slash, result.back, result.bar]).toEqual([10, 0, 0]);
    expect(result).toMatchObject({ incapacitated: true, dying: null, dead: false });
  });

  test("K-6 Incapacitating Lethal on an empty track → (10, 10, 0), Dying 3600 s", () => {
    const { result } = applyWound(actor(), { wound: woundForNetDamage(4), damageType: "lethal" });
    expect([result.slash, result.back, result.bar]).toEqual([10, 10, 0]);
    expect(result.dying).toEqual({ secondsLeft: 3600 });
  });

  test("K-7 a Terminal Normal wound (the unlucky rubber bullet) → (10, 0, 0), Dying 300 s", () => {
    const { result } = applyWound(actor(), { wound: woundForNetDamage(5), damageType: "normal" });
    expect([result.slash, result.back, result.bar]).toEqual([10, 0, 0]);
    expect(result.dying).toEqual({ secondsLeft: 300 });
  });

  test("K-8 Net 8 → dead, track unchanged", () => {
    const start = actor([3, 1, 0]);
    const { result, patch } = applyWound(start, { wound: woundForNetDamage(8), damageType: "lethal" });
    expect(result.dead).toBe(true);
    expect(strokes(after(start, patch))).toEqual([3, 1, 0]);
  });

  test("K-9 the healing sample, every Healing Test failed, matches the source table", () => {
    let s = actor([8, 0, 0]);
    const seen: string[] = [];
    const step = (type: "normal" | "lethal" | "aggravated"): void => {
      s = after(s, healStep(s, type, false).patch);
      seen.push(`(${strokes(s).join(", ")}) ${trackGlyphs(s)}`);
    };
    for (let i = 0; i < 4; i++) step("normal");
    expect(seen).toEqual(["(6, 1, 0) X/////....", "(4, 2, 0) XX//......", "(2, 3, 0) XX\\.......", "(0, 4, 0) \\\\\\\\......"]);
    step("lethal");
    step("lethal");
    expect(strokes(s)).toEqual([0, 0, 2]);
    expect(seen[4]).toMatch(/^\(0, 2, 1\)/);
    step("aggravated");
    expect(strokes(s)).toEqual([0, 0, 1]);
    step("aggravated");
    expect(strokes(s)).toEqual([0, 0, 0]);
  });

  test("K-10 soak with a Ballistic Vest against a knife: pool 7, one hit bought, [5, 2, 6, 1] → 3 soak hits", () => {
    const result = resolveSoak({ strength: 3, edge: 1, armorRating: 3, extraDice: 0, boughtHits: 1, dice: [5, 2, 6, 1] });
    expect(result).toEqual({ poolSize: 7, boughtHits: 1, rolled: 4, rolledHits: 2, soakHits: 3 });
  });

  test("K-11 the full attack: knife 2 Lethal, 3 hits vs 1 → damage 4; soak 3 → Petty Lethal (1, 1, 0), penalty 0", () => {
    const attack = resolveAttack({ hits: 3, threshold: 1, weaponDamage: 2 });
    expect(attack).toEqual({ success: true, netHits: 2, damage: 4 });
    const net = netDamage(attack.damage, 3);
    expect(net).toBe(1);
    const { result } = applyWound(actor(), { wound: woundForNetDamage(net), damageType: "lethal" });
    expect([result.slash, result.back, result.bar]).toEqual([1, 1, 0]);
    expect(trackGlyphs(result)).toBe("X.........");
    expect(result.woundPenalty).toBe(0);
  });
});
