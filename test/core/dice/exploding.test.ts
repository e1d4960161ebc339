// Exploding chains (rules/wounds.md §4.1).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MAX_EXPLODING_SIDES, chainTotal, validateChain, validateSides } from "../../../src/core/dice";
import { expectRulesError } from "../../support/rules-error";
import { chainOf, frozen } from "./support";

const sidesArb = fc.integer({ min: 2, max: 20 });

describe("chainTotal (§4.1)", () => {
  test("sums the faces: d6 [6, 6, 2] = 14, d8 [8, 4] = 12, d4 [3] = 3", () => {
    expect(chainTotal(6, [6, 6, 2])).toBe(14);
    expect(chainTotal(8, [8, 4])).toBe(12);
    expect(chainTotal(4, [3])).toBe(3);
  });

  test("does not mutate the chain", () => {
    const chain = frozen([6, 6, 2]);
    expect(chainTotal(6, chain)).toBe(14);
    expect(chain).toEqual([6, 6, 2]);
  });

  test("bad chains throw dice.badChain at the offending element", () => {
    expectRulesError(() => chainTotal(6, []), "dice.badChain", "chain");
    expectRulesError(() => chainTotal(6, [8]), "dice.badChain", "chain[0]");
    expectRulesError(() => chainTotal(6, [0]), "dice.badChain", "chain[0]");
    expectRulesError(() => chainTotal(6, [2.5]), "dice.badChain", "chain[0]");
    expectRulesError(() => chainTotal(6, [6]), "dice.badChain", "chain[0]");
    expectRulesError(() => chainTotal(6, [6, 6]), "dice.badChain", "chain[1]");
    expectRulesError(() => chainTotal(6, [5, 3]), "dice.badChain", "chain[0]");
    expectRulesError(() => chainTotal(6, [6, 3, 2]), "dice.badChain", "chain[1]");
    expectRulesError(() => validateChain(6, "6 2", "roll.chain"), "dice.badChain", "roll.chain");
    expectRulesError(() => validateChain(6, null), "dice.badChain", "chain");
  });

  test("W-24 (bad input): d6 chain [8] and d6 chain [6] are dice.badChain", () => {
    expectRulesError(() => chainTotal(6, [8]), "dice.badChain", "chain[0]");
    expectRulesError(() => chainTotal(6, [6]), "dice.badChain", "chain[0]");
  });

  test("bad sides throw dice.badSides", () => {
    expectRulesError(() => chainTotal(1, [1]), "dice.badSides", "sides");
    expectRulesError(() => chainTotal(6.5, [1]), "dice.badSides", "sides");
    expectRulesError(() => validateSides(MAX_EXPLODING_SIDES + 1, "die.sides"), "dice.badSides", "die.sides");
    expect(validateSides(MAX_EXPLODING_SIDES)).toBe(MAX_EXPLODING_SIDES);
  });

  test("a chain's total is at least sides × (length − 1) + 1 and below sides × length", () => {
    fc.assert(
      fc.property(sidesArb.chain((s) => fc.tuple(fc.constant(s), chainOf(s))), ([sides, chain]) => {
        const total = chainTotal(sides, chain);
        expect(total).toBeGreaterThanOrEqual(sides * (chain.length - 1) + 1);
        expect(total).toBeLessThan(sides * chain.length);
      }),
    );
  });

  test("a chain's total is never a multiple of its sides (an Ace always rolls on)", () => {
    fc.assert(fc.property(sidesArb.chain((s) => fc.tuple(fc.constant(s), chainOf(s))), ([sides, chain]) => chainTotal(sides, chain) % sides !== 0));
  });

  test("a chain ending on the maximum is always refused (an Ace must be rolled again)", () => {
    fc.assert(
      fc.property(sidesArb.chain((s) => fc.tuple(fc.constant(s), chainOf(s))), ([sides, chain]) => {
        expectRulesError(() => chainTotal(sides, [...chain.slice(0, -1), sides]), "dice.badChain", `chain[${chain.length - 1}]`);
      }),
    );
  });
});
