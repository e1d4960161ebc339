import { describe, expect, test } from "vitest";
import { parseCard } from "../../../src/core/cards";
import { planPerkPlays, resolveDraw } from "../../../src/core/trauma";

const c = (n: string, id = n) => parseCard(n, "c", id);

describe("perks chosen before the draw", () => {
  test("T-3: a King chosen in the dialog goes on the 4, the highest card", () => {
    const drawn = ["4S", "3H", "2D", "2C"].map((n) => c(n));
    const plays = planPerkPlays(drawn, [{ card: c("KH", "perk-KH") }]);
    expect(plays).toEqual([{ card: c("KH", "perk-KH"), targetIndex: 0 }]);
    const { result } = resolveDraw({ baseDifficulty: 7, lobeScore: 2, abilityRating: 4, cards: drawn, perks: plays, perkHand: [c("KH", "perk-KH")] });
    expect(result).toMatchObject({ result: 5, margin: 0, success: true });
  });
  test("T-16: a valued 7 is appended first, so a Jack lands on it", () => {
    const plays = planPerkPlays([c("3S"), c("2H")], [{ card: c("JH") }, { card: c("7H") }]);
    expect(plays).toEqual([{ card: c("7H") }, { card: c("JH"), targetIndex: 2 }]);
  });
  test("a chosen position is kept; with nothing in hand a face card is not played", () => {
    expect(planPerkPlays([c("3S"), c("5H")], [{ card: c("QD"), targetIndex: 0 }])).toEqual([{ card: c("QD"), targetIndex: 0 }]);
    expect(planPerkPlays([], [{ card: c("QD") }])).toEqual([]);
  });
});
