// Track scenarios (rules/track.md §5, §7): the examples play the worked numbers end to end, and
// bad steps are refused with their path before anything is played.
import { describe, expect, test } from "vitest";
import { readScenario, runScenario } from "../../../src/core/encounter";
import type { AttackRecord, CareRecord, InitiativeRecord, TimeRecord, TrackRecord } from "../../../src/core/track";
import { trackRuleset } from "../../../src/core/track";
import { readJson } from "../../support/examples";
import { expectRulesError } from "../../support/rules-error";

const example = (name: string) => readScenario(readJson(`examples/track/${name}.json`));
const play = (name: string): TrackRecord[] => runScenario(example(name), trackRuleset.scenario).records.map((r) => r.outcome as TrackRecord);

describe("the example scenarios play the rules", () => {
  test("the seed's knife against the vest replays K-10 and K-11; the wound penalty comes off her own shot", () => {
    const [knife, normal, aggravated, shot] = play("seed-boxes-and-penalties") as AttackRecord[];
    expect(knife).toMatchObject({ damage: 4, soak: { poolSize: 7, boughtHits: 1, soakHits: 3 }, netDamage: 1, wound: "petty", target: { boxes: "X.........", penalty: 0 } });
    expect(normal?.target).toMatchObject({ slash: 4, back: 1, bar: 0, penalty: 2 });
    expect(aggravated?.target).toMatchObject({ boxes: "AAAX///...", penalty: 5 });
    expect(shot?.roll).toMatchObject({ pool: 3, penalty: 5 });
  });

  test("a Terminal wound: five minutes, a round off, twenty minutes bought, the last test owed, an hour more, Edge", () => {
    const [wound, round, test1, wait, last, edge] = play("terminal-and-dying");
    expect((wound as AttackRecord).target.dyingSeconds).toBe(300);
    expect((round as TimeRecord).actors[0]?.monitor.dyingSeconds).toBe(288);
    expect((test1 as CareRecord).monitor.dyingSeconds).toBe(1488);
    expect((wait as TimeRecord).actors[0]).toMatchObject({ needsFinalHealingTest: true, monitor: { dyingSeconds: 0, dead: false } });
    expect((last as CareRecord).monitor.dyingSeconds).toBe(3600);
    expect(edge as CareRecord).toMatchObject({ stabilized: true, monitor: { dyingSeconds: null, dead: false } });
  });

  test("a full Normal track converts; a 9-box one does not", () => {
    const [, convert, topUp] = play("normal-track-converts") as AttackRecord[];
    expect(convert).toMatchObject({ converted: true, target: { boxes: "X/////////" } });
    expect(topUp).toMatchObject({ converted: false, target: { boxes: "//////////" } });
  });

  test("healing replays K-9 stroke by stroke", () => {
    const boxes = (play("healing") as CareRecord[]).slice(0, 8).map((r) => `${r.monitor.slash},${r.monitor.back},${r.monitor.bar}`);
    expect(boxes).toEqual(["6,1,0", "4,2,0", "2,3,0", "0,4,0", "0,2,1", "0,0,2", "0,0,1", "0,0,0"]);
  });

  test("a round with passes: ties act as one group, the extra pass comes after everyone, the Dying cannot act", () => {
    const [initiative, , , endRound] = play("round-with-passes");
    expect((initiative as InitiativeRecord).passes).toEqual([
      { pass: 1, groups: [{ score: 3, names: ["Lena"] }, { score: 2, names: ["Omar", "Ghoul"] }] },
      { pass: 2, groups: [{ score: 3, names: ["Lena"] }] },
    ]);
    expect((initiative as InitiativeRecord).scores.find((s) => s.name === "Husk")?.canAct).toBe(false);
    expect((endRound as TimeRecord).actors.find((a) => a.monitor.name === "Husk")?.monitor.dyingSeconds).toBe(588);
  });
});

describe("bad steps", () => {
  const base = readJson<Record<string, unknown>>("examples/track/seed-boxes-and-penalties.json");
  const withSteps = (steps: unknown[]) => readScenario({ ...base, steps });

  test("a typo in a field, an unknown step type and a box past ten are refused with their path", () => {
    expectRulesError(() => runScenario(withSteps([{ type: "click", actor: "Mara", boxx: 1 }]), trackRuleset.scenario), "scenario.unknownField", "$.steps[0].boxx");
    expectRulesError(() => runScenario(withSteps([{ type: "fly" }]), trackRuleset.scenario), "scenario.invalid", "$.steps[0].type");
    expectRulesError(() => runScenario(withSteps([{ type: "click", actor: "Mara", box: 11 }]), trackRuleset.scenario), "scenario.invalid", "$.steps[0].box");
    expectRulesError(() => runScenario(withSteps([{ type: "damage", target: "Mara", damage: 3, damageType: "fire" }]), trackRuleset.scenario), "wound.badType", "$.steps[0].damageType");
  });

  test("a purchase past the armor rating and the wrong number of soak dice are refused at the step", () => {
    const soak = { type: "damage", target: "Mara", damage: 3, category: "heat" };
    expectRulesError(() => runScenario(withSteps([{ ...soak, boughtHits: 2 }]), trackRuleset.scenario), "soak.badPurchase", "$.steps[0].boughtHits");
    expectRulesError(() => runScenario(withSteps([{ ...soak, soakDice: [5] }]), trackRuleset.scenario), "soak.countMismatch", "$.steps[0].soakDice");
  });

  test("the Incapacitated cannot attack, and Edge needs Edge left", () => {
    const knockedDown = { type: "damage", target: "Mara", damage: 4, damageType: "normal", category: "heat", soakDice: [1, 1, 1, 1, 1] };
    const unable = withSteps([knockedDown, { type: "attack", actor: "Mara", target: "Cutter", item: "Light Pistol", pool: 3 }]);
    expectRulesError(() => runScenario(unable, trackRuleset.scenario), "actor.incapacitated", "$.steps[1].actor");
    expectRulesError(() => runScenario(withSteps([{ type: "edge", actor: "Cutter" }]), trackRuleset.scenario), "dying.none", "$.steps[0]");
  });

  test("odds are for attack and damage steps only", () => {
    expectRulesError(() => trackRuleset.odds(example("terminal-and-dying"), 1), "scenario.invalid", "$.steps[1].type");
  });
});
