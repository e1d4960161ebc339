// One bad-input test per docs/rules/banks.md §7 code (and the few codes the core adds), asserting
// code and path; and the property that errors leave their input unchanged.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type BanksActor,
  DEFAULT_DAMAGE_CHART,
  applyDamage,
  defaultBanksWeapon,
  dodgeThreshold,
  interrupt,
  parseDamageCode,
  payBid,
  payCost,
  rerollInitiative,
  resolveAttack,
  resolveTest,
  takeAction,
  teamBankEvent,
  validateBanksActor,
  validateBanksArmor,
  validateBanksEncounter,
  validateBanksWeapon,
  validateDamageChart,
  actionCost,
} from "../../../src/core/banks";
import { RulesInputError } from "../../../src/core/errors";
import { deepFreeze, life, team, teamRef, thrown } from "./fixtures";

describe("bad input (docs/rules/banks.md §7)", () => {
  test("dice.badFace: a die outside 1–6, anywhere a pool is taken", () => {
    expect(thrown(() => resolveTest({ dice: [0, 5], threshold: 1 }))).toEqual({ code: "dice.badFace", path: "test.dice[0]" });
    expect(thrown(() => resolveTest({ dice: [5, 2.5], threshold: 1 }))).toEqual({ code: "dice.badFace", path: "test.dice[1]" });
    expect(thrown(() => rerollInitiative({ actor: life(), initiativeDice: [1, 2, 3, 4, 5, 7] }))).toEqual({ code: "dice.badFace", path: "reroll.initiativeDice[5]" });
  });

  test("code.invalid: empty, unknown letter, number missing, negative, non-integer", () => {
    for (const bad of ["", "   ", "6Q", "I6", "P", "-3P", "3.5P", "6P 3"]) expect(thrown(() => parseDamageCode(bad))).toEqual({ code: "code.invalid", path: "code" });
    expect(thrown(() => validateBanksWeapon({ ...defaultBanksWeapon(), code: "6Q" }))).toEqual({ code: "code.invalid", path: "weapon.code" });
    expect(thrown(() => applyDamage({ target: life(), components: [{ amount: -1, letter: "I" }] }))).toEqual({ code: "code.invalid", path: "damage.components[0].amount" });
  });

  test("ip.insufficient: a cost above IP (+ Team Bank)", () => {
    expect(thrown(() => takeAction({ actor: life({ ip: 1 }), action: { kind: "complex", base: 2 } }))).toEqual({ code: "ip.insufficient", path: "takeAction.cost" });
    expect(thrown(() => payCost({ actor: life({ ip: 0, teamId: "t1" }), team: teamRef(-3), cost: 1 }))).toEqual({ code: "ip.insufficient", path: "payment.cost" });
  });

  test("interrupt.notAllowed: neither rule allows it, or a Blitz / move during the interrupt", () => {
    const simple = { kind: "simple" } as const;
    expect(thrown(() => interrupt({ interrupter: life({ ip: 3, chutzpah: 0 }), actor: life({ ip: 3 }), action: simple }))).toEqual({ code: "interrupt.notAllowed", path: "interrupt.interrupter.ip" });
    expect(thrown(() => interrupt({ interrupter: life({ ip: 10 }), actor: life(), action: simple, blitz: true }))).toEqual({ code: "interrupt.notAllowed", path: "interrupt.blitz" });
    expect(thrown(() => interrupt({ interrupter: life({ ip: 10 }), actor: life(), action: simple, move: true }))).toEqual({ code: "interrupt.notAllowed", path: "interrupt.move" });
  });

  test("chutzpah.none: spending Chutzpah at 0 (or more than held)", () => {
    expect(thrown(() => payBid({ defender: life({ ip: 3, chutzpah: 0 }), bid: 1, chutzpah: 1 }))).toEqual({ code: "chutzpah.none", path: "bid.chutzpah" });
  });

  test("bid.negative / bid.tooLarge", () => {
    expect(thrown(() => dodgeThreshold({ aware: true, bid: -1, agi: 3, cover: "open" }))).toEqual({ code: "bid.negative", path: "dodge.bid" });
    expect(thrown(() => payBid({ defender: life({ ip: 3 }), bid: -2 }))).toEqual({ code: "bid.negative", path: "bid.bid" });
    expect(thrown(() => dodgeThreshold({ aware: false, bid: 1, agi: 3, cover: "open" }))).toEqual({ code: "bid.tooLarge", path: "dodge.bid" });
    // 3 IP + 1 Chutzpah × 1 + Team Bank 2 = 6 available.
    const member = life({ ip: 3, chutzpah: 1, teamId: "t1" });
    expect(payBid({ defender: member, team: teamRef(2), bid: 6, chutzpah: 1 }).result).toMatchObject({ fromIp: 4, fromTeam: 2 });
    expect(thrown(() => payBid({ defender: member, team: teamRef(2), bid: 7, chutzpah: 1 }))).toEqual({ code: "bid.tooLarge", path: "bid.bid" });
  });

  test("team.notMember: a Team Bank the actor is not coordinated with", () => {
    expect(thrown(() => payCost({ actor: life({ ip: 5, teamId: "t1" }), team: teamRef(3, "m1", { members: [] }), cost: 1 }))).toEqual({ code: "team.notMember", path: "payment.team.memberId" });
    expect(thrown(() => payCost({ actor: life({ ip: 5, teamId: "other" }), team: teamRef(3), cost: 1 }))).toEqual({ code: "team.notMember", path: "payment.team.memberId" });
  });

  test("bank.outOfRange: stun above 2·WIL, physical above 2·BOD, a negative counter, momentum above BOD", () => {
    expect(thrown(() => validateBanksActor(life({ stun: 7 })))).toEqual({ code: "bank.outOfRange", path: "actor.stun" });
    expect(thrown(() => applyDamage({ target: life({ physical: 7 }), components: "1P" }))).toEqual({ code: "bank.outOfRange", path: "damage.target.physical" });
    expect(thrown(() => validateBanksActor(life({ ip: -1 })))).toEqual({ code: "bank.outOfRange", path: "actor.ip" });
    expect(thrown(() => validateBanksActor(life({ martialMomentum: { targetId: "x", value: 4 } })))).toEqual({ code: "bank.outOfRange", path: "actor.martialMomentum.value" });
  });

  test("size.invalid: a class outside A–E", () => {
    expect(thrown(() => validateBanksActor({ ...life(), sizeClass: "F" }))).toEqual({ code: "size.invalid", path: "actor.sizeClass" });
    expect(thrown(() => applyDamage({ target: life(), components: "1I", weaponSizeClass: "Z" as "A" }))).toEqual({ code: "size.invalid", path: "damage.weaponSizeClass" });
  });

  test("actor.incapable: the dead, destroyed or unconscious asked to act", () => {
    expect(thrown(() => takeAction({ actor: life({ ip: 5, unconscious: true }), action: { kind: "simple" } }))).toEqual({ code: "actor.incapable", path: "takeAction.actor.unconscious" });
    expect(thrown(() => interrupt({ interrupter: life({ ip: 9, dead: true }), actor: life(), action: { kind: "simple" } }))).toEqual({ code: "actor.incapable", path: "interrupt.interrupter.dead" });
    expect(thrown(() => payBid({ defender: { ...life({ ip: 3 }), kind: "machine", destroyed: true }, bid: 1 }))).toEqual({ code: "actor.incapable", path: "bid.defender.destroyed" });
  });
});

