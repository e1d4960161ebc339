/**
 * Words a person reads that the issue found wrong: "−1 dice", "Adds a 8", a spread written
 * with ">" (read as "greater than"), and "Missed by" beside the draw dialog's "Short by".
 */
import { describe, expect, test } from "vitest";
import type { Card } from "../../src/core/cards";
import { type LangDictionary, type Text, formatText } from "../../src/view/i18n";
import { cardFace, takesAn } from "../../src/view/sheet/card-image";
import { spreadInput, spreadSteps } from "../../src/view/trauma/spread-text";
import { parseSpread } from "../../src/core/trauma";
import { banksActorSheetView } from "../../src/view/banks/sheet/actor-sheet";
import { traitsView } from "../../src/view/banks/sheet/traits";
import { ines, sheetInput, stateOf, withBanks } from "./banks/sheet/fixtures";
import { lang } from "../support/examples";

const en: LangDictionary = lang();
const word = (t: Text): string => formatText(en, t);

describe("articles and numbers", () => {
  test("a Perk Card adds an 8 and a 7, for every rank", () => {
    const effect = (rank: string): string => word(cardFace({ id: "x", rank, suit: "S" } as Card).effect);
    expect(effect("8")).toBe("Adds an 8 to the draw");
    expect(effect("7")).toBe("Adds a 7 to the draw");
    expect(effect("A")).toBe("Adds a 1 to the draw");
    for (const r of ["2", "3", "4", "5", "6", "9", "10"]) expect(effect(r)).toBe(`Adds a ${r} to the draw`);
    expect([8, 11, 18, 80, 86, 800].every(takesAn)).toBe(true);
    expect([1, 7, 10, 12, 28, 100].some(takesAn)).toBe(false);
  });

  test("a recoil penalty of one is −1 die; more are dice", () => {
    const penalty = (recoil: number): string => word(banksActorSheetView(sheetInput(withBanks(ines(), { recoil }))).situation.recoil.penalty);
    expect(penalty(4)).toBe("−1 die on physical actions");
    expect(penalty(6)).toBe("−3 dice on physical actions");
  });

  test("an attribute of 1 rolls 1 die (the drone's Willpower)", () => {
    const base = stateOf(ines());
    const rows = traitsView({ ...base, attributes: { ...base.attributes, WIL: 1, BOD: 2 } }).attributes;
    expect(word(rows.find((r) => r.key === "WIL")!.rollLabel)).toBe("Roll Willpower (1 die)");
    expect(word(rows.find((r) => r.key === "BOD")!.rollLabel)).toBe("Roll Body (2 dice)");
  });
});

describe("spreads read as steps", () => {
  test("10% → 75% → 90%, never 10% > 75% > 90%", () => {
    expect(spreadSteps([10, 75, 90])).toBe("10% → 75% → 90%");
    expect(spreadSteps([10, 75, 90])).not.toContain(">");
  });
  test("the spread field holds text the core parses back", () => {
    expect(parseSpread(spreadInput([100, 60]))).toEqual([100, 60]);
  });
  test("no lang string says Missed by in Trauma, and none writes a spread with >", () => {
    const trauma = JSON.stringify((en["FRAY"] as LangDictionary)["Trauma"]);
    expect(trauma).not.toMatch(/missed by/i);
    expect(JSON.stringify(en)).not.toMatch(/\d% > \d/);
  });
});
