// Worked examples B-1 … B-18 of docs/rules/banks.md §10 ("From the seed"), by id.
import { describe, expect, test } from "vitest";
import {
  actionCost,
  addBleeding,
  applyDamage,
  banksCombat,
  bankContext,
  bleedsToDeath,
  brawlCode,
  canInterrupt,
  damageBanksOf,
  dodgeThreshold,
  fire,
  grappleThrowCode,
  interrupt,
  leadershipPool,
  martialMomentum,
  orderByInitiative,
  parseDamageCode,
  addToFirst,
  payBid,
  recoilPenalty,
  rerollInitiative,
  scatter,
  sizeSteps,
  strikeCode,
  surrenderThreshold,
  teamBankEvent,
  teamGoalModifier,
  throwGrappled,
  throwRange,
  type BanksActor,
  type TurnCandidate,
} from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import { deepFreeze, life, scriptedRng, team, teamRef, thrown } from "./fixtures";

describe("docs/rules/banks.md §10, from the seed", () => {
  test("B-1 Battle Rifle, 6 bullets: open 2, partial cover 7, ducking behind full cover 6", () => {
    const open = dodgeThreshold({ aware: true, bid: 2, agi: 3, cover: "open", autoBullets: 6 });
    expect(open).toEqual({ base: 7, increment: 3, reduction: 5, threshold: 2 });
    const partial = dodgeThreshold({ aware: true, bid: 2, agi: 3, cover: "partial", autoBullets: 6 });
    expect(partial).toEqual({ base: 9, increment: 3, reduction: 2, threshold: 7 });
    const duck = dodgeThreshold({ aware: true, bid: 2, agi: 3, cover: "open", autoBullets: 6, duckToFullCover: true });
    expect(duck).toMatchObject({ base: 7, reduction: 1, threshold: 6 });
    // …and the defender is under full cover afterwards.
    const paid = payBid({ defender: life({ ip: 5 }), bid: 2, duckToFullCover: true });
    expect(paid.patches.defender).toEqual({ ip: 3, cover: "full" });
  });

  test("B-2 Blitz doubling: three Simple 7 IP; Complex then Simple 4; Simple then Complex 5", () => {
    const cost = (kind: "simple" | "complex", blitzCount: number, base?: number) =>
      actionCost({ kind, blitzCount, ...(base === undefined ? {} : { base }) }).cost;
    expect([0, 1, 2].map((k) => cost("simple", k))).toEqual([1, 2, 4]);
    expect(cost("simple", 0) + cost("simple", 1) + cost("simple", 2)).toBe(7);
    expect(cost("complex", 0, 2) + cost("simple", 1)).toBe(4);
    expect(cost("simple", 0) + cost("complex", 1, 2)).toBe(5);
  });

  test("B-3 free action as Blitz: fire 1, walk first 1, fire again 4, total 6; walking while shooting 0 and no count", () => {
    const fireFirst = actionCost({ kind: "simple", blitzCount: 0 });
    const walk = actionCost({ kind: "free", blitzCount: 1 });
    const fireAgain = actionCost({ kind: "simple", blitzCount: 2 });
    expect([fireFirst.cost, walk.cost, fireAgain.cost]).toEqual([1, 1, 4]);
    expect(fireFirst.cost + walk.cost + fireAgain.cost).toBe(6);
    expect(actionCost({ kind: "free", blitzCount: 1, concurrentFree: true })).toMatchObject({ cost: 0, countsForBlitz: false });
  });

  test("B-4 size classes: two classes above the time class a Simple costs 4; class E hacked at B is 8", () => {
    expect(actionCost({ kind: "simple", blitzCount: 0, sizeSteps: sizeSteps("D", "B") }).cost).toBe(4);
    expect(actionCost({ kind: "simple", blitzCount: 0, sizeSteps: sizeSteps("E", "B") }).cost).toBe(8);
  });

  test("B-5 damage codes: 6P 3I, 3P 8E, 6IE; 2 net hits on 6IE give 8I 6E", () => {
    expect(parseDamageCode("6P 3I")).toEqual([{ amount: 6, letter: "P" }, { amount: 3, letter: "I" }]);
    expect(parseDamageCode("3P 8E")).toEqual([{ amount: 3, letter: "P" }, { amount: 8, letter: "E" }]);
    expect(parseDamageCode("6IE")).toEqual([{ amount: 6, letter: "I" }, { amount: 6, letter: "E" }]);
    expect(addToFirst(parseDamageCode("6IE"), 2)).toEqual([{ amount: 8, letter: "I" }, { amount: 6, letter: "E" }]);
  });

  test("B-6 Stun overflow: WIL 3, stun 4, 5 Stun → stun 6, unconscious, physical 3", () => {
    const { result, patch } = applyDamage({ target: life({ stun: 4 }), components: "5I" });
    expect(patch).toEqual({ stun: 6, unconscious: true, physical: 3 });
    expect(result.knockedOut).toBe(true);
  });

  test("B-7 interrupts: 10 vs 7 + 1 allowed (IP 9); 8 needs Chutzpah; 0 not allowed; 6 + Team Bank 3 allowed", () => {
    const actor = life({ ip: 7 });
    const simple = { kind: "simple" } as const;
    const outright = interrupt({ interrupter: life({ ip: 10 }), actor, action: simple });
    expect(outright.result).toMatchObject({ allowed: true, via: "ip", cost: 1, chutzpahSpent: 0 });
    expect(outright.patches.actor).toEqual({ ip: 9 });

    const chutzpah = interrupt({ interrupter: life({ ip: 8, chutzpah: 3 }), actor, action: simple });
    expect(chutzpah.result).toMatchObject({ allowed: true, via: "chutzpah" });
    expect(chutzpah.patches.actor).toEqual({ ip: 7, chutzpah: 2 });

    expect(thrown(() => interrupt({ interrupter: life({ ip: 0, chutzpah: 3 }), actor, action: simple }))).toEqual({
      code: "interrupt.notAllowed",
      path: "interrupt.interrupter.ip",
    });

    const member = life({ ip: 6, chutzpah: 0, teamId: "t1" });
    const check = canInterrupt({ interrupter: member, interrupterTeam: teamRef(3), actor, action: simple });
    expect(check).toMatchObject({ interrupterIp: 9, actorIp: 7, allowed: true, via: "ip" });
  });

  test("B-8 carry-over: INT 3, IP 7 at round end → 3; next roll [5, 6, 1, 2, 5, 4] → IP 6", () => {
    const actor = life({ ip: 7 });
    const view = { round: 1, turn: null, encounter: banksCombat.initialEncounter(), combatants: [{ id: "c1", actorId: "a1", name: "Ray", isPlayer: true, defeated: false, initiative: 7, state: actor }] };
    const end = banksCombat.endRound(view, createRng(1));
    expect(end.actorPatches).toEqual({ c1: { ip: 3 } });
    const carried = applyPatch(actor, end.actorPatches["c1"] ?? {});
    const next = rerollInitiative({ actor: carried, initiativeDice: [5, 6, 1, 2, 5, 4] });
    expect(next.result).toMatchObject({ hits: 3, ip: 6 });
    expect(next.patch.ip).toBe(6);
  });

  test("B-9 ties: player before NPC; Chutzpah 2 before 1; REA 4 before 3; then INT; then the coin", () => {
    const c = (id: string, over: Partial<TurnCandidate> = {}): TurnCandidate => ({ id, isPlayer: false, effectiveIp: 5, chutzpah: 1, REA: 3, INT: 3, ...over });
    const rng = createRng(9);
    expect(orderByInitiative([c("npc"), c("pc", { isPlayer: true })], rng)).toEqual(["pc", "npc"]);
    expect(orderByInitiative([c("one"), c("two", { chutzpah: 2 })], rng)).toEqual(["two", "one"]);
    expect(orderByInitiative([c("rea3"), c("rea4", { REA: 4 })], rng)).toEqual(["rea4", "rea3"]);
    expect(orderByInitiative([c("int3"), c("int5", { INT: 5 })], rng)).toEqual(["int5", "int3"]);
    // Coin values are drawn in id order: "a" gets the first, "b" the second; the higher acts first.
    expect(orderByInitiative([c("a"), c("b")], scriptedRng([0.2, 0.7]))).toEqual(["b", "a"]);
    expect(orderByInitiative([c("a"), c("b")], scriptedRng([0.7, 0.2]))).toEqual(["a", "b"]);
  });

  test("B-10 Team Bank losses: 5 → 3 → −1 (−1 dice, adds 0); leader slain → 0, leaderless", () => {
    const start = team({ bank: 5, leaderId: "lead", members: ["lead", "m1"] });
    const hurt = teamBankEvent(start, { type: "allyIncapacitated", memberId: "m1" });
    expect(hurt.result.bank).toBe(3);
    const afterHurt = applyPatch(start, hurt.patch);
    const slain = teamBankEvent(afterHurt, { type: "allySlain", memberId: "m2" });
    expect(slain.result.bank).toBe(-1);
    const negative = applyPatch(afterHurt, slain.patch);
    expect(teamGoalModifier(negative.bank)).toBe(-1);
    const member = life({ ip: 4, teamId: "t1" });
    expect(canInterrupt({ interrupter: member, interrupterTeam: { id: "t1", memberId: "m1", state: negative }, actor: life({ ip: 0 }), action: { kind: "simple" } }).interrupterIp).toBe(4);
    const leaderDown = teamBankEvent(negative, { type: "allySlain", memberId: "lead" });
    expect(leaderDown.patch).toEqual({ bank: 0, leaderId: null });
  });

  test("B-11 surrender: (4 + 5) − (2 + 3) + 2 × ceil(14 / 5) − 2 × 2 = 6", () => {
    const r = surrenderThreshold({ enemyBank: 4, enemyActive: 5, friendlyBank: 2, friendlyActive: 3, enemyWil: [3, 4, 2, 2, 3], enemiesKilled: 2 });
    expect(r).toEqual({ threshold: 6, offersSurrender: false });
  });

  test("B-12 throwing: AGI 3 → 3 m, 12 m, 30 m; at GRV 1 → 12, 48, 120; a Throw with 0 hits scatters 8 m", () => {
    const options = ["toss", "throw", "hurl"] as const;
    expect(options.map((option) => throwRange({ option, agi: 3 }))).toEqual([3, 12, 30]);
    expect(options.map((option) => throwRange({ option, agi: 3, grv: 1 }))).toEqual([12, 48, 120]);
    expect(scatter({ option: "throw", hits: 0 })).toBe(8);
  });

  test("B-13 Leadership pool: bank 3, MAN 3 + Influence 4 = 7 − 3 = 4 dice; 2 hits → bank 5", () => {
    expect(leadershipPool(7, 3)).toBe(4);
    expect(teamBankEvent(team({ bank: 3 }), { type: "leadership", hits: 2 }).result.bank).toBe(5);
  });

  test("B-14 leadership challenge: bank 3, 5 hits → new leader, bank 2, tactics reset; 2 hits → bank 1", () => {
    const start = team({ bank: 3, leaderId: "old", usedTactics: ["Terrain"] });
    expect(teamBankEvent(start, { type: "challenge", challengerId: "new", hits: 5 }).patch).toEqual({ leaderId: "new", bank: 2, usedTactics: [] });
    const failed = teamBankEvent(start, { type: "challenge", challengerId: "new", hits: 2 });
    expect(failed.result).toMatchObject({ bank: 1, leaderId: "old", success: false });
  });

  test("B-15 Bleeding Out death: BOD 3, MED TL 2 → alive at 7, dead at 8", () => {
    expect(bleedsToDeath(7, 3, 2)).toBe(false);
    expect(bleedsToDeath(8, 3, 2)).toBe(true);
    const bleeding = life({ physical: 6, bleedingOut: 6, maxBleedingOut: 6, unconscious: true });
    const ctx = bankContext(bleeding, 2);
    const at7 = addBleeding(damageBanksOf(bleeding), 1, ctx);
    expect(at7).toMatchObject({ bleedingOut: 7, dead: false });
    expect(addBleeding(at7, 1, ctx)).toMatchObject({ bleedingOut: 8, dead: true, maxBleedingOut: 8 });
  });

  test("B-16 Martial Momentum: Strike adds 0 → 2; Blitz Strike adds 2 → 3; a new target resets to 0", () => {
    const first = martialMomentum({ actor: life(), targetId: "foe", ipSpent: 2 });
    expect(first.result).toEqual({ bonus: 0, value: 2, reset: true });
    const after1: BanksActor = applyPatch(life(), first.patch);
    const second = martialMomentum({ actor: after1, targetId: "foe", ipSpent: 4 });
    expect(second.result).toEqual({ bonus: 2, value: 3, reset: false });
    const after2 = applyPatch(after1, second.patch);
    expect(martialMomentum({ actor: after2, targetId: "other", ipSpent: 2 }).result).toEqual({ bonus: 0, value: 2, reset: true });
  });

  test("B-17 recoil: 3 bullets × 2 → 6, −3 dice at BOD 3; reroll → 5, −2; braced 2 → 4; in space −6, no decay", () => {
    const shot = fire({ actor: life(), bullets: 3, weaponRecoil: 2 });
    expect(shot.result).toEqual({ added: 6, recoil: 6 });
    const shooter = applyPatch(life(), shot.patch);
    expect(recoilPenalty(shooter)).toBe(3);
    const rerolled = applyPatch(shooter, rerollInitiative({ actor: shooter, initiativeDice: [1, 1, 1, 1, 1, 1] }).patch);
    expect(rerolled.recoil).toBe(5);
    expect(recoilPenalty(rerolled)).toBe(2);
    expect(fire({ actor: life({ braced: true }), bullets: 3, weaponRecoil: 2, bracing: 2 }).result.added).toBe(4);
    const floating = applyPatch(life({ grounded: false }), fire({ actor: life({ grounded: false }), bullets: 3, weaponRecoil: 2 }).patch);
    expect(recoilPenalty(floating)).toBe(6);
    expect(rerollInitiative({ actor: floating, initiativeDice: [1, 1, 1, 1, 1, 1] }).patch.recoil).toBeUndefined();
  });

  test("B-18 unarmed codes: BOD 4 → Strike 4I, Brawl 8I, throw from a grapple with 2 net hits 6I", () => {
    expect(strikeCode(4)).toBe("4I");
    expect(brawlCode(4)).toBe("8I");
    expect(brawlCode(4, "plusThree")).toBe("7I");
    expect(grappleThrowCode(4, 2)).toBe("6I");
    const thrower = deepFreeze({ ...life({ attributes: { BOD: 4 } }), grapple: { role: "grappler" as const, otherId: "t", bank: 1 } });
    const target = deepFreeze({ ...life(), grapple: { role: "grappled" as const, otherId: "g", bank: 1 } });
    const thrown6 = throwGrappled({ thrower, target, test: { dice: [5, 5, 6], threshold: 1 }, choice: "damage" });
    expect(thrown6.result.code).toBe("6I");
    expect(thrown6.patches.target).toEqual({ stun: 6, unconscious: true, prone: true });
  });
});
