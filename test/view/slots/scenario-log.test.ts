// The slots scenario view (src/view/slots): the examples' logs read as the rules say, and the
// odds lines give the exact chances of an attack and of its (v:X) Stress check.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { readScenario } from "../../../src/core/encounter";
import { slotsRuleset } from "../../../src/core/slots";
import type { SlotsOddsRecord } from "../../../src/core/slots";
import { formatText } from "../../../src/view/i18n";
import { playScenario } from "../../../src/view/scenario-player";
import { slotsView } from "../../../src/view/slots/ruleset-view";
import { lang, repoRoot } from "../../support/examples";

const en = lang();
const scenario = (name: string) => readScenario(JSON.parse(readFileSync(join(repoRoot, "examples/slots", `${name}.json`), "utf8")));
const logOf = (name: string): string => playScenario(scenario(name)).steps.flatMap((s) => s.log.map((t) => formatText(en, t))).join("\n");

describe("the Full Round example", () => {
  const log = logOf("full-round");
  test("orders the cycle with the tie group and the Stay, and prices reactions by phase", () => {
    for (const line of [
      "Active Phase Cycle: [Bram, Cato] → Ilsa → Dara.",
      "Cato reacts with 4 Reserved Slots (1 left).",
      "Final Phase (Dara): anyone else acting now pays the FP price.",
      "Ilsa reacts during the Final Phase for 4 Reserved Slots (0 left).",
      "Hesitation: Dara loses 4 unspent slot(s).",
      "Upkeep for Marsh Ghoul: bleed 6, hemorrhage 6, other damage 0, healed 0; 189 HP left.",
    ]) expect(log).toContain(line);
  });
  test("halves a penetrating hit on the resistant ghoul: 10 raw, 5 taken", () => {
    expect(log).toContain("10 Penetrating damage; Marsh Ghoul takes 5.");
  });
});

describe("the burnout and Slow Burn example", () => {
  const log = logOf("burnout-and-slow-burn");
  test("burns out two tracks, lets bleeding kill at 0 HP, and heals over time", () => {
    for (const line of [
      "Mirela burns out physically: Strained for 3 days, losing 32 HP.",
      "Mirela's Vocal track burns out during Upkeep.",
      "Upkeep for Fen Brute: bleed 4, hemorrhage 0, other damage 0; Fen Brute dies.",
      "Upkeep for Oskar: bleed 0, hemorrhage 0, other damage 0, healed 6; 179 HP left.",
      "All Resolve: every combat effect ends and the board is cleared.",
    ]) expect(log).toContain(line);
  });
});

describe("odds", () => {
  test("an attack with a (v:20) Stress check: hit 17/20, Half-Hit 1/20, miss 1/10, Stress 1/20", () => {
    const odds = slotsRuleset.odds(scenario("full-round"), 3) as SlotsOddsRecord;
    expect([odds.hit?.probability, odds.halfHit?.probability, odds.miss?.probability, odds.stress?.gain.probability]).toEqual(["17/20", "1/20", "1/10", "1/20"]);
    const lines = slotsView.oddsLines(odds, (t) => formatText(en, t));
    expect(lines.join("\n")).not.toMatch(/FRAY\./);
    expect(lines.some((l) => /Stress \+1\s+5\.0%\s+1\/20/.test(l))).toBe(true);
  });
  test("a step without chance is refused with a RulesInputError", () => {
    expect(() => slotsRuleset.odds(scenario("full-round"), 1)).toThrow(/odds are for attack and ability steps/);
  });
});

describe("the stun, slow and maims example", () => {
  const log = logOf("stun-slow-and-maims");
  test("takes the stun from the NPC's held pool, slows its next round, maims and executes it", () => {
    for (const line of [
      "Iron Warden is Stunned for 5 slots (5 of them taken from the slots held now).",
      "Slow takes 3 of Iron Warden's slots.",
      "Iron Warden now moves for 3AS|6RS|9FP.",
      "Sela executes Iron Warden for 3 Action Slots (1 left).",
    ]) expect(log).toContain(line);
  });
  test("prices the Agony Stress check at 5/12", () => {
    const odds = slotsRuleset.odds(scenario("stun-slow-and-maims"), 3) as SlotsOddsRecord;
    expect(odds.stress).toMatchObject({ sides: 12, agony: true, gain: { probability: "5/12" } });
  });
});
