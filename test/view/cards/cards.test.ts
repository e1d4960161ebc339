import { describe, expect, test } from "vitest";
import { RANKS, SUITS, cardValue } from "../../../src/core/cards";
import type { Rank, Suit } from "../../../src/core/cards";
import {
  CARD_BACK_FILES,
  CARD_BACK_KINDS,
  CARD_FACES,
  DARK,
  PIP_CLASS,
  RED,
  cardBackSvg,
  cardFaceSvg,
  cardFileName,
} from "../../../src/view/cards";
import { allElements, hasClass, parseXml } from "./xml";
import type { XmlElement } from "./xml";

const faces = RANKS.flatMap((rank) => SUITS.map((suit) => [`${rank}${suit}`, rank, suit] as [string, Rank, Suit]));

function pipsOf(root: XmlElement): XmlElement[] {
  return allElements(root).filter((el) => hasClass(el, PIP_CLASS));
}

/** The translate(x y) a placed pip carries. */
function pipCentre(el: XmlElement): [number, number] {
  const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(el.attrs["transform"] ?? "");
  if (!m) throw new Error(`pip without a translate: ${el.attrs["transform"]}`);
  return [Number(m[1]), Number(m[2])];
}

describe("the XML checker itself", () => {
  test("accepts a well-formed document", () => {
    const root = parseXml(`<?xml version="1.0"?>\n<a x="1" y='2'><!-- c --><b/>t &amp; u<c>z</c></a>\n`);
    expect(root.name).toBe("a");
    expect(root.children.map((c) => c.name)).toEqual(["b", "c"]);
  });
  test.each([
    ["unclosed", "<a><b></a>"],
    ["mismatched", "<a></b>"],
    ["bare ampersand", "<a>x & y</a>"],
    ["bare ampersand in attribute", `<a t="x&y"/>`],
    ["bare less-than in attribute", `<a t="x<y"/>`],
    ["unquoted attribute", "<a t=1/>"],
    ["duplicate attribute", `<a t="1" t="2"/>`],
    ["two roots", "<a/><b/>"],
    ["trailing text", "<a/>x"],
    ["attributes run together", `<a x="1"y="2"/>`],
  ])("rejects %s", (_why, xml) => {
    expect(() => parseXml(xml)).toThrow(/malformed XML/);
  });
});

describe("card faces", () => {
  test("CARD_FACES lists the 52 faces of a pack", () => {
    expect(CARD_FACES).toHaveLength(52);
    expect(new Set(CARD_FACES.map(({ rank, suit }) => rank + suit)).size).toBe(52);
  });

  test.each(faces)("%s is a well-formed standalone SVG of the right shape", (_key, rank, suit) => {
    const svg = cardFaceSvg(rank, suit);
    const root = parseXml(svg);
    expect(root.name).toBe("svg");
    expect(root.attrs["xmlns"]).toBe("http://www.w3.org/2000/svg");
    expect(root.attrs["viewBox"]).toBe("0 0 250 350");
    expect(Number(root.attrs["width"]) / Number(root.attrs["height"])).toBeCloseTo(250 / 350);
    // Plain ASCII: no suit glyphs in text, so no font or encoding can garble a file.
    expect([...svg].every((c) => c === "\n" || (c >= " " && c <= "~"))).toBe(true);
    expect(cardFaceSvg(rank, suit)).toBe(svg);
  });

  test.each(faces)("%s shows its rank in two corner indices, one upside down", (_key, rank, suit) => {
    const root = parseXml(cardFaceSvg(rank, suit));
    const indices = allElements(root).filter((el) => el.name === "text" && hasClass(el, "index"));
    expect(indices.map((el) => el.text)).toEqual([rank, rank]);
    const corners = allElements(root).filter((el) => hasClass(el, "corner"));
    expect(corners).toHaveLength(2);
    expect(corners[1]!.attrs["transform"]).toBe("rotate(180 125 175)");
  });

  test.each(faces)("%s is red for hearts and diamonds, near-black for spades and clubs", (_key, rank, suit) => {
    const svg = cardFaceSvg(rank, suit);
    const red = suit === "H" || suit === "D";
    expect(svg.includes(RED)).toBe(red);
    expect(svg.includes(DARK)).toBe(!red);
    // Everything drawn in a suit colour is in this card's colour.
    const inked = allElements(parseXml(svg)).filter((el) => hasClass(el, PIP_CLASS) || hasClass(el, "index-suit"));
    expect(inked.every((el) => el.attrs["fill"] === (red ? RED : DARK))).toBe(true);
  });

  test.each(faces)("%s has as many pips as its value (A one large pip, courts none)", (_key, rank, suit) => {
    const pips = pipsOf(parseXml(cardFaceSvg(rank, suit)));
    expect(pips).toHaveLength(cardValue({ rank }) ?? 0);
    // Pips are drawn shapes, never font glyphs.
    expect(pips.every((el) => el.name === "path" && (el.attrs["d"] ?? "").length > 20)).toBe(true);
  });

  // The corner index (rank over suit) reaches x 46, y 85 from its corner (corners.ts); a pip
  // closer than 12 units to it reads as touching it when the card is 60 px wide.
  test.each(RANKS.filter((r) => r !== "A" && r !== "J" && r !== "Q" && r !== "K"))("%s: every pip keeps 12 units from both corner indices", (rank) => {
    for (const pip of pipsOf(parseXml(cardFaceSvg(rank, "H")))) {
      const [x, y] = pipCentre(pip);
      const half = 50 * Number(/scale\(([\d.]+)\)/.exec(pip.attrs["transform"] ?? "")?.[1] ?? "NaN");
      // Distance from the pip's box to the top-left index box [0,46]×[0,85]; the bottom-right one by symmetry.
      for (const [px, py] of [[x, y], [250 - x, 350 - y]] as const) {
        const dx = Math.max(0, px - half - 46);
        const dy = Math.max(0, py - half - 85);
        expect(Math.max(dx, dy)).toBeGreaterThanOrEqual(12);
      }
    }
    // Moving the columns in must not crowd the pips into each other.
    const boxes = pipsOf(parseXml(cardFaceSvg(rank, "H"))).map(pipCentre);
    for (const [i, [x, y]] of boxes.entries()) for (const [u, v] of boxes.slice(i + 1)) expect(Math.max(Math.abs(x - u), Math.abs(y - v))).toBeGreaterThanOrEqual(40);
  });

  test.each(RANKS.filter((r) => r !== "A" && r !== "J" && r !== "Q" && r !== "K"))(
    "%s: pips sit in the field clear of the corners, lower ones upside down",
    (rank) => {
      const pips = pipsOf(parseXml(cardFaceSvg(rank, "S")));
      for (const pip of pips) {
        const [x, y] = pipCentre(pip);
        expect(x).toBeGreaterThanOrEqual(70);
        expect(x).toBeLessThanOrEqual(180);
        expect(y).toBeGreaterThanOrEqual(70);
        expect(y).toBeLessThanOrEqual(280);
        expect((pip.attrs["transform"] ?? "").includes("rotate(180)")).toBe(y > 175);
      }
      // Classic layouts read the same after a half turn; the 7 is the one traditional exception.
      if (rank !== "7") {
        const spots = new Set(pips.map((p) => pipCentre(p).join(",")));
        for (const [x, y] of pips.map(pipCentre)) expect(spots.has(`${250 - x},${350 - y}`)).toBe(true);
      }
    },
  );

  test.each(["J", "Q", "K"] as const)("%s has a court emblem: panel, headpiece, large letter", (rank) => {
    const els = allElements(parseXml(cardFaceSvg(rank, "H")));
    expect(els.filter((el) => hasClass(el, "court"))).toHaveLength(1);
    expect(els.filter((el) => hasClass(el, "headpiece"))).toHaveLength(1);
    expect(els.filter((el) => hasClass(el, "court-letter")).map((el) => el.text)).toEqual([rank]);
  });

  test("the three courts differ beyond their letter", () => {
    const headpiece = (rank: Rank): string =>
      JSON.stringify(allElements(parseXml(cardFaceSvg(rank, "C"))).find((el) => hasClass(el, "headpiece")));
    expect(new Set(["J", "Q", "K"].map((r) => headpiece(r as Rank))).size).toBe(3);
  });

  test("pixelWidth sets the pixel size; the viewBox stays", () => {
    const root = parseXml(cardFaceSvg("7", "D", { pixelWidth: 60 }));
    expect([root.attrs["width"], root.attrs["height"], root.attrs["viewBox"]]).toEqual(["60", "84", "0 0 250 350"]);
    expect(parseXml(cardFaceSvg("7", "D")).attrs["width"]).toBe("500");
    expect(() => cardFaceSvg("7", "D", { pixelWidth: 0 })).toThrow(RangeError);
  });

  test("an unknown rank or suit from plain data is refused, not drawn blank", () => {
    expect(() => cardFaceSvg("1" as Rank, "S")).toThrow(RangeError);
    expect(() => cardFaceSvg("A", "X" as Suit)).toThrow(RangeError);
  });
});

