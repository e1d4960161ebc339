import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import { type LangDictionary, formatText } from "../../../src/view/i18n";
import { type PoolRollInput, poolRollView } from "../../../src/view/banks/pool-roll-view";
import { lang } from "../../support/examples";

const en: LangDictionary = lang();
const input = (faces: number[], threshold: number, gr = 0, label = "Pistols"): PoolRollInput => ({ faces, threshold, gr, label });
const lines = (i: PoolRollInput): string[] => poolRollView(i).lines.map((l) => formatText(en, l.text));

describe("pool roll view (docs/rules/banks.md §5.2)", () => {
  test("B-19 critical: threshold 3, dice [6, 6, 6, 5, 2, 1] → 4 hits, net 1, critical", () => {
    const view = poolRollView(input([6, 6, 6, 5, 2, 1], 3));
    expect(view).toMatchObject({ outcome: "success", hits: 4, net: 1, critical: true, glitch: false });
    expect(formatText(en, view.headline)).toBe("Critical success (net hits: 1)");
    expect(view.lines.map((l) => l.tone)).toEqual(["plain", "plain", "critical"]);
    expect(lines(input([6, 6, 6, 5, 2, 1], 3))).toEqual(["Hits: 4 against threshold 3.", "Net hits: 1.", "Critical: 3 sixes reach the threshold on their own."]);
  });

  test("B-19 faces: hits, sixes and ones flagged in the order rolled", () => {
    const faces = poolRollView(input([6, 6, 6, 5, 2, 1], 3)).faces;
    expect(faces.map((f) => [f.face, f.hit, f.six, f.one])).toEqual([
      [6, true, true, false],
      [6, true, true, false],
      [6, true, true, false],
      [5, true, false, false],
      [2, false, false, false],
      [1, false, false, true],
    ]);
    expect(faces.map((f) => formatText(en, f.description))).toEqual(["6, a hit", "6, a hit", "6, a hit", "5, a hit", "2", "1, a one"]);
  });

  test("B-20 not critical: threshold 3, dice [6, 6, 5, 4, 3] → success, net 0", () => {
    const view = poolRollView(input([6, 6, 5, 4, 3], 3));
    expect(view).toMatchObject({ outcome: "success", hits: 3, net: 0, critical: false, glitch: false });
    expect(formatText(en, view.headline)).toBe("Success (net hits: 0)");
  });

  test("B-32 glitch policy: pool 6, GR 0 needs 4 ones; GR 2 needs 2", () => {
    expect(poolRollView(input([1, 1, 1, 5, 5, 6], 1, 0)).glitch).toBe(false);
    expect(poolRollView(input([1, 1, 1, 1, 5, 6], 1, 0)).glitch).toBe(true);
    const gr2 = input([1, 1, 1, 5, 5, 6], 1, 2);
    expect(poolRollView(gr2).glitch).toBe(true);
    expect(lines(gr2).at(-1)).toBe("Glitch: 3 ones at Glitch Risk 2.");
    expect(poolRollView(gr2).lines.at(-1)?.tone).toBe("glitch");
  });

  test("a failure shows hits against the threshold and no net hits", () => {
    const view = poolRollView(input([5, 4, 2], 2));
    expect(view).toMatchObject({ outcome: "failure", hits: 1, net: 0 });
    expect(formatText(en, view.headline)).toBe("Failure");
    expect(lines(input([5, 4, 2], 2))).toEqual(["Hits: 1 against threshold 2."]);
  });

  test("an empty pool (§5.1) rolls no dice: 0 hits, a failure at threshold 1, a success at 0", () => {
    expect(poolRollView(input([], 1))).toMatchObject({ faces: [], hits: 0, outcome: "failure", glitch: false });
    expect(lines(input([], 1))[0]).toBe("No dice to roll: 0 hits.");
    expect(poolRollView(input([], 0))).toMatchObject({ outcome: "success", critical: false });
  });

  test("title and summary: the label, or a generic title when there is none", () => {
    const view = poolRollView(input([5], 1, 1, "AGI + Pistols"));
    expect(formatText(en, view.title)).toBe("AGI + Pistols");
    expect(formatText(en, view.summary)).toBe("1 dice against threshold 1, Glitch Risk 1.");
    expect(formatText(en, poolRollView(input([5], 1, 0, "  ")).title)).toBe("Dice pool");
  });

  test("a face outside 1–6 is the core's bad input", () => {
    expect(() => poolRollView(input([7], 1))).toThrow(RulesInputError);
    expect(() => poolRollView(input([3], 1, -1))).toThrow(RulesInputError);
  });
});
