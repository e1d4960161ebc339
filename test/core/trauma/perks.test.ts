import { describe, expect, test } from "vitest";
import { createRng } from "../../../src/core/random";
import { dealPerk, perkDeck } from "../../../src/core/trauma";
import { deepFreeze, perk } from "./fixtures";

describe("dealPerk (docs/rules/trauma.md §5.4)", () => {
  test("deals the top card face up into the drawer's Perk hand", () => {
    const deck = perkDeck(1);
    const input = deepFreeze({ deck, discard: [], perkHand: [] });
    const { result, piles, patch } = dealPerk(input, createRng(1));
    expect(result).toEqual({ dealt: deck[0], reshuffled: false });
    expect(piles.deck).toEqual(deck.slice(1));
    expect(patch).toEqual({ perkHand: [deck[0]] });
  });

  test("an empty deck is refilled from the shuffled discard pile first", () => {
    const discard = perkDeck(1).slice(0, 5);
    const held = perkDeck(1)[10];
    if (held === undefined) throw new Error("fixture");
    const input = deepFreeze({ deck: [], discard, perkHand: [held] });
    const { result, piles, patch } = dealPerk(input, createRng("perks"));
    expect(result.reshuffled).toBe(true);
    expect(result.dealt).not.toBeNull();
    expect(piles.discard).toEqual([]);
    expect(piles.deck).toHaveLength(4);
    expect(patch.perkHand).toHaveLength(2);
    const all = [...piles.deck, ...(patch.perkHand ?? [])].map((c) => c.id).sort();
    expect(all).toEqual([...discard, held].map((c) => c.id).sort());
  });

  test("with both piles empty nothing is dealt and nothing changes", () => {
    const { result, patch, piles } = dealPerk(deepFreeze({ deck: [], discard: [], perkHand: [] }), createRng(3));
    expect(result).toEqual({ dealt: null, reshuffled: false });
    expect(patch).toEqual({});
    expect(piles).toEqual({ deck: [], discard: [] });
  });

  test("bad piles: a non-perk card, a card in two places", () => {
    const king = perk("KH");
    expect(() => dealPerk({ deck: [{ id: "x", rank: "3", suit: "S" }], discard: [], perkHand: [] }, createRng(1))).toThrow(
      expect.objectContaining({ code: "perk.invalidCard", path: "perks.deck[0]" }),
    );
    expect(() => dealPerk({ deck: [king], discard: [], perkHand: [king] }, createRng(1))).toThrow(
      expect.objectContaining({ code: "card.duplicate", path: "perks.perkHand[0]" }),
    );
  });
});