describe("card backs", () => {
  test.each(CARD_BACK_KINDS.map((k) => [k]))("%s back is a well-formed, deterministic SVG", (kind) => {
    const svg = cardBackSvg(kind);
    const root = parseXml(svg);
    expect(root.name).toBe("svg");
    expect(root.attrs["xmlns"]).toBe("http://www.w3.org/2000/svg");
    expect(root.attrs["viewBox"]).toBe("0 0 250 350");
    expect(cardBackSvg(kind)).toBe(svg);
    // Its clip path is defined in the same document.
    const clip = allElements(root).find((el) => el.name === "clipPath");
    expect(svg.includes(`url(#${clip?.attrs["id"]})`)).toBe(true);
  });

  test("the two backs differ in colour and pattern, so the decks are told apart at a glance", () => {
    const fills = (svg: string): Set<string> =>
      new Set(allElements(parseXml(svg)).flatMap((el) => [el.attrs["fill"], el.attrs["stroke"]]).filter((c) => c?.startsWith("#")) as string[]);
    const [probability, perk] = [fills(cardBackSvg("probability")), fills(cardBackSvg("perk"))];
    const shared = [...probability].filter((c) => perk.has(c));
    // Only the plain card stock and edge are shared.
    expect(shared.sort()).toEqual(["#b9b4aa", "#fffdf8"]);
    expect(cardBackSvg("probability")).not.toBe(cardBackSvg("perk"));
  });

  test("an unknown back kind is refused", () => {
    expect(() => cardBackSvg("tarot" as "perk")).toThrow(RangeError);
  });
});

describe("file names", () => {
  test("faces are named by their face key", () => {
    expect(cardFileName("10", "H")).toBe("10H.svg");
    expect(cardFileName("A", "S")).toBe("AS.svg");
    expect(cardFileName("Q", "C")).toBe("QC.svg");
  });

  test("all 52 face names and both back names are unique, file-safe SVG names", () => {
    const names = [...faces.map(([, rank, suit]) => cardFileName(rank, suit)), ...Object.values(CARD_BACK_FILES)];
    expect(names).toHaveLength(54);
    expect(new Set(names).size).toBe(54);
    for (const name of names) expect(name).toMatch(/^[a-z0-9AJQKSHDC-]+\.svg$/);
    expect(Object.keys(CARD_BACK_FILES).sort()).toEqual([...CARD_BACK_KINDS].sort());
  });
});
