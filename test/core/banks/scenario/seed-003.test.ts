// Seed 003's cover, Team Bank, prone and melee rules as `fray run` plays them: the new examples
// replayed through the same core/banks/flow procedures the Foundry adapter calls
// (test/core/banks/flow/seed-003.test.ts holds the flow's side).
import { describe, expect, test } from "vitest";
import { type BanksRecord, banksScenarioRules, banksStepOdds } from "../../../../src/core/banks/scenario";
import { type Scenario, readScenario, runScenario } from "../../../../src/core/encounter";
import { expectRulesError } from "../../../support/rules-error";
import { readJson } from "../../../support/examples";

type Raw = Record<string, unknown> & { actors: Record<string, unknown>[]; steps: Record<string, unknown>[] };
const scenario = (name: string, change: (r: Raw) => void = () => {}): Scenario => {
  const r = readJson<Raw>(`examples/banks/${name}.json`);
  change(r);
  return readScenario(r);
};
const play = (s: Scenario): BanksRecord[] => runScenario(s, banksScenarioRules).records.map((r) => r.outcome);
const at = <K extends BanksRecord["kind"]>(records: BanksRecord[], i: number, kind: K): Extract<BanksRecord, { kind: K }> => {
  const r = records[i];
  if (r?.kind !== kind) throw new Error(`step ${i} is ${r?.kind}, not ${kind}`);
  return r as Extract<BanksRecord, { kind: K }>;
};

describe("full cover (examples/banks/full-cover.json)", () => {
  const records = play(scenario("full-cover"));

  test("Vex interrupts Ria as she pops out of full cover: 1 Chutzpah, treated as partial cover (threshold 3)", () => {
    const a = at(records, 2, "attack");
    expect(a.payment).toMatchObject({ cost: 1, ipBefore: 5, ip: 4, interrupt: { of: "Ria", via: "chutzpah", chutzpahSpent: 1 } });
    expect(a.threshold).toMatchObject({ cover: 2, threshold: 3 });
    expect(a).toMatchObject({ hits: 2, success: false });
  });

  test("Ria's attack from full cover costs 1 + 1 IP and rolls 6 − 4 dice", () => {
    const a = at(records, 3, "attack");
    expect(a.payment).toMatchObject({ action: "fireSimpleWeapon", base: 2, cost: 2, ipBefore: 6, ip: 4, fullCoverAttack: true });
    expect(a.pool).toEqual({ base: 6, modifiers: [{ source: "fullCover", dice: -4 }], size: 2 });
  });

  test("Okon's thrown grenade reaches Ria behind full cover at −6 dice: 9 − 6 = 3 against 3", () => {
    const a = at(records, 4, "attack");
    expect(a.pool).toEqual({ base: 9, modifiers: [{ source: "targetFullCover", dice: -6 }], size: 3 });
    expect(a).toMatchObject({ hits: 3, success: true, damageCode: "4I", after: { stun: 4 } });
  });

  test("Joss drops prone from partial cover: now under full cover, for free", () => {
    const act = at(records, 6, "act");
    expect(act.payment.cost).toBe(0);
    expect(act.effect).toEqual({ type: "prone", value: "full" });
    const joss = runScenario(scenario("full-cover"), banksScenarioRules).table.actors.find((x) => x.name === "Joss");
    expect(joss?.state).toMatchObject({ prone: true, cover: "full" });
  });

  test("a direct shot at someone behind full cover is refused, naming the step's target", () => {
    const direct = scenario("full-cover", (r) => {
      r.steps[4] = { type: "attack", actor: "Okon", weapon: "Stun Grenade", target: "Ria", pool: 9, dice: [6, 5, 5] };
    });
    expectRulesError(() => play(direct), "target.fullCover", "$.steps[4].target");
    // Vex, on his own turn rather than as an interrupt, cannot shoot her either.
    const onHisTurn = scenario("full-cover", (r) => {
      r.steps[5] = { type: "attack", actor: "Vex", weapon: "Needler", target: "Ria", pool: 6, dice: [5, 5, 5, 5, 5, 5] };
    });
    expectRulesError(() => play(onHisTurn), "target.fullCover", "$.steps[5].target");
  });

  test("odds of the thrown grenade: 3 dice against 3", () => {
    const odds = banksStepOdds(scenario("full-cover"), 4);
    expect(odds.pool.size).toBe(3);
    expect(odds.threshold.threshold).toBe(3);
  });

  test("an interrupt needs someone acting, and cannot interrupt oneself", () => {
    expectRulesError(() => play(scenario("full-cover", (r) => (r.steps[3] = { ...r.steps[3], interrupt: true }))), "interrupt.notAllowed", "$.steps[3].interrupt");
  });
});

