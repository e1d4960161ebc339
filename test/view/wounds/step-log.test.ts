// The wounds log and odds read as sentences from lang/en.json, one per step kind.
import { describe, expect, it } from "vitest";
import { readScenario } from "../../../src/core/encounter";
import { formatText } from "../../../src/view/i18n";
import { woundsStepLog } from "../../../src/view/wounds/step-log";
import { woundsOddsLines } from "../../../src/view/wounds/odds-view";
import { woundsRuleset } from "../../../src/core/wounds";
import type { WoundsOddsRecord, WoundsRecord } from "../../../src/core/wounds/scenario";
import { runScenario } from "../../../src/core/encounter";
import { lang, readJson } from "../../support/examples";

const en = lang();
const words = (name: string): string[] =>
  runScenario(readScenario(readJson(`examples/wounds/${name}`)), woundsRuleset.scenario).records.flatMap((r) => woundsStepLog(r.outcome as WoundsRecord).map((t) => formatText(en, t)));

describe("the wounds step log", () => {
  it("walks a hit with a Soak", () => {
    expect(words("soak.json").slice(0, 4)).toEqual([
      "15 damage against Red's Toughness 6 (AP 0): 9 over, 2 raise(s).",
      "2 Wound(s) for Red.",
      "Red spends 1 Benny(ies) to Soak.",
      "Soak roll: [6], Wild Die [3] → 5: success; 1 Wound(s) cancelled, 1 left.",
    ]);
  });

  it("names the injury, its side of the body and how long it lasts", () => {
    expect(words("incapacitation-injury.json")).toContain("Injury Table 7: Guts, Busted: Strength one die type lower, permanently.");
    expect(words("incapacitation-injury.json")).toContain("Red: 3/3 Wounds (penalty −3, Pace 3), Bennies 0, Bleeding Out.");
  });

  it("the Action Cards in acting order, the Joker's bonus and the reshuffle", () => {
    const lines = words("action-cards-joker.json");
    expect(lines.slice(0, 4)).toEqual(["Round 1: Action Cards are dealt.", "1. Red: RJ", "2. Goon: KS", "3. Bandit leader: KH"]);
    expect(lines).toContain("Red holds a Joker: +2 to this attack and its damage.");
    expect(lines).toContain("End of round 1: a Joker was dealt, so the whole Action Deck is shuffled.");
    expect(lines.join("\n")).not.toMatch(/FRAY\./);
  });

  it("odds lines of a start-of-turn roll", () => {
    const odds = woundsRuleset.odds(readScenario(readJson("examples/wounds/bleeding-out.json")), 2) as WoundsOddsRecord;
    expect(woundsOddsLines(odds, (t) => formatText(en, t))).toEqual(["Red's Bleeding Out roll:", "  dies         69.4%  25/36", "  hangs on     19.8%  16/81", "  stabilises   10.8%  35/324"]);
  });
});
