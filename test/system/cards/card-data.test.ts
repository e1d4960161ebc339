// Foundry card data ↔ core cards, Jokers included (src/system/cards/card-data.ts, card-identity.ts).
import { describe, expect, test } from "vitest";
import { standardDeck } from "../../../src/core/cards";
import { cardCreateData, cardImage, cardName } from "../../../src/system/cards/card-data";
import { coreCardOf, playingCardOf } from "../../../src/system/cards/card-identity";

/** Just what the readers touch of a Foundry Card. */
const foundryCard = (id: string | null, flags: Record<string, unknown>) => ({ id, flags: { fray: flags } }) as unknown as Card.Implementation;

describe("card data", () => {
  test("a Joker gets its name, its own face image, no suit, and its colour in the flags", () => {
    const [red, black] = standardDeck({ jokers: 2 }).slice(52);
    expect(cardName(red!)).toBe("Red Joker");
    expect(cardName(black!)).toBe("Black Joker");
    expect(cardImage(black!)).toBe("systems/fray/assets/cards/BJ.svg");
    const data = cardCreateData(red!, "perk", 52);
    expect(data).toMatchObject({ name: "Red Joker", suit: "", value: 0, sort: 52, flags: { fray: { rank: "Joker", color: "red" } } });
  });

  test("suited cards are unchanged", () => {
    expect(cardName({ rank: "K", suit: "H" })).toBe("King of Hearts");
    expect(cardCreateData({ rank: "K", suit: "H" }, "perk", 3)).toMatchObject({ suit: "hearts", value: 13, flags: { fray: { rank: "K", suit: "H" } } });
  });
});

describe("card identity", () => {
  test("playingCardOf reads Jokers and suited cards back; coreCardOf (trauma's reader) skips a Joker", () => {
    const joker = foundryCard("j1", { rank: "Joker", color: "black" });
    expect(playingCardOf(joker)).toEqual({ id: "j1", rank: "Joker", color: "black" });
    expect(coreCardOf(joker)).toBeNull();
    expect(playingCardOf(foundryCard("k1", { rank: "K", suit: "S" }))).toEqual({ id: "k1", rank: "K", suit: "S" });
    expect(playingCardOf(foundryCard("j2", { rank: "Joker", color: "blue" }))).toBeNull();
    expect(playingCardOf(foundryCard(null, { rank: "Joker", color: "red" }))).toBeNull();
  });
});
