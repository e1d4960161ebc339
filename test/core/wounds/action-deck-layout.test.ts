// The Action Deck as Foundry shows it, and the order the tracker keeps (docs/rules/wounds.md §7).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/core/random";
import type { CombatView } from "../../../src/core/ruleset";
import {
  HOLD_INITIATIVE,
  type WoundsActor,
  type WoundsEncounter,
  actionCardDocId,
  actionDeck,
  actionDeckLayout,
  actionInitiative,
  cardRank,
  dealActionCards,
  defaultWoundsEncounter,
  endActionRound,
  redrawActionCard,
  setHold,
  woundsCombat,
} from "../../../src/core/wounds";
import { applyPatch } from "../../../src/core/patch";
import { expectRulesError } from "../../support/rules-error";
import { wildCard } from "./fixtures";

const view = (ids: string[], encounter: WoundsEncounter, turn: number | null = null): CombatView<WoundsActor, WoundsEncounter> => ({
  round: 1,
  turn,
  encounter,
  combatants: ids.map((id) => ({ id, actorId: id, name: id, isPlayer: true, defeated: false, initiative: null, state: wildCard() })),
});

describe("the Action Deck's Foundry card ids", () => {
  it("54 distinct ids of 16 letters and digits, the same in every combat", () => {
    const ids = actionDeck().map((c) => actionCardDocId(c.id));
    expect(new Set(ids).size).toBe(54);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(actionCardDocId("action-10H")).toBe("action10H0000000");
  });

  it("refuses what is not a card id", () => {
    expectRulesError(() => actionCardDocId(7 as unknown as string), "card.invalid", "coreId");
    expectRulesError(() => actionCardDocId("--"), "card.invalid", "coreId");
  });

  it("property: the layout always places all 54 cards once: undrawn, in play or discarded", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 5 }), (seed, size, rounds) => {
        const rng = createRng(seed);
        const ids = Array.from({ length: size }, (_, i) => `c${i}`);
        let e = defaultWoundsEncounter();
        for (let r = 0; r < rounds; r++) {
          e = dealActionCards(e, ids, rng);
          if (seed % 3 === 0) e = redrawActionCard(e, "c0", rng).encounter;
          const layout = actionDeckLayout(e);
          const all = [...layout.available, ...layout.inPlay, ...layout.discard];
          expect(new Set(all).size).toBe(54);
          expect(layout.inPlay).toHaveLength(size);
          e = endActionRound(e, rng).encounter;
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("initiative and turn order from the cards", () => {
  it("each dealt combatant's initiative is its card's rank; one on Hold without a card goes above every card", () => {
    const e = setHold(dealActionCards(defaultWoundsEncounter(), ["a", "b"], createRng(1), new Map([["a", "2C"], ["b", "RJ"]])), "h", true);
    expect(actionInitiative(e)).toEqual({ a: cardRank({ id: "x", rank: "2", suit: "C" }), b: 1001, h: HOLD_INITIATIVE + 1 });
  });

  it("dealing a round sets every dealt combatant's initiative in the same step", () => {
    const step = woundsCombat.startRound(view(["a", "b", "c"], defaultWoundsEncounter()), createRng(5));
    const dealt = applyPatch(defaultWoundsEncounter(), step.encounterPatch ?? {});
    expect(step.initiative).toEqual(actionInitiative(dealt));
    expect(Object.keys(step.initiative ?? {}).sort()).toEqual(["a", "b", "c"]);
  });

  it("the tracker order: by card (♠ ♥ ♦ ♣ breaking ties), a Joker first, one on Hold without a card before all", () => {
    const e = setHold(dealActionCards(defaultWoundsEncounter(), ["a", "b", "c", "d"], createRng(1), new Map([["a", "QH"], ["b", "QS"], ["c", "BJ"], ["d", "3D"]])), "h", true);
    expect(woundsCombat.turnOrder(view(["a", "b", "c", "d", "h"], e), createRng(1))).toEqual(["h", "c", "b", "a", "d"]);
  });

  it("those whose turn has come keep their places: a later redraw or Hold never moves the current turn", () => {
    const e = dealActionCards(defaultWoundsEncounter(), ["a", "b", "c"], createRng(1), new Map([["a", "KS"], ["b", "9H"], ["c", "2C"]]));
    // b's turn (index 1); c redraws an Ace: it may not jump before b.
    const redrawn = redrawActionCard(e, "c", createRng(1), "AS").encounter;
    expect(woundsCombat.turnOrder(view(["a", "b", "c"], redrawn, 1), createRng(1))).toEqual(["a", "b", "c"]);
    // b goes on Hold on its turn: it keeps its place (it holds its card).
    expect(woundsCombat.turnOrder(view(["a", "b", "c"], setHold(e, "b", true), 1), createRng(1))).toEqual(["a", "b", "c"]);
  });
});