describe("bad input: codes the core adds beyond §7", () => {
  test("dice.count, action.invalid, tactics.used, input.invalid", () => {
    expect(thrown(() => rerollInitiative({ actor: life(), initiativeDice: [5, 5] }))).toEqual({ code: "dice.count", path: "reroll.initiativeDice" });
    expect(thrown(() => rerollInitiative({ actor: life({ stun: 2 }), initiativeDice: [1, 1, 1, 1, 1, 1] }))).toEqual({ code: "dice.count", path: "reroll.stunDice" });
    expect(thrown(() => actionCost({ kind: "complex", blitzCount: 0 }))).toEqual({ code: "action.invalid", path: "action.base" });
    expect(thrown(() => teamBankEvent(team({ usedTactics: ["Terrain"] }), { type: "tactics", specialization: "Terrain", hits: 2 }))).toEqual({ code: "tactics.used", path: "event.specialization" });
    const weapon = { ...defaultBanksWeapon(), auto: 6 };
    expect(thrown(() => resolveAttack({ test: { dice: [5, 2], threshold: 1 }, weapon, target: life(), choice: "multiHit" }))).toEqual({ code: "input.invalid", path: "attack.choice" });
  });

  test("actor.invalid, weapon.invalid, armor.invalid, encounter.invalid, team.invalid, chart.invalid", () => {
    expect(thrown(() => validateBanksActor({ ...life(), kind: "ghost" }))).toEqual({ code: "actor.invalid", path: "actor.kind" });
    expect(thrown(() => validateBanksActor({ ...life(), attributes: { ...life().attributes, AGI: 11 } }))).toEqual({ code: "actor.invalid", path: "actor.attributes.AGI" });
    expect(thrown(() => validateBanksWeapon({ ...defaultBanksWeapon(), auto: 0 }))).toEqual({ code: "weapon.invalid", path: "weapon.auto" });
    expect(thrown(() => validateBanksArmor({ ratings: { Q: 1 } }))).toEqual({ code: "armor.invalid", path: "armor.ratings.Q" });
    expect(thrown(() => validateBanksEncounter({ teams: {}, timeClass: "B", medTL: -1, ambushers: [] }))).toEqual({ code: "encounter.invalid", path: "encounter.medTL" });
    expect(thrown(() => validateBanksEncounter({ teams: { red: { leaderId: null, bank: 1.5, usedTactics: [], members: [] } }, timeClass: "B", medTL: 0, ambushers: [] }))).toEqual({
      code: "team.invalid",
      path: "encounter.teams.red.bank",
    });
    const chart = { ...DEFAULT_DAMAGE_CHART, machine: { ...DEFAULT_DAMAGE_CHART.machine, E: { resist: "armor", effect: "heat", critical: "none" } } };
    expect(thrown(() => validateDamageChart(chart))).toEqual({ code: "chart.invalid", path: "damageChart.machine.E.effect" });
  });
});

