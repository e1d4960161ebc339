// The track scenario view (src/view/track): every line of every example's log and odds is a
// FRAY.Track key that en.json words completely, and the words carry the numbers.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { readScenario } from "../../../src/core/encounter";
import { trackRuleset } from "../../../src/core/track";
import { formatText } from "../../../src/view/i18n";
import { playScenario } from "../../../src/view/scenario-player";
import { trackView } from "../../../src/view/track/ruleset-view";
import { clock } from "../../../src/view/track/monitor-text";
import { lang, readJson, repoRoot } from "../../support/examples";

const en = lang();
const files = readdirSync(join(repoRoot, "examples/track")).filter((f) => f.endsWith(".json"));
const scenario = (file: string) => readScenario(readJson(`examples/track/${file}`));

describe("the track log", () => {
  test.each(files)("%s: every line is a FRAY.Track key, fully worded", (file) => {
    for (const step of playScenario(scenario(file)).steps) {
      for (const line of step.log) {
        expect(line.key).toMatch(/^FRAY\.Track\./);
        const worded = formatText(en, line);
        expect(worded, line.key).not.toMatch(/FRAY\.|\{[a-z]+\}/i);
      }
    }
  });

  test("the seed's knife reads as the card would: the soak, the wound, the boxes and the penalty", () => {
    const [first] = playScenario(scenario("seed-boxes-and-penalties.json")).steps;
    const words = first!.log.map((t) => formatText(en, t));
    expect(words).toEqual([
      "Cutter attacks with Knife: a pool of 5 (no wound penalty) rolls 5 6 6 2 1; hits 3 against threshold 1.",
      "Damage 4 (net hits +2), Lethal.",
      "Mara soaks with a pool of 7, bought hits 1: 5 2 6 1 → soak hits 3, Net Damage 1.",
      "Wound: Petty (Lethal), boxes 1.",
      "Mara: [X.........] (1/1/0), action penalty −0.",
    ]);
  });

  test("Dying timers read as minutes, or hours when an hour or more is left", () => {
    expect([clock(300), clock(288), clock(3600), clock(3900), clock(0)]).toEqual(["5:00", "4:48", "1:00:00", "1:05:00", "0:00"]);
  });
});

describe("the track odds lines", () => {
  test("a known damage: one row per severity with percent and fraction, then a line per purchase", () => {
    const odds = trackRuleset.odds(scenario("seed-boxes-and-penalties.json"), 0);
    const lines = trackView.oddsLines(odds as never, (t) => formatText(en, t));
    expect(lines[0]).toBe("Mara faces damage 4: soak pool 7 (armor 3), bought hits 1.");
    expect(lines).toContain("  Serious    19.8%  16/81");
    expect(lines.at(-1)).toBe("  buy 2:  Petty 33.3%, Ordinary 66.7%");
    for (const line of lines) expect(line).not.toMatch(/FRAY\.|\{[a-z]+\}/i);
  });
});
