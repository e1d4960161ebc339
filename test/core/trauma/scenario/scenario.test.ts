import { describe, expect, test } from "vitest";
import { expectRulesError } from "../../../support/rules-error";
import { type Scenario, readScenario, runScenario } from "../../../../src/core/encounter";
import { type AttackRecord, traumaScenarioRules, traumaStepOdds } from "../../../../src/core/trauma/scenario";
import { Fraction } from "../../../../src/core/odds";
import { readJson } from "../../../support/examples";

const seedScene = (): Scenario => readScenario(readJson("examples/trauma/qulia-vs-ashmite.json"));
const withSteps = (steps: Record<string, unknown>[], patch: (raw: Record<string, unknown>) => void = () => {}): Scenario => {
  const raw = readJson<Record<string, unknown>>("examples/trauma/qulia-vs-ashmite.json");
  patch(raw);
  return readScenario({ ...raw, steps });
};
const attacks = (scenario: Scenario): AttackRecord[] =>
  runScenario(scenario, traumaScenarioRules).records.map((r) => r.outcome).filter((o): o is AttackRecord => o.kind === "attack");


describe("the seed's scene played from documents", () => {
  test("T-1 Qulia vs the Ashmite: final trauma 6, every step of the seed", () => {
    const [a] = attacks(seedScene());
    expect(a).toMatchObject({
      targetDifficulty: 5,
      cards: ["4S", "3H", "2D", "2C"],
      result: 4,
      margin: 1,
      baseTrauma: 7,
      modifiedTrauma: 7,
      resistance: { targetDifficulty: 10, cards: ["8S", "4D", "AH"], result: 8, margin: 2, percent: 90 },
      finalTrauma: 6,
      condition: null,
      targetVim: { maxVim: 12, lifeSupport: 6, clot: 6, clotDeficit: 0 },
    });
    expect(a!.perksDealt.map((d) => d.to)).toEqual(["Qulia", "Ashmite"]);
  });

  test("T-3 with a King from the perk hand: final 10 and Paralysis", () => {
    const [a] = attacks(readScenario(readJson("examples/trauma/qulia-plays-a-king.json")));
    expect(a).toMatchObject({ hand: [5, 3, 2, 2], result: 5, margin: 0, baseTrauma: 12, finalTrauma: 10, condition: "Paralysis", perks: ["KH"], perksDealt: [{ to: "Ashmite" }] });
  });

  test("T-2 the Fear Rod against an Ashmite immune to Mental trauma: nothing gets through", () => {
    const [a] = attacks(withSteps([{ type: "attack", actor: "Qulia", item: "Felderton Fear Rod", target: "Ashmite", draw: "4S 3H 2D 2C" }]));
    expect(a).toMatchObject({ targetDifficulty: 6, margin: 2, baseTrauma: 1, modifiedTrauma: 0, resistance: null, finalTrauma: 0, condition: null });
  });

  test("the same seed plays the same fight; another seed plays another", () => {
    const fight = readJson<Record<string, unknown>>("examples/trauma/a-running-fight.json");
    const once = JSON.stringify(runScenario(readScenario(fight), traumaScenarioRules).records);
    expect(JSON.stringify(runScenario(readScenario(fight), traumaScenarioRules).records)).toBe(once);
    expect(JSON.stringify(runScenario(readScenario({ ...fight, seed: 99 }), traumaScenarioRules).records)).not.toBe(once);
  });

  test("Overkill at the end of the round kills; a new round finds the dead still dead", () => {
    const steps = [
      { type: "attack", actor: "Qulia", item: "Grimgrin Paralyzer 272", target: "Ashmite", draw: "5S 3H 2D 2C", resist: "AS 2H 3D" },
      { type: "attack", actor: "Qulia", item: "Grimgrin Paralyzer 272", target: "Ashmite", draw: "5S 3H 2D 2C", resist: "AS 2H 3D" },
      { type: "endRound" },
    ];
    const { records, table } = runScenario(withSteps(steps), traumaScenarioRules);
    const second = records[1]!.outcome as AttackRecord;
    expect(second).toMatchObject({ finalTrauma: 12, overkill: true, targetVim: { lifeSupport: 0, clot: 12, clotDeficit: 12 } });
    expect(records[2]!.outcome).toEqual({ kind: "endRound", events: [{ type: "trauma.overkillDeath", name: "Ashmite" }] });
    expect(table.actors.find((a) => a.name === "Ashmite")!.state.status.dead).toBe(true);
  });

  test("no card is lost or duplicated across a whole fight (decks, discard and perk hands)", () => {
    const { table } = runScenario(readScenario(readJson("examples/trauma/a-running-fight.json")), traumaScenarioRules);
    const ids = [...Object.values(table.piles).flat(), ...table.actors.flatMap((a) => a.state.perkHand)].map((c) => c.id);
    // one Probability Deck for the Lead, one for the Narrator, one Perk Deck of 24 for the one Lead
    expect(ids.length).toBe(28 + 28 + 24);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("bad scenarios name the JSON path and play nothing", () => {
  test("an unknown actor", () => {
    expectRulesError(() => runScenario(withSteps([{ type: "attack", actor: "Quila", item: "x", target: "Ashmite" }]), traumaScenarioRules), "scenario.unknownRef", "$.steps[0].actor");
  });
  test("a weapon the attacker does not carry", () => {
    expectRulesError(() => runScenario(withSteps([{ type: "attack", actor: "Qulia", item: "Bite", target: "Ashmite" }]), traumaScenarioRules), "scenario.unknownRef", "$.steps[0].item");
  });
  test("a card the Probability Deck does not hold", () => {
    expectRulesError(() => runScenario(withSteps([{ type: "attack", actor: "Qulia", item: "Grimgrin Paralyzer 272", target: "Ashmite", draw: ["7S", "7D", "7H", "2C"] }]), traumaScenarioRules), "card.invalid", "$.steps[0].draw[2]");
  });
  test("too few cards for the ability", () => {
    expectRulesError(() => runScenario(withSteps([{ type: "attack", actor: "Qulia", item: "Grimgrin Paralyzer 272", target: "Ashmite", draw: ["4S", "3H"] }]), traumaScenarioRules), "draw.countMismatch", "$.steps[0].draw");
  });
  test("a perk that is not in the hand", () => {
    expectRulesError(() => runScenario(withSteps([{ type: "attack", actor: "Qulia", item: "Grimgrin Paralyzer 272", target: "Ashmite", draw: "4S 3H 2D 2C", perks: ["KH@0"] }]), traumaScenarioRules), "perk.notInHand", "$.steps[0].perks[0]");
  });
  test("an unknown step type", () => {
    expectRulesError(() => runScenario(withSteps([{ type: "fireball" }]), traumaScenarioRules), "scenario.invalid", "$.steps[0].type");
  });
  test("a malformed ability in an actor document", () => {
    expectRulesError(
      () => runScenario(withSteps([], (raw) => ((raw["actors"] as { system: { trauma: { abilities: Record<string, unknown> } } }[])[0]!.system.trauma.abilities["operate"] = 9)), traumaScenarioRules),
      "actor.invalid",
      "$.actors[0].system.trauma.abilities.operate",
    );
  });
  test("a scenario that is not an object, and one with no actors", () => {
    expectRulesError(() => readScenario([]), "scenario.invalid", "$");
    expectRulesError(() => readScenario({ ruleset: "trauma", actors: [], steps: [] }), "scenario.invalid", "$.actors");
    expectRulesError(() => readScenario({ ruleset: "chess", actors: [], steps: [] }), "scenario.invalid", "$.ruleset");
  });
});

describe("odds of a scenario step", () => {
  test("T-24 Qulia's Grimgrin shot: success 41/45 (= 18655/20475), short by 1 and miss add up to 1", () => {
    const odds = traumaStepOdds(seedScene(), 0);
    const w = odds.withoutPerks;
    expect(w.targetDifficulty).toBe(5);
    expect(w.success.equals(Fraction.of(18655, 20475))).toBe(true);
    const total = w.margins.reduce((sum, m) => sum.add(m.probability), Fraction.ZERO);
    expect(total.equals(Fraction.ONE)).toBe(true);
    expect(w.finalTrauma.total().equals(Fraction.ONE)).toBe(true);
    expect(odds.withPerks).toBeNull();
  });

  test("the Fear Rod against the Ashmite can only do 0 trauma", () => {
    const odds = traumaStepOdds(withSteps([{ type: "attack", actor: "Qulia", item: "Felderton Fear Rod", target: "Ashmite" }]), 0);
    expect(odds.withoutPerks.finalTrauma.entries().map(([t]) => t)).toEqual([0]);
  });

  test("odds for a step that is not an attack are refused with its path", () => {
    expectRulesError(() => traumaStepOdds(withSteps([{ type: "endRound" }]), 0), "scenario.invalid", "$.steps[0].type");
  });
});
