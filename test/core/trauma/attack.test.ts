import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { drawFresh } from "../../../src/core/cards";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import {
  type Behavior,
  type TraumaWeapon,
  DEFAULT_TRAUMA_REGISTRY,
  defaultTraumaActor,
  resolveAttack,
  vimTotal,
  probabilityDeck,
} from "../../../src/core/trauma";
import { GRIMGRIN, ashmite, cards, deepFreeze, perk, qulia } from "./fixtures";

describe("resolveAttack (docs/rules/trauma.md §5.8)", () => {
  test("without resistance cards it asks for the draw and changes nothing", () => {
    const king = perk("KH");
    const input = deepFreeze({
      attacker: qulia({ perkHand: [king] }),
      target: ashmite(),
      weapon: GRIMGRIN,
      draw: { cards: cards("4S 3S 2D 2C"), perks: [{ card: king, targetIndex: 0 }] },
    });
    const pending = resolveAttack(input);
    expect(pending.result.stage).toBe("needsResistance");
    expect(pending.result.finalTrauma).toBeNull();
    expect(pending.result.resistanceCall).toEqual({
      family: "Molecular",
      ability: "will",
      lobe: "focal",
      abilityRating: 3,
      lobeScore: 0,
      targetDifficulty: 10,
    });
    expect(pending.result.condition).toBe("Paralysis");
    expect(pending.patches).toEqual({ attacker: {}, target: {} });
    const done = resolveAttack({ ...input, resistance: { cards: cards("8S 4D AC") } });
    expect(done.result.finalTrauma).toBe(10);
    expect(done.patches.attacker).toEqual({ perkHand: [] });
  });

  test("the target's resistance perks leave its hand; a condition already held is not added twice", () => {
    const jack = perk("JD");
    const target = ashmite({ perkHand: [jack], conditionsInflicted: ["Paralysis"] });
    const { result, patches } = resolveAttack({
      attacker: qulia(),
      target,
      weapon: GRIMGRIN,
      draw: { cards: cards("6S 3S 2D 2C") },
      resistance: { cards: cards("9S 4D AC"), perks: [{ card: jack, targetIndex: 0 }] },
    });
    expect(result.resistance?.draw.result).toBe(10);
    expect(result.finalTrauma).toBe(1); // 10 % of 12
    expect(result.perks.target).toEqual({ earns: false, spent: [jack] });
    expect(patches.target).toEqual({ perkHand: [], vim: { lifeSupport: 11, clot: 1 } });
  });

  test("the Ashmite's Blunt weakness scales the base before resistance", () => {
    const club: TraumaWeapon = deepFreeze({ difficulty: 5, ability: "labor", lobe: "correl", traumaType: "Blunt", spread: [100], condition: null });
    const { result } = resolveAttack({
      attacker: qulia(),
      target: ashmite(),
      weapon: club,
      draw: { cards: cards("3S 2D") },
      resistance: { cards: cards("5S 4D AC 2C") },
    });
    expect(result.baseTrauma).toBe(12);
    expect(result.modifiedTrauma).toBe(18);
    expect(result.resistance?.ability).toBe("labor");
    expect(result.resistance?.draw.margin).toBe(5);
    expect(result.finalTrauma).toBe(18);
    expect(result.applied).toEqual({ trauma: 18, absorbed: 12, deficit: 6, overkill: true });
  });

  test("trauma is never negative and always an integer, and the target's Vim invariant holds", () => {
    const types = Object.keys(DEFAULT_TRAUMA_REGISTRY.types);
    const behavior = fc.record({
      scope: fc.constantFrom("type" as const, "family" as const),
      key: fc.constantFrom(...types, "Physical", "Mental", "Molecular", "Chemical"),
      percent: fc.nat(300),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.array(behavior, { maxLength: 4 }),
        fc.option(fc.array(fc.nat(100), { minLength: 1, maxLength: 5 }), { nil: null }),
        fc.array(fc.nat(100), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...types),
        fc.nat(12),
        fc.integer(),
        fc.record({ labor: fc.nat(5), move: fc.nat(5), think: fc.nat(5), will: fc.nat(5) }, { requiredKeys: [] }),
        (maxVim, behaviors: Behavior[], armorSpread, spread, traumaType, difficulty, seed, abilities) => {
          const rng = createRng(seed);
          const target = deepFreeze(defaultTraumaActor({ isLead: false, maxVim, behaviors, armorSpread, abilities }));
          const attacker = qulia();
          const weapon: TraumaWeapon = deepFreeze({ difficulty, ability: "operate", lobe: "correl", traumaType, spread, condition: "Fear" });
          const deck = { deck: probabilityDeck() };
          const attackCards = drawFresh(deck, "deck", "drawn", 4, rng).drawn;
          const first = resolveAttack({ attacker, target, weapon, draw: { cards: attackCards } });
          const call = first.result.resistanceCall;
          const resistance = call === null ? undefined : { cards: drawFresh(deck, "deck", "drawn", call.abilityRating, rng).drawn };
          const { result, patches } = resolveAttack(
            resistance === undefined ? { attacker, target, weapon, draw: { cards: attackCards } } : { attacker, target, weapon, draw: { cards: attackCards }, resistance },
          );
          for (const n of [result.baseTrauma, result.modifiedTrauma, result.finalTrauma ?? -1]) {
            expect(Number.isInteger(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(0);
          }
          expect(result.finalTrauma ?? 0).toBeLessThanOrEqual(result.modifiedTrauma);
          expect(result.baseTrauma).toBeLessThanOrEqual(maxVim);
          const after = applyPatch(target, patches.target);
          expect(vimTotal(after.vim)).toBe(maxVim);
          expect(after.vim.clot + after.clotDeficit).toBe(result.finalTrauma ?? 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
