import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { Fraction } from "../../../src/core/odds";
import { type LangDictionary, formatText } from "../../../src/view/i18n";
import {
  MAX_DIALOG_POOL,
  type PoolDialogInput,
  type PoolDialogState,
  type PoolOddsRow,
  poolDialogView,
  poolOddsView,
} from "../../../src/view/banks/pool-dialog-view";
import { lang, repoRoot } from "../../support/examples";

const en: LangDictionary = lang();

const STATE: PoolDialogState = { attribute: null, skill: null, dice: 6, modifier: 0, threshold: 3, gr: 0, rollMode: "publicroll" };
function input(state: Partial<PoolDialogState> = {}, rest: Partial<PoolDialogInput> = {}): PoolDialogInput {
  return {
    label: "Pistols",
    attributes: [
      { key: "AGI", value: 3 },
      { key: "REA", value: 4 },
    ],
    skills: [{ key: "Pistols", value: 3 }],
    rollModes: [
      { value: "publicroll", label: "CHAT.RollPublic" },
      { value: "gmroll", label: "CHAT.RollPrivate" },
    ],
    state: { ...STATE, ...state },
    ...rest,
  };
}

/** A row's exact fraction back as a Fraction ("3/28", "1", "0"). */
const fractionOf = (row: PoolOddsRow): Fraction => {
  const [n, d = "1"] = row.fraction.split("/");
  return Fraction.of(BigInt(n ?? "0"), BigInt(d));
};
const sum = (rows: readonly PoolOddsRow[]): Fraction => Fraction.sum(rows.map(fractionOf));
const labels = (rows: readonly PoolOddsRow[]): string[] => rows.map((r) => formatText(en, r.label));

describe("pool dialog odds (core poolOdds, docs/rules/banks.md §5.2, §5.4)", () => {
  test("B-19's pool, exactly: 6 dice against threshold 3", () => {
    // Hits are 5–6 (p = 1/3), sixes p = 1/6, a glitch at GR 0 needs 4 ones of 6.
    const odds = poolOddsView(6, 3, 0);
    expect(labels(odds.rows)).toEqual(["Failure", "Success, net hits 0", "Success, net hits 1", "Success, net hits 2", "Success, net hits 3"]);
    expect(odds.rows.map((r) => r.fraction)).toEqual(["496/729", "160/729", "20/243", "4/243", "1/729"]);
    expect(odds.rows.map((r) => r.percent)).toEqual(["68.0%", "21.9%", "8.2%", "1.6%", "0.1%"]);
    expect(odds).toMatchObject({ success: "32.0%", critical: "6.2%", glitch: "0.9%" });
  });

  test("the odds rows sum to exactly 1 for every pool 0–12, threshold 0–8, GR 0–3", () => {
    for (let pool = 0; pool <= 12; pool++) {
      for (let threshold = 0; threshold <= 8; threshold++) {
        for (let gr = 0; gr <= 3; gr++) expect(sum(poolOddsView(pool, threshold, gr).rows).equals(Fraction.ONE)).toBe(true);
      }
    }
  });

  test("threshold 0 always succeeds: no failure row, success 100%, no critical", () => {
    const odds = poolOddsView(2, 0, 0);
    expect(labels(odds.rows)[0]).toBe("Success, net hits 0");
    expect(odds).toMatchObject({ success: "100.0%", critical: "0.0%" });
  });

  test("an empty pool: certain failure at threshold 1, never a glitch", () => {
    expect(poolOddsView(0, 1, 5)).toMatchObject({ success: "0.0%", glitch: "0.0%", rows: [{ fraction: "1", percent: "100.0%" }] });
  });
});

describe("pool dialog view", () => {
  test("a typed pool: its formula, the odds and the request the Roll button sends", () => {
    const view = poolDialogView(input());
    expect(view.typed).toBe(true);
    expect(formatText(en, view.pool.formula)).toBe("6 = 6 dice");
    expect(view.odds?.success).toBe("32.0%");
    expect(view.request).toEqual({ pool: 6, threshold: 3, gr: 0, label: "Pistols", rollMode: "publicroll" });
    expect(view.attributeOptions.map((o) => [o.value, formatText(en, o.label), o.selected])).toEqual([
      ["", "Typed pool", true],
      ["AGI", "AGI (3)", false],
      ["REA", "REA (4)", false],
    ]);
    expect(view.rollModeOptions.map((o) => [o.value, o.selected])).toEqual([
      ["publicroll", true],
      ["gmroll", false],
    ]);
  });

  test("attribute + skill + modifier: AGI 3 + Pistols 3 − 2 = 4 dice (§5.3 penalties lower the pool)", () => {
    const view = poolDialogView(input({ attribute: "AGI", skill: "Pistols", modifier: -2, dice: 99 }));
    expect(view.typed).toBe(false);
    expect(formatText(en, view.pool.formula)).toBe("AGI 3 + Pistols 3 − 2 = 4 dice");
    expect(view.request?.pool).toBe(4);
    expect(view.skillOptions.find((o) => o.selected)?.value).toBe("Pistols");
  });

  test("an attribute without a skill: AGI 3 = 3 dice", () => {
    expect(formatText(en, poolDialogView(input({ attribute: "AGI" })).pool.formula)).toBe("AGI 3 = 3 dice");
  });

  test("a pool taken below 0 rolls no dice (§5.1)", () => {
    const view = poolDialogView(input({ dice: 2, modifier: -3, threshold: 1 }));
    expect(formatText(en, view.pool.formula)).toBe("2 − 3 = 0 dice");
    expect(view.pool.size).toBe(0);
    expect(view.odds?.success).toBe("0.0%");
    expect(view.canRoll).toBe(true);
  });

  test("an attribute the actor no longer has falls back to the typed pool", () => {
    const view = poolDialogView(input({ attribute: "XYZ", skill: "Pistols" }));
    expect(view.typed).toBe(true);
    expect(view.pool.size).toBe(6);
  });

  test("an actor without banks data offers only the typed pool", () => {
    expect(poolDialogView(input({}, { attributes: [], skills: [] })).hasTraits).toBe(false);
  });

  test.each([
    [{ threshold: Number.NaN }, "Every number must be a whole number."],
    [{ modifier: 1.5 }, "Every number must be a whole number."],
    [{ threshold: -1 }, "The threshold cannot be below 0."],
    [{ gr: -1 }, "Glitch Risk must be between 0 and 99."],
    [{ dice: MAX_DIALOG_POOL + 1 }, `This dialog rolls at most ${MAX_DIALOG_POOL} dice.`],
  ] as const)("bad input %j: the reason, no odds, no roll", (state, message) => {
    const view = poolDialogView(input(state));
    expect(view.error && formatText(en, view.error)).toBe(message);
    expect(view).toMatchObject({ odds: null, canRoll: false, request: null });
  });
});

test("every FRAY.Banks.Roll/Dialog key the two view-models build is in lang/en.json", () => {
  const prefixes: Record<string, string> = { R: "FRAY.Banks.Roll", D: "FRAY.Banks.Dialog" };
  const keys = ["pool-roll-view.ts", "pool-dialog-view.ts"].flatMap((file) =>
    [...readFileSync(join(repoRoot, "src/view/banks", file), "utf8").matchAll(/`\$\{([RD])\}\.([A-Za-z]+)`/g)].map((m) => `${prefixes[m[1] ?? ""]}.${m[2]}`),
  );
  expect(keys.length).toBeGreaterThan(20);
  expect(keys.filter((k) => formatText(en, { key: k }) === k)).toEqual([]);
});
