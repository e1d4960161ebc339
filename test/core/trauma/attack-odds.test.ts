import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Fraction, maxDeviation, monteCarlo } from "../../../src/core/odds";
import { createRng } from "../../../src/core/random";
import { parseCard } from "../../../src/core/cards";
import { type TraumaActor, type TraumaWeapon, attackOdds, defaultTraumaActor, sampleFinalTrauma } from "../../../src/core/trauma";

const qulia: TraumaActor = defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { operate: 4, think: 5, labor: 2, will: 2 }, lobes: { correl: 2, focal: 3 } });
const ashmite: TraumaActor = defaultTraumaActor({
  isLead: false,
  maxVim: 12,
  abilities: { labor: 4, move: 2, sense: 4, will: 3 },
  behaviors: [{ scope: "family", key: "Mental", percent: 0 }, { scope: "type", key: "Blunt", percent: 150 }],
});
const grimgrin: TraumaWeapon = { difficulty: 7, ability: "operate", lobe: "correl", traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" };
const fearRod: TraumaWeapon = { difficulty: 8, ability: "operate", lobe: "correl", traumaType: "Emotion", spread: [100, 50, 10], condition: "Fear" };

describe("exact attack odds", () => {
  test("T-24 the Grimgrin shot: success 18655/20475 at TD 5 with 4 cards", () => {
    const odds = attackOdds({ attacker: qulia, target: ashmite, weapon: grimgrin, usePerks: false });
    expect(odds).toMatchObject({ targetDifficulty: 5, cardsDrawn: 4, resistance: { cardsDrawn: 3, targetDifficulty: 10, spread: [10, 75, 90] } });
    expect(odds.success.equals(Fraction.of(18655, 20475))).toBe(true);
    expect(odds.margins.map((m) => [m.margin, m.outcome])).toEqual([[0, "success"], [1, "partial"], [2, "miss"], [3, "miss"], [4, "miss"]]);
  });

  test("an immune target can only take 0 trauma", () => {
    const odds = attackOdds({ attacker: qulia, target: ashmite, weapon: fearRod, usePerks: false });
    expect(odds.finalTrauma.entries().map(([t, p]) => [t, p.toString()])).toEqual([[0, "1"]]);
  });

  test("a King in hand raises the chance of complete success", () => {
    const withKing = { ...qulia, perkHand: [parseCard("KH", "k", "perk-1-KH")] };
    const without = attackOdds({ attacker: withKing, target: ashmite, weapon: grimgrin, usePerks: false });
    const withPerks = attackOdds({ attacker: withKing, target: ashmite, weapon: grimgrin, usePerks: true });
    expect(withPerks.success.compare(without.success)).toBe(1);
    expect(withPerks.perks).toEqual({ valued: [], faces: 1 });
  });

  test("odds sum to exactly 1 for any attacker, target and weapon", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 2, max: 12 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 4 }),
        (operate, correl, will, maxVim, difficulty, spread) => {
          const attacker = { ...qulia, abilities: { ...qulia.abilities, operate }, lobes: { ...qulia.lobes, correl } };
          const target = { ...ashmite, maxVim, vim: { ...ashmite.vim, lifeSupport: maxVim }, abilities: { ...ashmite.abilities, will } };
          const odds = attackOdds({ attacker, target, weapon: { ...grimgrin, difficulty, spread }, usePerks: false });
          expect(odds.finalTrauma.total().equals(Fraction.ONE)).toBe(true);
          expect(odds.margins.reduce((s, m) => s.add(m.probability), Fraction.ZERO).equals(Fraction.ONE)).toBe(true);
          for (const [t] of odds.finalTrauma.entries()) expect(Number.isInteger(t) && t >= 0 && t <= maxVim).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  // A sampling test: bounded by a generous timeout, not a timing assertion (the machine may be busy).
  test("exact final-trauma odds match a seeded Monte Carlo run of the whole attack within 0.02", { timeout: 60_000 }, () => {
    for (const weapon of [grimgrin, { ...grimgrin, difficulty: 9, spread: [100, 60, 30] }]) {
      const exact = attackOdds({ attacker: qulia, target: ashmite, weapon, usePerks: false }).finalTrauma;
      const sampled = monteCarlo((random) => sampleFinalTrauma({ attacker: qulia, target: ashmite, weapon }, random), 12_000, createRng(`odds-${weapon.difficulty}`).next);
      expect(maxDeviation(exact, sampled)).toBeLessThan(0.02);
    }
  });
});
