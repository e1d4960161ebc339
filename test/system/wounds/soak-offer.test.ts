import { describe, expect, test } from "vitest";
import { woundsDefaultsFor } from "../../../src/core/wounds";
import { soakOffer } from "../../../src/system/wounds/attack/soak-offer";

/** rules/wounds.md §5.3 step 6: another Benny buys another Soak roll while it can change something. */
const red = { ...woundsDefaultsFor("character"), traits: { ...woundsDefaultsFor("character").traits, vigor: { sides: 6 as const, mod: 0 } } };
const player = { playerOwned: true, pool: 5 };

describe("the offer to Soak again", () => {
  test("a failed Soak with Bennies left may be rolled again", () => {
    expect(soakOffer(red, 2, [{ chain: [2], wildChain: [3] }], player)).toEqual({ soaked: 0, remaining: 2, criticalFailure: false, canReroll: true });
  });

  test("the best of the rolls counts; nothing more is offered once every Wound is cancelled", () => {
    expect(soakOffer(red, 2, [{ chain: [2], wildChain: [3] }, { chain: [6, 3], wildChain: [1] }], player)).toMatchObject({ soaked: 2, remaining: 0, canReroll: false });
  });

  test("a critical failure is never rolled again (W-22)", () => {
    expect(soakOffer(red, 1, [{ chain: [1], wildChain: [1] }], player)).toMatchObject({ criticalFailure: true, canReroll: false });
  });

  test("no Benny for another roll: a player's character never draws on the GM's pool; a GM's NPC does", () => {
    const lastBenny = { ...red, bennies: 1 };
    expect(soakOffer(lastBenny, 1, [{ chain: [2], wildChain: [2] }], player).canReroll).toBe(false);
    expect(soakOffer({ ...red, bennies: 0 }, 1, [{ chain: [2], wildChain: [2] }], { playerOwned: false, pool: 2 }).canReroll).toBe(true);
    expect(soakOffer({ ...red, bennies: 0 }, 1, [{ chain: [2], wildChain: [2] }, { chain: [3], wildChain: [2] }], { playerOwned: false, pool: 2 }).canReroll).toBe(false);
  });
});
