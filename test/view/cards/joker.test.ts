// The Jokers' art (src/view/cards/joker.ts): every card of a 54-card pack has a face.
import { describe, expect, test } from "vitest";
import { type JokerColor, standardDeck } from "../../../src/core/cards";
import { CARD_BACK_FILES, CARD_FACES, DARK, JOKER_FACES, RED, cardFaceSvg, faceFileName, faceSvg, jokerFaceSvg } from "../../../src/view/cards";
import { allElements, hasClass, parseXml } from "./xml";

const COLORS: readonly JokerColor[] = ["red", "black"];

describe("Joker faces", () => {
  test.each(COLORS)("the %s Joker is a well-formed, plain-ASCII, stable SVG of the card's shape", (color) => {
    const svg = jokerFaceSvg(color);
    const root = parseXml(svg);
    expect(root.name).toBe("svg");
    expect(root.attrs["viewBox"]).toBe("0 0 250 350");
    expect([...svg].every((c) => c === "\n" || (c >= " " && c <= "~"))).toBe(true);
    expect(jokerFaceSvg(color)).toBe(svg);
  });

  test.each(COLORS)("the %s Joker spells JOKER down both corners, one upside down", (color) => {
    const root = parseXml(jokerFaceSvg(color));
    const letters = allElements(root).filter((el) => el.name === "text" && hasClass(el, "index")).map((el) => el.text);
    expect(letters.join("")).toBe("JOKERJOKER");
    const corners = allElements(root).filter((el) => hasClass(el, "corner"));
    expect(corners[1]!.attrs["transform"]).toBe("rotate(180 125 175)");
  });

  test("the red Joker is drawn in red only, the black in near-black only", () => {
    const red = jokerFaceSvg("red");
    const black = jokerFaceSvg("black");
    expect(red).toContain(RED);
    expect(red).not.toContain(DARK);
    expect(black).toContain(DARK);
    expect(black).not.toContain(RED);
  });

  test("an unknown colour is refused", () => {
    expect(() => jokerFaceSvg("green" as JokerColor)).toThrow(RangeError);
  });

  test("every card of a 54-card pack has a face and a unique file name (RJ.svg, BJ.svg)", () => {
    const deck = standardDeck({ jokers: 2 });
    const names = deck.map(faceFileName);
    expect(new Set([...names, ...Object.values(CARD_BACK_FILES)]).size).toBe(56);
    expect(names.slice(52)).toEqual(["RJ.svg", "BJ.svg"]);
    for (const card of deck) expect(parseXml(faceSvg(card)).name).toBe("svg");
    expect(faceSvg({ rank: "7", suit: "D" })).toBe(cardFaceSvg("7", "D"));
    expect([...CARD_FACES, ...JOKER_FACES].map(faceFileName)).toEqual(names);
  });
});
