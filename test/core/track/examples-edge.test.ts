// Worked examples K-12 … K-23 of rules/track.md §9 ("Edge cases"), by id.
import { describe, expect, test } from "vitest";
import {
  applyWound,
  finalHealingTest,
  firstAidOnDying,
  healingTestOnDying,
  netDamage,
  passTime,
  resolveSoak,
  tickDying,
  trackGlyphs,
  woundForNetDamage,
  woundPenalty,
} from "../../../src/core/track";
import { expectRulesError } from "../../support/rules-error";
import { actor, after, strokes } from "./fixtures";

describe("rules/track.md §9, edge cases", () => {
  test("K-12 Aggravated pushes Normal right: (3, 0, 0) + Aggravated Ordinary → (6, 3, 3) AAA///....", () => {
    const { result } = applyWound(actor([3, 0, 0]), { wound: "ordinary", damageType: "aggravated" });
    expect([result.slash, result.back, result.bar]).toEqual([6, 3, 3]);
    expect(trackGlyphs(result)).toBe("AAA///....");
  });

  test("K-13 the Death Threshold at Willpower 2: counts 0, 1, then 2 → dead", () => {
    let s = actor([0, 0, 0], { willpower: 2 });
    const wound = (w: "petty" | "ordinary" | "incapacitating") => {
      const done = applyWound(s, { wound: w, damageType: "lethal" });
      s = after(s, done.patch);
      return done.result;
    };
    expect(wound("incapacitating")).toMatchObject({ slash: 10, back: 10, bar: 0, dying: { secondsLeft: 3600 }, deathCount: 0, dead: false });
    expect(wound("petty")).toMatchObject({ deathCount: 1, dead: false });
    expect(wound("ordinary")).toMatchObject({ deathCount: 2, dead: true });
  });

  test("K-14 `\\`-only boxes carry no penalty: (0, 4, 0) → 0", () => {
    expect(woundPenalty(actor([0, 4, 0]))).toBe(0);
  });

  test("K-15 Indomitable, low and high Willpower on (10, 0, 0): 0, 10, 3", () => {
    expect(woundPenalty(actor([10, 0, 0], { indomitable: true }))).toBe(0);
    expect(woundPenalty(actor([10, 0, 0], { willpower: 1 }))).toBe(10);
    expect(woundPenalty(actor([10, 0, 0], { willpower: 9 }))).toBe(3);
  });

  test("K-16 fully soaked: damage 4 against 5 soak hits → Net 0, nothing happens", () => {
    const net = netDamage(4, 5);
    expect(net).toBe(0);
    const { result, patch } = applyWound(actor([2, 1, 0]), { wound: woundForNetDamage(net), damageType: "lethal" });
    expect(patch).toEqual({});
    expect([result.slash, result.back, result.bar]).toEqual([2, 1, 0]);
  });

  test("K-17 buying limits: pool 3 with armor 2 buys at most 1 hit; 2 → soak.badPurchase", () => {
    const pool = { strength: 1, edge: 0, armorRating: 2, extraDice: 0 };
    expect(resolveSoak({ ...pool, boughtHits: 1, dice: [] }).soakHits).toBe(1);
    expectRulesError(() => resolveSoak({ ...pool, boughtHits: 2, dice: [] }), "soak.badPurchase", "soak.boughtHits");
  });

  test("K-18 Normal on a fully Lethal track: strokes unchanged, deathCount 1, timer still 3600", () => {
    const start = actor([10, 10, 0], { dying: { secondsLeft: 3600 } });
    const { result } = applyWound(start, { wound: "petty", damageType: "normal" });
    expect(result).toMatchObject({ slash: 10, back: 10, bar: 0, converted: false, deathCount: 1, dying: { secondsLeft: 3600 }, dead: false });
  });

  test("K-19 Normal tops up a 9-box track: (9, 0, 0) + Normal Ordinary → (10, 0, 0), no conversion", () => {
    const { result } = applyWound(actor([9, 0, 0]), { wound: "ordinary", damageType: "normal" });
    expect([result.slash, result.back, result.bar]).toEqual([10, 0, 0]);
    expect(result.converted).toBe(false);
  });

  test("K-20 a Terminal wound shortens a timer: Dying 2000 → 300, deathCount 2 at Willpower 5", () => {
    const start = actor([10, 10, 0], { willpower: 5, dying: { secondsLeft: 2000 } });
    const { result } = applyWound(start, { wound: woundForNetDamage(5), damageType: "lethal" });
    expect(result).toMatchObject({ slash: 10, back: 10, bar: 0, dying: { secondsLeft: 300 }, deathCount: 2, dead: false });
  });

  test("K-21 timers: 3600 − five rounds = 3540; 300 + 2 hits = 3900; 12 − a round = 0 owes the final test; final 3 / 1 / 0 hits", () => {
    const dying = (secondsLeft: number) => actor([10, 10, 0], { dying: { secondsLeft } });
    let s = dying(3600);
    for (let round = 0; round < 5; round++) s = after(s, tickDying(s, 12).patch);
    expect(s.dying).toEqual({ secondsLeft: 3540 });
    expect(healingTestOnDying(dying(300), 2).result.dying).toEqual({ secondsLeft: 3900 });
    const out = tickDying(dying(12), 12);
    expect(out.result).toMatchObject({ dying: { secondsLeft: 0 }, needsFinalHealingTest: true, dead: false });
    // The world clock gives the same answer as the tracker's tick.
    expect(passTime(dying(12), 12).result).toMatchObject({ needsFinalHealingTest: true, dead: false });
    const atZero = after(dying(12), out.patch);
    expect(finalHealingTest(atZero, 3).result).toMatchObject({ stabilized: true, dying: null, dead: false });
    expect(finalHealingTest(atZero, 1).result).toMatchObject({ dying: { secondsLeft: 1200 }, dead: false });
    expect(finalHealingTest(atZero, 0).result).toMatchObject({ dead: true });
  });

  test("K-22 First Aid on the Dying: (10, 10, 2), 5 hits → stabilized, net 2 → (8, 8, 0)", () => {
    const start = actor([10, 10, 2], { dying: { secondsLeft: 1000 } });
    const { result, patch } = firstAidOnDying(start, 5);
    expect(result).toMatchObject({ stabilized: true, dying: null, strokesRemoved: 2 });
    expect(strokes(after(start, patch))).toEqual([8, 8, 0]);
  });

  test("K-23 bad input: track (11, 0, 0) → track.outOfRange; \"fire\" → wound.badType; soak dice [0, 5] → dice.badFace; nothing changes", () => {
    const bad = { ...actor(), slash: 11 };
    expectRulesError(() => applyWound(bad, { wound: "petty", damageType: "lethal" }), "track.outOfRange", "state.slash");
    const good = actor([2, 0, 0]);
    // @ts-expect-error: a damage type the rules do not know, as a hostile caller would send it
    expectRulesError(() => applyWound(good, { wound: "petty", damageType: "fire" }), "wound.badType", "input.damageType");
    expectRulesError(() => resolveSoak({ strength: 2, edge: 0, armorRating: 0, extraDice: 0, boughtHits: 0, dice: [0, 5] }), "dice.badFace", "soak.dice[0]");
    expect(strokes(good)).toEqual([2, 0, 0]);
  });
});
