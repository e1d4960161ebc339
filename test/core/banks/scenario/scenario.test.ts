// Banks scenarios (docs/scenarios.md "Banks"): the examples replay docs/rules/banks.md §10 by id.
import { describe, expect, test } from "vitest";
import { expectRulesError } from "../../../support/rules-error";
import {
  type BanksActRecord,
  type BanksAttackRecord,
  type BanksEndRoundRecord,
  type BanksRecord,
  type BanksStartRoundRecord,
  type BanksTeamBankRecord,
  banksScenarioRules,
  banksStepOdds,
} from "../../../../src/core/banks/scenario";
import { type Scenario, readScenario, runScenario } from "../../../../src/core/encounter";
import { Fraction } from "../../../../src/core/odds";
import { poolOdds } from "../../../../src/core/banks";
import { readJson } from "../../../support/examples";

type Raw = Record<string, unknown> & { actors: Record<string, unknown>[]; steps: Record<string, unknown>[] };
const raw = (name: string): Raw => readJson<Raw>(`examples/banks/${name}.json`);
const scenario = (name: string, change: (r: Raw) => void = () => {}): Scenario => {
  const r = raw(name);
  change(r);
  return readScenario(r);
};
const play = (s: Scenario): BanksRecord[] => runScenario(s, banksScenarioRules).records.map((r) => r.outcome);
const at = <K extends BanksRecord["kind"]>(records: BanksRecord[], i: number, kind: K): Extract<BanksRecord, { kind: K }> => {
  const r = records[i];
  if (r?.kind !== kind) throw new Error(`step ${i} is ${r?.kind}, not ${kind}`);
  return r as Extract<BanksRecord, { kind: K }>;
};
const names = (r: BanksRecord): string[] => r.turn.next.map((e) => e.name);


describe("burst through armor (B-1, B-21, B-22, B-17)", () => {
  const records = play(scenario("burst-through-armor"));

  test("initiative from fixed dice orders Ria 6 › Vex 3 › Okon 2", () => {
    const round = at(records, 1, "startRound") satisfies BanksStartRoundRecord;
    expect(round.rolls.map((r) => [r.name, r.hits, r.ip])).toEqual([["Ria", 6, 6], ["Vex", 3, 3], ["Okon", 2, 2]]);
    expect(names(round)).toEqual(["Ria", "Vex", "Okon"]);
  });

  test("B-1 Battle Rifle, 6 bullets, AGI 3 bidding 2: threshold 7 − 5 = 2", () => {
    const a = at(records, 2, "attack") satisfies BanksAttackRecord;
    expect(a.threshold).toMatchObject({ base: 7, increment: 3, reduction: 5, threshold: 2 });
    expect(a.bid).toMatchObject({ bid: 2, ipBefore: 3, ip: 1 });
    expect(a.payment).toMatchObject({ action: "fullAutoFire", cost: 3, ipBefore: 6, ip: 3 });
  });

  test("B-21 Piercing opens armor: 3P 8E net 0 against armor 2 → physical 3, stun 6, unconscious, overflow 2", () => {
    const a = at(records, 2, "attack");
    expect(a).toMatchObject({ hits: 2, success: true, net: 0, critical: false, damageCode: "3P 8E", knockedOut: true, died: false });
    expect(a.components.map((c) => [c.letter, c.armor, c.remaining, c.bank, c.pierced])).toEqual([["P", 2, 1, "physical", false], ["E", 0, 8, "stun", true]]);
    expect(a.after).toMatchObject({ stun: 6, physical: 3, bleedingOut: 0, unconscious: true });
    expect(a.overflow).toEqual({ toPhysical: 2, toBleedingOut: 0 });
  });

  test("B-17 recoil: 6 bullets × Recoil 1 = 6, BOD 3 → the Blitz shot rolls 8 − 3 = 5 dice", () => {
    expect(at(records, 2, "attack").recoil).toEqual({ added: 6, recoil: 6, penalty: 3 });
    const b = at(records, 3, "attack");
    expect(b.pool).toEqual({ base: 8, modifiers: [{ source: "recoil", dice: -3 }], size: 5 });
    expect(b.payment).toMatchObject({ cost: 2, blitzFactor: 2, ipBefore: 3, ip: 1 });
  });

  test("B-22 critical with Piercing: 4P 8E → physical 6, Bleeding Out 8 > 3, dead", () => {
    const b = at(records, 3, "attack");
    expect(b).toMatchObject({ threshold: { threshold: 1 }, hits: 2, sixes: 1, net: 1, critical: true, damageCode: "4P 8E", died: true, multiHit: null });
    expect(b.after).toMatchObject({ stun: 6, physical: 6, bleedingOut: 8, dead: true });
    expect(b.overflow).toEqual({ toPhysical: 2, toBleedingOut: 8 });
    expect(b.turn).toMatchObject({ acting: { name: "Ria", ip: 1, blitzFactor: 4 }, next: [] });
  });
});

