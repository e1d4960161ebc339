import { describe, expect, test } from "vitest";
import { cardValue, formatCard, formatCards, isFace, parseCard, parseCards, validateCard } from "../../../src/core/cards";
import { RulesInputError } from "../../../src/core/errors";

describe("card notation", () => {
  test.each([
    ["4S", "4", "S"],
    ["10H", "10", "H"],
    ["ah", "A", "H"],
    ["KD", "K", "D"],
    ["7♣", "7", "C"],
    ["q♥", "Q", "H"],
    [" 10 ♠ ", "10", "S"],
    ["J♢", "J", "D"],
  ])("parses %s", (text, rank, suit) => {
    const card = parseCard(text);
    expect(card).toEqual({ id: `${rank}${suit}`, rank, suit });
  });

  test("keeps a given id", () => {
    expect(parseCard("KH", "perk", "perk-2-KH")).toEqual({ id: "perk-2-KH", rank: "K", suit: "H" });
  });

  test.each(["", "1S", "11H", "4X", "S4", "10", "AHH", "T♠"])("rejects %j with card.invalid", (text) => {
    try {
      parseCard(text, "draw.cards[0]");
      throw new Error("no error");
    } catch (e) {
      expect(e).toBeInstanceOf(RulesInputError);
      expect((e as RulesInputError).code).toBe("card.invalid");
      expect((e as RulesInputError).path).toBe("draw.cards[0]");
    }
  });

  test("parses lists and reports the bad element's path", () => {
    expect(parseCards("8♠, 4♦ AC").map((c) => c.id)).toEqual(["8S", "4D", "AC"]);
    expect(() => parseCards("8S ZZ", "hand")).toThrow(expect.objectContaining({ code: "card.invalid", path: "hand[1]" }));
  });

  test("formats with letters or symbols, round-tripping", () => {
    expect(formatCard({ rank: "10", suit: "H" })).toBe("10H");
    expect(formatCard({ rank: "A", suit: "S" }, { symbols: true })).toBe("A♠");
    expect(formatCards(parseCards("8S 4D AC"), { symbols: true })).toBe("8♠ 4♦ A♣");
    for (const text of ["AS", "2H", "10D", "JC", "QS", "KH"]) expect(formatCard(parseCard(text))).toBe(text);
  });

  test("values: A = 1, numbers their value, faces none", () => {
    expect(cardValue({ rank: "A" })).toBe(1);
    expect(cardValue({ rank: "7" })).toBe(7);
    expect(cardValue({ rank: "10" })).toBe(10);
    expect(cardValue({ rank: "K" })).toBeNull();
    expect(isFace({ rank: "J" })).toBe(true);
    expect(isFace({ rank: "10" })).toBe(false);
  });

  test("validateCard checks plain data with paths", () => {
    expect(() => validateCard(null, "c")).toThrow(expect.objectContaining({ code: "card.invalid", path: "c" }));
    expect(() => validateCard({ id: "", rank: "A", suit: "S" }, "c")).toThrow(expect.objectContaining({ path: "c.id" }));
    expect(() => validateCard({ id: "x", rank: "1", suit: "S" }, "c")).toThrow(expect.objectContaining({ path: "c.rank" }));
    expect(() => validateCard({ id: "x", rank: "A", suit: "♠" }, "c")).toThrow(expect.objectContaining({ path: "c.suit" }));
  });
});