describe("errors leave the input unchanged", () => {
  const actorArb = fc.record({ ip: fc.nat(8), chutzpah: fc.nat(2), stun: fc.nat(6), physical: fc.nat(6), unconscious: fc.boolean() }).map((o): BanksActor => life({ ...o, teamId: "t1" }));
  const faces = fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 6 });

  test("errors leave the input unchanged", () => {
    fc.assert(
      fc.property(actorArb, actorArb, fc.integer({ min: -2, max: 12 }), fc.integer({ min: -3, max: 4 }), faces, fc.constantFrom("6P 3I", "4Q", "", "3IE"), (a, b, n, bank, dice, code) => {
        const team = teamRef(bank);
        const calls: (() => unknown)[] = [
          () => payCost({ actor: a, team, cost: n }),
          () => payBid({ defender: a, team, bid: n, chutzpah: Math.max(0, n - 8) }),
          () => takeAction({ actor: a, team, action: { kind: "complex", base: n } }),
          () => interrupt({ interrupter: a, interrupterTeam: team, actor: b, action: { kind: "complex", base: n } }),
          () => resolveAttack({ test: { dice, threshold: n }, weapon: deepFreeze({ ...defaultBanksWeapon(), code }), target: b }),
          () => rerollInitiative({ actor: a, stunDice: dice, initiativeDice: dice }),
        ];
        for (const call of calls) {
          const before = JSON.stringify([a, b, team, dice]);
          try {
            call();
          } catch (e) {
            if (!(e instanceof RulesInputError)) throw e;
          }
          expect(JSON.stringify([a, b, team, dice])).toBe(before);
        }
      }),
      { numRuns: 300 },
    );
  });
});