describe("Blitz and carry-over (B-3, B-6, B-8, B-9, B-28)", () => {
  const records = play(scenario("blitz-and-carry-over"));

  test("an ambusher starts at INT; B-9 NPCs tied at 5 go by Chutzpah", () => {
    expect(at(records, 0, "startCombat").starting).toEqual([{ name: "Joss", ip: 3, ambusher: true, core: false }]);
    expect(at(records, 1, "startRound").turn.next.map((e) => [e.name, e.ip])).toEqual([["Joss", 9], ["Mara", 5], ["Dace", 5]]);
  });

  test("B-28 aware, running, AGI 3 bidding 1: threshold 5", () => {
    expect((at(records, 2, "act") satisfies BanksActRecord).effect).toEqual({ type: "run", value: null });
    expect(at(records, 3, "attack")).toMatchObject({ threshold: { base: 5, running: 1, threshold: 5 }, hits: 3, success: false, applied: "none" });
  });

  test("B-8 carry-over: IP 7 at round end → 3; dice [5, 6, 1, 2, 5, 4] → IP 6", () => {
    const end = at(records, 5, "endRound") satisfies BanksEndRoundRecord;
    expect(end.capped).toContainEqual({ name: "Joss", from: 7, to: 3 });
    const joss = at(records, 6, "startRound").rolls.find((r) => r.name === "Joss");
    expect(joss).toMatchObject({ dice: [5, 6, 1, 2, 5, 4], hits: 3, ipBefore: 3, ip: 6 });
  });

  test("Stun recovery at the reroll rolls WIL dice (none recovered here)", () => {
    const mara = at(records, 6, "startRound").rolls.find((r) => r.name === "Mara");
    expect(mara).toMatchObject({ stunDice: [1, 2, 3], stunRecovered: 0, stun: 4 });
  });

  test("B-6 Stun overflow: stun 4 takes 5 → stun 6, unconscious, 3 into Physical", () => {
    const a = at(records, 7, "attack");
    expect(a.after).toMatchObject({ stun: 6, physical: 3, unconscious: true });
    expect(a.overflow.toPhysical).toBe(3);
  });

  test("B-3 fire 1, walk as a Blitz 1, fire again 4: 6 IP in all", () => {
    const costs = [at(records, 7, "attack").payment, at(records, 8, "act").payment, at(records, 9, "attack").payment].map((p) => p.cost);
    expect(costs).toEqual([1, 1, 4]);
    expect(at(records, 9, "attack").payment.ip).toBe(0);
  });

  test("a dodge bid lowers the bidder in the order", () => {
    expect(at(records, 8, "act").turn.next).toEqual([{ name: "Dace", ip: 5, effectiveIp: 5 }]);
    expect(at(records, 9, "attack").turn.next).toEqual([{ name: "Dace", ip: 4, effectiveIp: 4 }]);
  });
});

describe("a running fight from a seed", () => {
  const fight = raw("a-running-fight");
  const records = play(readScenario(fight));

  test("the same seed plays the same fight; another seed another", () => {
    const once = JSON.stringify(records);
    expect(JSON.stringify(play(readScenario(raw("a-running-fight"))))).toBe(once);
    const other = readScenario({ ...fight, seed: "harbour", steps: fight.steps.slice(0, 4) });
    expect(JSON.stringify(play(other))).not.toBe(JSON.stringify(records.slice(0, 4)));
  });

  test("Team Banks add to effective IP, and a bid re-sorts the order", () => {
    expect(at(records, 3, "startRound").turn.next.map((e) => [e.name, e.effectiveIp])).toEqual([["Ria", 8], ["Joss", 7], ["Vex", 4], ["Okon", 4]]);
    expect(names(at(records, 4, "attack"))).toEqual(["Joss", "Okon", "Vex"]);
  });

  test("a Blitz paid partly from the Team Bank (§6.5: own IP first)", () => {
    expect(at(records, 5, "attack").payment).toMatchObject({ cost: 4, fromIp: 2, fromTeam: 2, team: "crew", teamBank: 2 });
  });

  test("Team Bank losses: an ally incapacitated −2, slain −4 (B-10)", () => {
    const hurt = at(records, 6, "teamBank") satisfies BanksTeamBankRecord;
    expect(hurt).toMatchObject({ team: "gang", member: "Okon", before: 2, bank: 0 });
    expect(at(records, 12, "teamBank")).toMatchObject({ before: 0, bank: -4 });
  });

  test("Bleeding Out grows at the reroll and kills past BOD (§6.2 step 1c)", () => {
    const okon = at(records, 11, "startRound").rolls.find((r) => r.name === "Okon");
    expect(okon).toMatchObject({ bled: true, bleedingOut: 5, died: true, out: "dead" });
  });

  test("Clear Recoil after firing this round does nothing", () => {
    expect(at(records, 14, "act").effect).toEqual({ type: "clearRecoil", value: 0 });
  });

  test("every pool is as long as the attack's dice; every record ends with the order", () => {
    for (const r of records) {
      if (r.kind === "attack") expect(r.dice).toHaveLength(r.pool.size);
      expect(r.turn).toBeDefined();
    }
  });
});

