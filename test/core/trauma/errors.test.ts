// One bad-input test per §6 code (docs/rules/trauma.md §6), asserting code and path, and the
// property that errors leave their input unchanged.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Card } from "../../../src/core/cards";
import { RulesInputError } from "../../../src/core/errors";
import {
  applyTrauma,
  moveRelicVim,
  modifyTrauma,
  parseSpread,
  resolveAttack,
  resolveDraw,
  resolveResistance,
  setMaxVim,
  validateBehavior,
  validatePerkHand,
  PROBABILITY_DECK_SIZE,
} from "../../../src/core/trauma";
import { GRIMGRIN, ashmite, cards, deepFreeze, perk, qulia, withVim } from "./fixtures";

function thrown(fn: () => unknown): { code: string; path: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesInputError) {
      expect(e.message.length).toBeGreaterThan(5);
      return { code: e.code, path: e.path };
    }
    throw e;
  }
  throw new Error("expected a RulesInputError");
}

const draw = (over: Record<string, unknown>) =>
  deepFreeze({ baseDifficulty: 7, lobeScore: 2, abilityRating: 4, cards: cards("4S 3S 2D 2C"), ...over }) as Parameters<typeof resolveDraw>[0];

describe("bad input (docs/rules/trauma.md §6)", () => {
  test("draw.countMismatch: cards ≠ ability rating, or more than the deck", () => {
    expect(thrown(() => resolveDraw(draw({ abilityRating: 3 })))).toEqual({ code: "draw.countMismatch", path: "draw.cards" });
    expect(thrown(() => resolveDraw(draw({ abilityRating: PROBABILITY_DECK_SIZE + 1 })))).toEqual({
      code: "draw.countMismatch",
      path: "draw.abilityRating",
    });
  });

  test("card.invalid: unknown suit, a face card, a card the deck lacks", () => {
    const bad = { id: "x", rank: "4", suit: "X" } as unknown as Card;
    expect(thrown(() => resolveDraw(draw({ cards: [...cards("4S 3S 2D"), bad] })))).toEqual({ code: "card.invalid", path: "draw.cards[3].suit" });
    expect(thrown(() => resolveDraw(draw({ cards: cards("KS 3S 2D 2C") })))).toEqual({ code: "card.invalid", path: "draw.cards[0]" });
    expect(thrown(() => resolveDraw(draw({ cards: cards("4S 3S 6H 2C") })))).toEqual({ code: "card.invalid", path: "draw.cards[2]" });
  });

  test("card.invalid: a Joker is never a trauma card (draws, perk plays, perk hands)", () => {
    const joker = { id: "RJ", rank: "Joker", color: "red" } as unknown as Card;
    expect(thrown(() => resolveDraw(draw({ cards: [...cards("4S 3S 2D"), joker] })))).toEqual({ code: "card.invalid", path: "draw.cards[3].rank" });
    expect(thrown(() => resolveDraw(draw({ perks: [{ card: joker }], perkHand: [joker] })))).toMatchObject({ code: "card.invalid" });
    expect(thrown(() => validatePerkHand([perk("KH"), joker]))).toEqual({ code: "card.invalid", path: "perkHand[1].rank" });
  });

  test("card.duplicate: the same card twice in a draw, or the same perk id played twice", () => {
    expect(thrown(() => resolveDraw(draw({ cards: cards("4S 3S 4S 2C") })))).toEqual({ code: "card.duplicate", path: "draw.cards[2]" });
    const king = perk("KH");
    const perks = [{ card: king, targetIndex: 0 }, { card: king, targetIndex: 1 }];
    expect(thrown(() => resolveDraw(draw({ perks, perkHand: [king] })))).toEqual({ code: "card.duplicate", path: "draw.perks[1].card" });
  });

  test("perk.notInHand: a perk the drawer does not hold (matched by id)", () => {
    const mine = perk("KH", 1);
    const other = perk("KH", 2);
    expect(thrown(() => resolveDraw(draw({ perks: [{ card: other, targetIndex: 0 }], perkHand: [mine] })))).toEqual({
      code: "perk.notInHand",
      path: "draw.perks[0].card",
    });
  });

  test("perk.badTarget: face without target, valued with one, index outside the hand", () => {
    const king = perk("KH");
    const seven = perk("7H");
    const hand = [king, seven];
    expect(thrown(() => resolveDraw(draw({ perks: [{ card: king }], perkHand: hand })))).toEqual({ code: "perk.badTarget", path: "draw.perks[0].targetIndex" });
    expect(thrown(() => resolveDraw(draw({ perks: [{ card: seven, targetIndex: 0 }], perkHand: hand })))).toEqual({ code: "perk.badTarget", path: "draw.perks[0].targetIndex" });
    expect(thrown(() => resolveDraw(draw({ perks: [{ card: king, targetIndex: -1 }], perkHand: hand })))).toEqual({ code: "perk.badTarget", path: "draw.perks[0].targetIndex" });
    // index 4 exists only once the 7 is appended
    expect(resolveDraw(draw({ perks: [{ card: king, targetIndex: 4 }, { card: seven }], perkHand: hand })).result.hand).toEqual([4, 3, 2, 2, 8]);
  });

  test("perk.invalidCard: a Probability card played as a perk", () => {
    const three = { id: "p3", rank: "3", suit: "H" } as const;
    expect(thrown(() => resolveDraw(draw({ perks: [{ card: three }], perkHand: [] })))).toEqual({ code: "perk.invalidCard", path: "draw.perks[0].card" });
  });

  test("spread.invalid", () => {
    expect(thrown(() => parseSpread("100% > abc"))).toEqual({ code: "spread.invalid", path: "spread[1]" });
    expect(thrown(() => resolveAttack({ attacker: qulia(), target: ashmite(), weapon: { ...GRIMGRIN, spread: [100, 101] }, draw: { cards: cards("4S 3S 2D 2C") } }))).toEqual({
      code: "spread.invalid",
      path: "weapon.spread[1]",
    });
  });

  test("trauma.unknownType", () => {
    expect(thrown(() => modifyTrauma(5, "Plasma", []))).toEqual({ code: "trauma.unknownType", path: "traumaType" });
    expect(thrown(() => resolveResistance({ modified: 5, family: "Astral", target: ashmite(), cards: [] }))).toEqual({
      code: "trauma.unknownType",
      path: "family",
    });
  });

  test("behavior.invalid", () => {
    expect(thrown(() => validateBehavior({ scope: "type", key: "Blunt", percent: -50 }))).toEqual({ code: "behavior.invalid", path: "behavior.percent" });
    const bad = [{ scope: "species", key: "Blunt", percent: 50 }] as unknown as Parameters<typeof modifyTrauma>[2];
    expect(thrown(() => modifyTrauma(5, "Blunt", bad))).toEqual({ code: "behavior.invalid", path: "behaviors[0].scope" });
  });

  test("vim.negative", () => {
    expect(thrown(() => applyTrauma(ashmite(), -1))).toEqual({ code: "vim.negative", path: "trauma" });
    expect(thrown(() => applyTrauma(ashmite(), 1.5))).toEqual({ code: "vim.negative", path: "trauma" });
  });

  test("vim.maxBelowUsed", () => {
    expect(thrown(() => setMaxVim(withVim(ashmite(), { lifeSupport: 2, clot: 10 }), 9))).toEqual({ code: "vim.maxBelowUsed", path: "maxVim" });
  });

  test("relic.unknown", () => {
    expect(thrown(() => moveRelicVim(ashmite(), "lantern"))).toEqual({ code: "relic.unknown", path: "relicId" });
  });

  test("actor.dead: a dead attacker, drawer, resister or relic user", () => {
    const dead = withVim(qulia(), { lifeSupport: 0, clot: 17 }, { status: { unconscious: false, dead: true } });
    const corpse = withVim(ashmite(), { lifeSupport: 0, clot: 12 }, { status: { unconscious: false, dead: true } });
    expect(thrown(() => resolveAttack({ attacker: dead, target: ashmite(), weapon: GRIMGRIN, draw: { cards: cards("4S 3S 2D 2C") } }))).toEqual({
      code: "actor.dead",
      path: "attacker.status.dead",
    });
    expect(thrown(() => resolveAttack({ attacker: qulia(), target: corpse, weapon: GRIMGRIN, draw: { cards: cards("4S 3S 2D 2C") } }))).toEqual({
      code: "actor.dead",
      path: "target.status.dead",
    });
    expect(thrown(() => resolveDraw(draw({ dead: true })))).toEqual({ code: "actor.dead", path: "draw.dead" });
    expect(thrown(() => resolveResistance({ modified: 3, family: "Molecular", target: corpse, cards: cards("AS 2S 3S") }))).toEqual({
      code: "actor.dead",
      path: "target.status.dead",
    });
    const relicked = withVim(dead, { relics: [{ id: "ring", name: "Ring", vim: 2 }] });
    expect(thrown(() => moveRelicVim(relicked, "ring"))).toEqual({ code: "actor.dead", path: "actor.status.dead" });
  });

  test("resolveAttack validates the resistance draw before anything happens", () => {
    const king = perk("KH");
    const input = deepFreeze({
      attacker: qulia({ perkHand: [king] }),
      target: ashmite(),
      weapon: GRIMGRIN,
      draw: { cards: cards("4S 3S 2D 2C"), perks: [{ card: king, targetIndex: 0 }] },
      resistance: { cards: cards("8S 4D") },
    });
    const before = JSON.stringify(input);
    expect(thrown(() => resolveAttack(input))).toEqual({ code: "draw.countMismatch", path: "resistance.cards" });
    expect(JSON.stringify(input)).toBe(before);
  });

  test("errors leave input unchanged (random draws, frozen inputs)", () => {
    const rank = fc.constantFrom("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "1", "Z");
    const suit = fc.constantFrom("S", "H", "D", "C", "X");
    const card = fc.record({ id: fc.constantFrom("a", "b", "c", "d", "perk-1-KH", "perk-1-7H"), rank, suit });
    const play = fc.record({ card, targetIndex: fc.option(fc.integer({ min: -1, max: 6 }), { nil: undefined }) }, { requiredKeys: ["card"] });
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 12 }),
        fc.nat(3),
        fc.nat(5),
        fc.array(card, { maxLength: 5 }),
        fc.array(play, { maxLength: 3 }),
        (baseDifficulty, lobeScore, abilityRating, drawn, perks) => {
          const input = deepFreeze({
            baseDifficulty,
            lobeScore,
            abilityRating,
            cards: drawn as Card[],
            perks: perks as { card: Card; targetIndex?: number }[],
            perkHand: [perk("KH"), perk("7H")],
          });
          const before = JSON.stringify(input);
          try {
            const { result } = resolveDraw(input);
            expect(Number.isInteger(result.result)).toBe(true);
            expect(result.margin).toBeGreaterThanOrEqual(0);
          } catch (e) {
            expect(e).toBeInstanceOf(RulesInputError);
          }
          expect(JSON.stringify(input)).toBe(before);
        },
      ),
      { numRuns: 500 },
    );
  });
});