describe("a broken team (examples/banks/broken-team.json)", () => {
  const records = play(scenario("broken-team"));

  test("Wedge drives the Team Bank 1 → −2", () => {
    expect(at(records, 3, "teamBank")).toMatchObject({ event: "wedge", hits: 3, before: 1, bank: -2 });
  });

  test("Joss, acting toward the goal, rolls 6 − 2 dice", () => {
    expect(at(records, 4, "attack").pool).toEqual({ base: 6, modifiers: [{ source: "teamBank", dice: -2 }], size: 4 });
  });

  test("Ria has abandoned the goal (teamGoal: false): no penalty, and her bonus die counts", () => {
    expect(at(records, 5, "attack").pool).toEqual({ base: 6, modifiers: [{ source: "bonus", dice: 1 }], size: 7 });
  });
});

describe("melee and grapples (examples/banks/melee-and-grapples.json)", () => {
  const records = play(scenario("melee-and-grapples"));

  test("a Strike banks its IP as Martial Momentum and includes a free Run", () => {
    const a = at(records, 2, "attack");
    expect(a).toMatchObject({ damageCode: "3I", momentum: { bonus: 0, bank: 2 }, ran: true, recoil: null });
  });

  test("the Blitz Strike on the same target adds the bank (2) to the code and banks up to BOD 3", () => {
    const a = at(records, 3, "attack");
    expect(a.payment).toMatchObject({ cost: 4, blitzFactor: 2 });
    expect(a).toMatchObject({ net: 0, damageCode: "5I", momentum: { bonus: 2, bank: 3 } });
  });

  test("an attack on the striker faces +1 for its free Run", () => {
    expect(at(records, 4, "attack").threshold).toMatchObject({ running: 1, threshold: 6 });
  });

  test("a grapple holds, no damage: bank = net hits 2, the grappler entangled", () => {
    const a = at(records, 7, "attack");
    expect(a).toMatchObject({ weapon: "Bare hands", applied: "none", damageCode: null, grapple: { kind: "grapple", success: true, bank: 2, entangled: true } });
    expect(a.after.stun).toBe(a.before.stun);
  });

  test("the escape's bid adds the grappler's BOD; one net hit loosens the hold to 1", () => {
    const a = at(records, 8, "attack");
    expect(a.threshold).toMatchObject({ increment: 3, byBod: true, threshold: 4 });
    expect(a.grapple).toMatchObject({ kind: "escapeGrapple", bank: 1, free: false });
  });

  test("the throw knocks Brute prone and drains 2 IP", () => {
    const a = at(records, 11, "attack");
    expect(a.grapple).toMatchObject({ kind: "throwGrappledTarget", success: true, ipLost: 2 });
    const brute = runScenario(scenario("melee-and-grapples"), banksScenarioRules).table.actors.find((x) => x.name === "Brute");
    expect(brute?.state).toMatchObject({ prone: true, ip: 2 });
  });

  test("odds of the Blitz Strike count the Momentum in each code; a grapple's rows carry none", () => {
    expect(banksStepOdds(scenario("melee-and-grapples"), 3).rows[1]).toMatchObject({ net: 0, code: "5I" });
    expect(banksStepOdds(scenario("melee-and-grapples"), 7).rows[1]).toMatchObject({ net: 0, code: null });
  });

  test("an attack action must be one of the attack catalogue", () => {
    expectRulesError(() => play(scenario("melee-and-grapples", (r) => (r.steps[2] = { ...r.steps[2], action: "run" }))), "scenario.invalid", "$.steps[2].action");
  });
});

describe("bad grapple and dodge input names the step's field", () => {
  test("an escape or a throw without the hold, a second grapple on someone else", () => {
    const swap = (i: number, action: string) => scenario("melee-and-grapples", (r) => (r.steps[i] = { ...r.steps[i], action }));
    expectRulesError(() => play(swap(7, "throwGrappledTarget")), "grapple.notHeld", "$.steps[7].action");
    expectRulesError(() => play(swap(7, "escapeGrapple")), "grapple.notHeld", "$.steps[7].action");
  });

  test("ducking or hitting the deck without a bid", () => {
    expectRulesError(() => play(scenario("full-cover", (r) => (r.steps[4] = { ...r.steps[4], hitTheDeck: true }))), "scenario.invalid", "$.steps[4].hitTheDeck");
  });
});
