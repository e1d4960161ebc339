// The soak prompt and the attack card (rules/track.md §5.3, §7): the seed's knife against the vest.
import { describe, expect, test } from "vitest";
import { readScenario, runScenario } from "../../../src/core/encounter";
import { type AttackRecord, defaultTrackActor, trackRuleset } from "../../../src/core/track";
import { type Text, formatText } from "../../../src/view/i18n";
import { attackCardView } from "../../../src/view/track/attack-card-view";
import { soakDialogView } from "../../../src/view/track/soak-dialog-view";
import { lang, readJson } from "../../support/examples";

const en = lang();
const word = (t: Text) => formatText(en, t);

describe("the soak prompt", () => {
  test("K-10's pool: Strength 3, Edge 1, melee armor 3; two purchases at most, each with exact odds; no penalty", () => {
    const target = defaultTrackActor({ strength: 3, edge: 1, slash: 5, armor: { ballistics: 4, melee: 3, heat: 1 } });
    const view = soakDialogView({ targetName: "Mara", target, damage: 4, damageType: "lethal", category: "melee", extraDice: 0 });
    expect(word(view.title)).toBe("Mara soaks 4 Lethal damage");
    expect(view.parts.map(word)).toEqual(["Strength 3", "Edge 1", "armor 3 against melee"]);
    expect(view).toMatchObject({ poolSize: 7, maxBuy: 2 });
    expect(view.options.map((o) => word(o.label))).toEqual(["Buy 0, roll 7", "Buy 1, roll 4", "Buy 2, roll 1"]);
    expect(view.options[1]!.rows.map((r) => `${word(r.label)} ${r.fraction}`)).toEqual(["no harm 1/9", "Petty 8/27", "Ordinary 32/81", "Serious 16/81"]);
  });

  test("an object soaks with its armor only", () => {
    const door = defaultTrackActor({ object: true, strength: 5, armor: { ballistics: 6, melee: 0, heat: 0 } });
    const view = soakDialogView({ targetName: "Car door", target: door, damage: 5, damageType: "lethal", category: "ballistics", extraDice: 0 });
    expect(view.parts.map(word)).toEqual(["armor 6 against ballistics"]);
    expect(view.poolSize).toBe(6);
  });
});

describe("the attack card", () => {
  test("K-11 on the card: a Petty Lethal wound, the new monitor, no penalty", () => {
    const scenario = readScenario(readJson("examples/track/seed-boxes-and-penalties.json"));
    const [knife] = runScenario(scenario, trackRuleset.scenario).records.map((r) => r.outcome as AttackRecord);
    const card = attackCardView(knife!);
    expect(word(card.title)).toBe("Cutter attacks Mara with Knife");
    expect(word(card.outcome)).toBe("Petty wound (Lethal): boxes 1, Net Damage 1");
    expect(word(card.soak!)).toBe("Soaked 3 of 4 (bought 1)");
    expect(card.monitor).toBe("X.........");
    expect(word(card.penalty)).toBe("Wound penalty −0 to actions");
    expect(card.alerts).toEqual([]);
  });

  test("a Terminal wound on the card: Incapacitated and Dying five minutes", () => {
    const scenario = readScenario(readJson("examples/track/terminal-and-dying.json"));
    const [shot] = runScenario(scenario, trackRuleset.scenario).records.map((r) => r.outcome as AttackRecord);
    expect(attackCardView(shot!).alerts.map(word)).toEqual(["Jonah is Incapacitated.", "Jonah is Dying: 5:00 left."]);
  });
});
