// The examples/wounds scenarios play the procedures end to end (docs/rules/wounds.md §10).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readScenario, runScenario } from "../../../src/core/encounter";
import { woundsRuleset } from "../../../src/core/wounds";
import type { HitRecord, StartRoundRecord, StartTurnRecord, WoundsRecord } from "../../../src/core/wounds/scenario";
import { formatText } from "../../../src/view/i18n";
import { woundsView } from "../../../src/view/wounds/ruleset-view";
import { lang, repoRoot } from "../../support/examples";
import { expectRulesError } from "../../support/rules-error";

const dir = join(repoRoot, "examples/wounds");
const load = (name: string) => readScenario(JSON.parse(readFileSync(join(dir, name), "utf8")));
const play = (name: string): WoundsRecord[] => runScenario(load(name), woundsRuleset.scenario).records.map((r) => r.outcome as WoundsRecord);
const en = lang();

describe("the wounds example scenarios", () => {
  it("the seed's four Red examples end as the seed says", () => {
    const after = (play("red-four-hits.json") as HitRecord[]).map((r) => [r.after.wounds, r.after.shaken]);
    expect(after).toEqual([[1, true], [1, true], [1, true], [3, true]]);
  });

  it("a partial and a full Soak", () => {
    const [partial, full] = play("soak.json") as HitRecord[];
    expect(partial?.soak).toMatchObject({ soaked: 1, remaining: 1 });
    expect(partial?.after).toMatchObject({ wounds: 2, bennies: 2 });
    expect(full?.after).toMatchObject({ wounds: 0, shaken: false });
  });

  it("Extras are taken out by the first Wound they cannot carry", () => {
    const hits = play("extra-taken-out.json") as HitRecord[];
    expect(hits.map((h) => h.after.incapacitated)).toEqual([true, false, true]);
    expect(hits.every((h) => h.incapacitation === null)).toBe(true);
  });

  it("an Incapacitation with an injury and Bleeding Out", () => {
    const [hit] = play("incapacitation-injury.json") as HitRecord[];
    expect(hit?.incapacitation).toMatchObject({ outcome: "bleedingOut", injury: { location: "guts", effect: "strengthDown", duration: "permanent" } });
    expect(hit?.after).toMatchObject({ wounds: 3, incapacitated: true, bleedingOut: true, shaken: false });
  });

  it("Bleeding Out turn by turn, then healed", () => {
    const records = play("bleeding-out.json");
    const turns = records.filter((r): r is StartTurnRecord => r.kind === "startTurn").map((r) => r.outcome);
    expect(turns).toEqual(["acts", "survives", "stabilised"]);
    expect(records.find((r) => r.kind === "heal")).toMatchObject({ healed: 2, after: { wounds: 1, incapacitated: false } });
  });

  it("a round with a Joker: the Joker acts first with +2, and the deck is shuffled after it", () => {
    const records = play("action-cards-joker.json");
    const first = records[0] as StartRoundRecord;
    expect(first.order.map((o) => o.name)).toEqual(["Red", "Goon", "Bandit leader"]);
    expect((records[1] as HitRecord).attack).toMatchObject({ joker: true, roll: { total: 5 } });
    expect((records[1] as HitRecord).damage).toMatchObject({ total: 6, flat: 2 });
    expect(records.find((r) => r.kind === "endRound")).toMatchObject({ reshuffled: true });
  });

  it.each(readdirSync(dir).filter((f) => f.endsWith(".json")))("%s replays the same, and every log line is worded", (name) => {
    expect(JSON.stringify(play(name))).toBe(JSON.stringify(play(name)));
    for (const record of play(name)) for (const line of woundsView.stepLog(record)) expect(formatText(en, line), line.key).not.toMatch(/FRAY\./);
  });

  it("odds of each kind of step are worded, and a step without odds is refused", () => {
    const word = (t: Parameters<typeof formatText>[1]) => formatText(en, t);
    const lines = [
      ...woundsView.oddsLines(woundsRuleset.odds(load("action-cards-joker.json"), 1) as never, word),
      ...woundsView.oddsLines(woundsRuleset.odds(load("bleeding-out.json"), 2) as never, word),
      ...woundsView.oddsLines(woundsRuleset.odds(load("action-cards-joker.json"), 3) as never, word),
      ...woundsView.oddsLines(woundsRuleset.odds(load("soak.json"), 0) as never, word),
    ];
    expect(lines.join("\n")).not.toMatch(/FRAY\./);
    expect(lines.some((l) => l.includes("stabilises"))).toBe(true);
    expectRulesError(() => woundsRuleset.odds(load("action-cards-joker.json"), 0), "scenario.invalid", "$.steps[0].type");
  });

  it("a typo in a step is refused before anything plays", () => {
    const raw = JSON.parse(readFileSync(join(dir, "soak.json"), "utf8")) as { steps: Record<string, unknown>[] };
    raw.steps[0] = { ...raw.steps[0], damge: 3 };
    expectRulesError(() => runScenario(readScenario(raw), woundsRuleset.scenario), "scenario.unknownField", "$.steps[0].damge");
  });
});