describe("bad banks scenarios name the JSON path", () => {
  const run = (change: (r: Raw) => void) => () => play(scenario("burst-through-armor", change));
  test("an unknown actor, weapon or action", () => {
    expectRulesError(run((r) => (r.steps[2]!["actor"] = "Rya")), "scenario.unknownRef", "$.steps[2].actor");
    expectRulesError(run((r) => (r.steps[2]!["weapon"] = "Bow")), "scenario.unknownRef", "$.steps[2].weapon");
    expectRulesError(run((r) => r.steps.push({ type: "act", actor: "Ria", action: "fly" })), "scenario.invalid", "$.steps[5].action");
  });
  test("dice of the wrong count or face", () => {
    expectRulesError(run((r) => (r.steps[2]!["dice"] = [5, 5])), "dice.count", "$.steps[2].dice");
    expectRulesError(run((r) => (r.steps[2]!["dice"] = [5, 5, 4, 3, 2, 2, 1, 7])), "dice.badFace", "$.steps[2].dice[7]");
    expectRulesError(run((r) => ((r.steps[1]!["initiative"] as Record<string, unknown>)["Vex"] = [5])), "dice.count", "$.steps[1].initiative.Vex");
  });
  test("a bid the defender cannot pay", () => {
    expectRulesError(run((r) => (r.steps[2]!["bid"] = 4)), "bid.tooLarge", "$.steps[2].bid");
  });
  test("acting out of turn", () => {
    expectRulesError(run((r) => (r.steps[2] = { type: "act", actor: "Okon", action: "run" })), "turn.notYours", "$.steps[2].actor");
  });
  test("steps out of order", () => {
    expectRulesError(run((r) => r.steps.shift()), "scenario.order", "$.steps[0]");
    expectRulesError(run((r) => (r.steps[4] = { type: "startRound" })), "scenario.order", "$.steps[4]");
  });
  test("bad documents: an attribute, a weapon code, armor", () => {
    expectRulesError(run((r) => (((r.actors[0]!["system"] as { banks: { attributes: Record<string, unknown> } }).banks.attributes)["AGI"] = 11)), "actor.invalid", "$.actors[0].system.banks.attributes.AGI");
    expectRulesError(run((r) => ((r.actors[0]!["items"] as { system: { banks: Record<string, unknown> } }[])[0]!.system.banks["code"] = "6Q")), "code.invalid", "$.actors[0].items[0].system.banks.code");
    expectRulesError(run((r) => ((r.actors[1]!["items"] as { system: { banks: Record<string, unknown> } }[])[0]!.system.banks["ratings"] = { all: -1 })), "armor.invalid", "$.actors[1].items[0].system.banks.ratings.all");
  });
  test("a missing pool, an unknown team", () => {
    expectRulesError(run((r) => delete r.steps[2]!["pool"]), "scenario.invalid", "$.steps[2].pool");
    expectRulesError(run((r) => r.steps.splice(1, 0, { type: "teamBank", team: "crew", event: "goalImpossible" })), "scenario.unknownRef", "$.steps[1].team");
  });
  test("nothing plays when a later step is malformed", () => {
    expectRulesError(run((r) => r.steps.push({ type: "fireball" })), "scenario.invalid", "$.steps[5].type");
  });
});

describe("odds of a banks attack step", () => {
  test("B-1's burst: 8 dice against threshold 2, the miss 1280/6561, all rows sum to 1", () => {
    const odds = banksStepOdds(scenario("burst-through-armor"), 2);
    expect(odds).toMatchObject({ attacker: "Ria", target: "Vex", pool: { size: 8 }, threshold: { threshold: 2 } });
    expect(odds.rows[0]!.probability.equals(Fraction.of(1280, 6561))).toBe(true);
    expect(Fraction.sum(odds.rows.map((r) => r.probability)).equals(Fraction.ONE)).toBe(true);
    expect(odds.odds.success.equals(poolOdds(8, 2).success)).toBe(true);
    expect(odds.rows.map((r) => r.code)).toEqual([null, "3P 8E", "4P 8E", "5P 8E", "6P 8E", "7P 8E", "8P 8E", "9P 8E"]);
  });

  test("the Blitz shot is judged after the earlier steps: 5 dice (recoil −3) against 1", () => {
    const odds = banksStepOdds(scenario("burst-through-armor"), 3);
    expect(odds.pool.size).toBe(5);
    expect(odds.odds.success.equals(Fraction.ONE.sub(Fraction.of(32, 243)))).toBe(true);
    expect(Fraction.sum(odds.rows.map((r) => r.probability)).equals(Fraction.ONE)).toBe(true);
  });

  test("odds for a step that is not an attack are refused with its path", () => {
    expectRulesError(() => banksStepOdds(scenario("burst-through-armor"), 1), "scenario.invalid", "$.steps[1].type");
  });
});

