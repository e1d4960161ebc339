// Worked examples B-19 … B-35 of docs/rules/banks.md §10 ("Edge cases"), by id.
import { rollPool } from "../../../src/core/dice";
import { describe, expect, test } from "vitest";
import {
  actionCost,
  applyDamage,
  bystanderSplash,
  combatStart,
  dodgeThreshold,
  glitchOnesNeeded,
  parseDamageCode,
  payBid,
  payCost,
  reachBonus,
  rerollInitiative,
  resolveAttack,
  resolveTest,
  takeAction,
  type BanksWeapon,
  defaultBanksWeapon,
  DEFAULT_GLITCH_POLICY,
} from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { deepFreeze, drone, life, teamRef, thrown } from "./fixtures";

const weapon = (over: Partial<BanksWeapon>): BanksWeapon => deepFreeze({ ...defaultBanksWeapon(), ...over });

describe("docs/rules/banks.md §10, edge cases", () => {
  test("B-19 critical: threshold 3, [6, 6, 6, 5, 2, 1] → 4 hits, 3 sixes, net 1, critical", () => {
    expect(resolveTest({ dice: [6, 6, 6, 5, 2, 1], threshold: 3 })).toMatchObject({ hits: 4, sixes: 3, ones: 1, success: true, net: 1, critical: true });
  });

  test("B-20 not critical: threshold 3, [6, 6, 5, 4, 3] → 3 hits, 2 sixes, net 0", () => {
    expect(resolveTest({ dice: [6, 6, 5, 4, 3], threshold: 3 })).toMatchObject({ hits: 3, sixes: 2, success: true, net: 0, critical: false });
  });

  test("B-21 Piercing opens armor: 3P 8E on armor 2 → physical 1 then 8 stun (6, unconscious, physical 3); 2P 8E → 6 stun", () => {
    const target = life({ armor: { all: 2 } });
    const pierced = applyDamage({ target, components: "3P 8E" });
    expect(pierced.result.components.map((c) => [c.letter, c.armor, c.remaining])).toEqual([["P", 2, 1], ["E", 0, 8]]);
    expect(pierced.patch).toEqual({ physical: 3, stun: 6, unconscious: true });
    const blocked = applyDamage({ target, components: "2P 8E" });
    expect(blocked.result.components.map((c) => [c.letter, c.armor, c.remaining])).toEqual([["P", 2, 0], ["E", 2, 6]]);
    expect(blocked.patch).toEqual({ stun: 6, unconscious: true });
  });

  test("B-22 critical with Piercing: 4P 8E, armor 2 → physical 4, stun 6, then +physical 8 → Bleeding Out 8, dead", () => {
    const target = life({ armor: { all: 2 } });
    // threshold 2, [6, 6, 5]: 3 hits, 2 sixes → net 1, critical.
    const attack = resolveAttack({ test: { dice: [6, 6, 5], threshold: 2 }, weapon: weapon({ code: "3P 8E" }), target });
    expect(attack.result.components).toEqual(parseDamageCode("4P 8E"));
    expect(attack.result.test.critical).toBe(true);
    expect(attack.result.standard?.components.map((c) => [c.letter, c.remaining, c.critical])).toEqual([["P", 2, "double"], ["E", 8, "+physical"]]);
    expect(attack.patch).toEqual({ physical: 6, stun: 6, unconscious: true, bleedingOut: 8, maxBleedingOut: 8, dead: true });
    expect(attack.result.standard?.died).toBe(true);
  });

  test("B-23 size scaling: class-C 5P on class B, armor 1 → 9; class-B 5P on class D → floor(5/4) − 1 = 0", () => {
    const up = applyDamage({ target: life({ armor: { all: 1 } }), components: "5P", weaponSizeClass: "C" });
    expect(up.result.components[0]).toMatchObject({ scaled: 10, armor: 1, remaining: 9 });
    const down = applyDamage({ target: life({ armor: { all: 1 }, sizeClass: "D" }), components: "5P", weaponSizeClass: "B" });
    expect(down.result.components[0]).toMatchObject({ scaled: 1, armor: 1, remaining: 0 });
    expect(down.patch).toEqual({});
  });

  test("B-24 machine: drone with armor 1 takes 4E as physical 3 (a human would take 3 stun)", () => {
    expect(applyDamage({ target: drone({ armor: { all: 1 } }), components: "4E" }).patch).toEqual({ physical: 3 });
    expect(applyDamage({ target: life({ armor: { all: 1 } }), components: "4E" }).patch).toEqual({ stun: 3 });
  });

  test("B-25 overflow chain: WIL 2, BOD 3, stun 3, physical 5, MED TL 2; +4 stun → stun 4, physical 6, Bleeding Out 2, alive", () => {
    const target = life({ attributes: { WIL: 2 }, stun: 3, physical: 5 });
    const { result, patch } = applyDamage({ target, components: "4I", medTL: 2 });
    expect(patch).toEqual({ stun: 4, physical: 6, bleedingOut: 2, maxBleedingOut: 2, unconscious: true });
    expect(result.died).toBe(false);
  });

  test("B-26 splash: 4X missed by 2 → 2I; bystander AGI 2 bidding 1 → 2I; not bidding → 4I", () => {
    const grenade = weapon({ code: "6X", splashCode: "4X" });
    const miss = resolveAttack({ test: { dice: [5, 5, 6, 1, 2], threshold: 5 }, weapon: grenade, target: life() });
    expect(miss.result).toMatchObject({ hit: false, applied: "splash", components: [{ amount: 2, letter: "I" }] });
    expect(miss.patch).toEqual({ stun: 2 });
    expect(bystanderSplash({ splashCode: "4X", bid: 1, agi: 2 })).toEqual({ threshold: 2, components: [{ amount: 2, letter: "I" }] });
    expect(bystanderSplash({ splashCode: "4X", bid: 0, agi: 2 })).toEqual({ threshold: 0, components: [{ amount: 4, letter: "I" }] });
  });

  test("B-27 stun recovery: stun 5, WIL 3 dice [5, 6, 2] → 3, still unconscious; stun 1 with 2 hits → 0 and awake", () => {
    const out = rerollInitiative({ actor: life({ stun: 5, unconscious: true }), stunDice: [5, 6, 2], initiativeDice: [6, 6, 6, 6, 6, 6] });
    expect(out.result).toMatchObject({ stunRecovered: 2, woke: false, rolled: false });
    expect(out.patch).toMatchObject({ stun: 3 });
    expect(out.patch.unconscious).toBeUndefined();
    const wakes = rerollInitiative({ actor: life({ stun: 1, unconscious: true }), stunDice: [5, 6, 2], initiativeDice: [5, 1, 1, 1, 1, 1] });
    expect(wakes.result).toMatchObject({ stunRecovered: 1, woke: true, rolled: true, hits: 1 });
    expect(wakes.patch).toMatchObject({ stun: 0, unconscious: false, ip: 1 });
  });

  test("B-28 unaware 1; aware and running 2; AGI 3 bidding 1 while running 5", () => {
    expect(dodgeThreshold({ aware: false, bid: 0, agi: 3, cover: "open", running: true }).threshold).toBe(1);
    expect(dodgeThreshold({ aware: true, bid: 0, agi: 3, cover: "open", running: true }).threshold).toBe(2);
    expect(dodgeThreshold({ aware: true, bid: 1, agi: 3, cover: "open", running: true }).threshold).toBe(5);
  });

  test("B-29 threshold floor: 3 before autofire, 6 bullets → 1", () => {
    expect(dodgeThreshold({ aware: true, bid: 1, agi: 2, cover: "open", autoBullets: 6 })).toEqual({ base: 3, increment: 2, reduction: 5, threshold: 1 });
  });

  test("B-30 interrupted action: blitzCount 1, Fire cancelled → 0 IP, blitzCount 2; the next Simple costs 4", () => {
    const actor = life({ ip: 9, turn: { blitzCount: 1, acted: true, passed: false, attackedThisRound: false, ran: false } });
    const cancelled = takeAction({ actor, action: { kind: "simple" }, cancelled: true });
    expect(cancelled.result).toMatchObject({ payment: null, blitzCount: 2, price: { cost: 2 } });
    expect(cancelled.patches.actor).toEqual({ turn: { blitzCount: 2 } });
    const after = applyPatch(actor, cancelled.patches.actor);
    expect(after.ip).toBe(9);
    expect(actionCost({ kind: "simple", blitzCount: after.turn.blitzCount }).cost).toBe(4);
    expect(takeAction({ actor: after, action: { kind: "simple" } }).patches.actor).toEqual({ ip: 5, turn: { blitzCount: 3 } });
  });

  test("B-31 Reach: AGI 3 with a Reach-2 weapon vs unarmed → increment 5; bid 2 → 11", () => {
    const t = dodgeThreshold({ aware: true, bid: 2, agi: 3, cover: "open", reachBonus: reachBonus(2, 0) });
    expect(t).toMatchObject({ increment: 5, threshold: 11 });
  });

  test("B-32 glitch policy: pool 6 GR 0 needs 4 ones; GR 2 needs 2; GR 9 needs 1", () => {
    expect(glitchOnesNeeded(6, 0)).toBe(4);
    expect(resolveTest({ dice: [1, 1, 1, 5, 6, 2], threshold: 1 }).glitch).toBe(false);
    expect(resolveTest({ dice: [1, 1, 1, 1, 6, 2], threshold: 1 }).glitch).toBe(true);
    expect(glitchOnesNeeded(6, 2)).toBe(2);
    expect(resolveTest({ dice: [1, 1, 1, 5, 6, 2], threshold: 1, gr: 2 }).glitch).toBe(true);
    expect(glitchOnesNeeded(6, 9)).toBe(1);
    expect(DEFAULT_GLITCH_POLICY({ poolSize: 6, ones: 1, gr: 9 })).toBe(true);
  });

  test("B-33 paying with the Team Bank: IP 2 + bank 3, cost 4 → IP 0, bank 1; cost 6 → ip.insufficient", () => {
    const actor = life({ ip: 2, teamId: "t1" });
    const paid = payCost({ actor, team: teamRef(3), cost: 4 });
    expect(paid.result).toMatchObject({ fromIp: 2, fromTeam: 2, ip: 0, teamBank: 1 });
    expect(paid.patches).toEqual({ actor: { ip: 0 }, team: { bank: 1 } });
    expect(thrown(() => payCost({ actor, team: teamRef(3), cost: 6 }))).toEqual({ code: "ip.insufficient", path: "payment.cost" });
  });

  test("B-34 cores: 2/6 starts at 6; spends 5 → 1; rerolls 3, 5, 6 (capped)", () => {
    const core = drone({ ipReplenish: 2, ipMax: 6 });
    const started = applyPatch(core, combatStart({ actor: core }).patch);
    expect(started.ip).toBe(6);
    let state = applyPatch(started, payCost({ actor: started, cost: 5 }).patches.actor);
    expect(state.ip).toBe(1);
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      state = applyPatch(state, rerollInitiative({ actor: state }).patch);
      seen.push(state.ip);
    }
    expect(seen).toEqual([3, 5, 6]);
  });

  test("B-35 bad input: 6Q, I6, a die of 7, a bid of 4 with 3 IP → code.invalid, dice.badFace, bid.tooLarge; nothing changes", () => {
    expect(thrown(() => parseDamageCode("6Q"))).toEqual({ code: "code.invalid", path: "code" });
    expect(thrown(() => parseDamageCode("I6"))).toEqual({ code: "code.invalid", path: "code" });
    expect(thrown(() => rollPool([7]))).toEqual({ code: "dice.badFace", path: "dice[0]" });
    const defender = life({ ip: 3, chutzpah: 0 });
    const before = JSON.stringify(defender);
    expect(thrown(() => payBid({ defender, bid: 4 }))).toEqual({ code: "bid.tooLarge", path: "bid.bid" });
    expect(JSON.stringify(defender)).toBe(before);
  });
});