describe("Team Bank events", () => {
  const withTeam = (steps: Record<string, unknown>[]): Scenario =>
    scenario("burst-through-armor", (r) => {
      r.steps = [{ type: "startCombat", teams: { crew: { leader: "Ria", bank: 3 } } }, ...steps];
    });

  test("B-13 Leadership pool: bank 3, 7 dice − 3 = 4 dice, 2 hits → bank 5", () => {
    const records = play(withTeam([{ type: "teamBank", team: "crew", event: "leadership", pool: 7, dice: [5, 6, 1, 2] }]));
    expect(at(records, 1, "teamBank")).toMatchObject({ roller: "Ria", pool: 4, hits: 2, before: 3, bank: 5, leader: "Ria" });
    expectRulesError(() => play(withTeam([{ type: "teamBank", team: "crew", event: "leadership", pool: 7, dice: [5, 6, 1, 2, 3, 3, 3] }])), "dice.count", "$.steps[1].dice");
  });

  test("B-14 leadership challenge: 5 hits against bank 3 → new leader, bank 2; 2 hits → bank 1", () => {
    const won = play(withTeam([{ type: "teamBank", team: "crew", event: "challenge", challenger: "Vex", hits: 5 }]));
    expect(at(won, 1, "teamBank")).toMatchObject({ bank: 2, leader: "Vex", success: true });
    const lost = play(withTeam([{ type: "teamBank", team: "crew", event: "challenge", challenger: "Vex", hits: 2 }]));
    expect(at(lost, 1, "teamBank")).toMatchObject({ bank: 1, leader: "Ria", success: false });
  });

  test("B-33 paying with the Team Bank: IP 2, bank 3, cost 4 → IP 0, bank 1; cost 6 → ip.insufficient", () => {
    const steps = (second: string): Record<string, unknown>[] => [
      { type: "startRound", initiative: { Ria: [5, 5, 5, 1, 1, 1, 1, 1] } },
      { type: "act", actor: "Ria", action: "run" },
      { type: "act", actor: "Ria", action: second },
    ];
    // Ria rolls 3 hits and runs (1 IP), leaving 2; a Blitz Crawl (Complex 2) then costs 4, a Blitz Throw Grappled Target 6.
    const records = play(withTeam(steps("crawl")));
    expect(at(records, 3, "act").payment).toMatchObject({ cost: 4, ipBefore: 2, fromIp: 2, fromTeam: 2, ip: 0, teamBank: 1 });
    expectRulesError(() => play(withTeam(steps("throwGrappledTarget"))), "ip.insufficient", "$.steps[3]");
  });

  test("an unconscious actor cannot act", () => {
    expectRulesError(() => play(scenario("burst-through-armor", (r) => r.steps.splice(4, 0, { type: "act", actor: "Vex", action: "run" }))), "actor.incapable", "$.steps[4].actor");
  });
});

describe("a critical automatic attack may deal the base code once per net hit (§6.8 step 4)", () => {
  const burst = (choice: string | undefined) =>
    scenario("burst-through-armor", (r) => {
      r.steps[2] = { ...r.steps[2], dice: [6, 6, 6, 5, 2, 2, 1, 3], ...(choice === undefined ? {} : { choice }) };
      r.steps.splice(3);
    });

  test("standard: net 2 on the first value, the critical effect; the multi-hit option is reported", () => {
    const a = at(play(burst(undefined)), 2, "attack");
    expect(a).toMatchObject({ critical: true, net: 2, damageCode: "5P 8E", applied: "standard", multiHit: { times: 2, code: "3P 8E" } });
  });

  test("multiHit: 3P 8E twice, each resisted on its own, no critical effect", () => {
    const a = at(play(burst("multiHit")), 2, "attack");
    expect(a).toMatchObject({ applied: "multiHit", damageCode: "3P 8E" });
    expect(a.components.map((c) => [c.hit, c.letter, c.remaining, c.critical])).toEqual([[0, "P", 1, null], [0, "E", 8, null], [1, "P", 1, null], [1, "E", 8, null]]);
  });

  test("multiHit is refused when the attack is not a critical automatic one", () => {
    expectRulesError(() => play(scenario("burst-through-armor", (r) => (r.steps[2]!["choice"] = "multiHit"))), "input.invalid", "$.steps[2].choice");
  });
});
