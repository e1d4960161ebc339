import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type BanksActor,
  type BanksAttackCard,
  type BanksWeapon,
  appliedBanks,
  attackPool,
  attackThreshold,
  banksAttackOutcome,
  defaultBanksWeapon,
  payDeclaredAction,
  undoBanksPatch,
  validateBanksAttackCard,
  validateBanksBid,
  validateDeclaredAction,
} from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { life, teamRef, thrown } from "./fixtures";

const rifle: BanksWeapon = { ...defaultBanksWeapon(), code: "3P 8E", auto: 6, recoil: 2 };

function card(over: Partial<BanksAttackCard> = {}, attacker: BanksActor = life({ skills: { Firearms: 2 } })): BanksAttackCard {
  return {
    version: 1,
    attacker: { actorUuid: "Actor.a", name: "Ines", combatantId: null, state: attacker },
    weapon: { itemUuid: "Actor.a.Item.w", name: "Rifle", profile: rifle },
    action: "fireSimpleWeapon",
    bullets: 1,
    pool: { attribute: "AGI", skill: "Firearms", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: "Actor.t", name: "Target", combatantId: null }],
    dice: null,
    ...over,
  };
}

describe("attack cards (pure half of the chat card)", () => {
  it("pools attribute + skill + bonus, less recoil over BOD", () => {
    const attacker = life({ skills: { Firearms: 2 } });
    expect(attackPool({ attacker, weapon: rifle, action: "fireSimpleWeapon", pool: { attribute: "AGI", skill: "Firearms", bonus: 1 } }).size).toBe(6);
    const recoiled = { ...attacker, recoil: 6 };
    const pool = attackPool({ attacker: recoiled, weapon: rifle, action: "fireSimpleWeapon", pool: { attribute: "AGI", skill: "Firearms", bonus: 0 } });
    expect(pool).toMatchObject({ base: 5, size: 2 });
    expect(pool.modifiers).toContainEqual({ source: "recoil", dice: -3 });
  });

  it("B-1: a bid of 2 at AGI 3 against 6 bullets gives 2 in the open, 7 in partial cover, 6 ducking", () => {
    const decl = { attacker: life(), weapon: rifle, action: "fullAutoFire" as const, pool: { attribute: "AGI" as const, skill: null, bonus: 0 }, bullets: 6 };
    expect(attackThreshold(decl, { state: life(), reach: 0 }, { bid: 2, duckToFullCover: false }).threshold).toBe(2);
    expect(attackThreshold(decl, { state: { ...life(), cover: "partial" }, reach: 0 }, { bid: 2, duckToFullCover: false }).threshold).toBe(7);
    expect(attackThreshold(decl, { state: life(), reach: 0 }, { bid: 2, duckToFullCover: true }).threshold).toBe(6);
  });

  it("a target that ran this round is 1 harder to hit; Run and a Strike's free run mark it, a Brawl does not", () => {
    const decl = { attacker: life(), weapon: rifle, action: "fireSimpleWeapon" as const, pool: { attribute: "AGI" as const, skill: null, bonus: 0 }, bullets: 1 };
    const runner = { ...life(), turn: { ...life().turn, ran: true } };
    expect(attackThreshold(decl, { state: runner, reach: 0 }, { bid: 1, duckToFullCover: false }).threshold).toBe(5);
    const ctx = { actor: { ...life(), ip: 9 }, team: null, timeClass: "B" as const, interrupted: null };
    expect(payDeclaredAction("run", ctx).patches.actor.turn).toMatchObject({ ran: true });
    const fist = { weapon: defaultBanksWeapon(), bullets: 1, meleeTarget: "Actor.t" };
    expect(payDeclaredAction("strike", ctx, { ...fist, withRun: true }).patches.actor.turn).toMatchObject({ ran: true, attackedThisRound: true });
    expect(payDeclaredAction("brawl", ctx, fist).patches.actor.turn?.ran).toBeUndefined();
  });

  it("an unconscious target cannot dodge: threshold 1 whatever it bids", () => {
    const decl = { attacker: life(), weapon: rifle, action: "fireSimpleWeapon" as const, pool: { attribute: "AGI" as const, skill: null, bonus: 0 }, bullets: 1 };
    expect(attackThreshold(decl, { state: { ...life(), unconscious: true }, reach: 0 }, { bid: 3, duckToFullCover: false }).threshold).toBe(1);
  });

  it("B-21 through a card: 3P 8E, net 0, against armor all 2 → 1 physical, pierced, stun 6, unconscious, physical 3", () => {
    const target = { ...life(), armor: { all: 2 } };
    // AGI 3 + Firearms 2 = 5 dice; threshold 2 (recorded bid); 2 hits → net 0.
    const out = banksAttackOutcome(card({ dice: [5, 6, 1, 2, 3] }), { state: target, reach: 0 }, { recordedThreshold: 2 });
    expect(out.stage).toBe("resolved");
    if (out.stage !== "resolved") return;
    expect(out.result.test).toMatchObject({ hits: 2, net: 0, success: true });
    expect(applyPatch(target, out.patch)).toMatchObject({ stun: 6, physical: 3, unconscious: true });
  });

  it("waits for the roll, and refuses dice that are not the pool's size", () => {
    expect(banksAttackOutcome(card(), { state: life(), reach: 0 }, { recordedThreshold: null })).toMatchObject({ stage: "awaitingRoll", threshold: 1 });
    expect(thrown(() => banksAttackOutcome(card({ dice: [6, 6] }), { state: life(), reach: 0 }, { recordedThreshold: null }))).toEqual({ code: "dice.count", path: "banksAttack.dice" });
  });

  it("reads back a card and rejects forged ones with the path", () => {
    const good = card({ dice: [1, 2, 3, 4, 5] });
    expect(validateBanksAttackCard(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(thrown(() => validateBanksAttackCard({ ...good, bullets: 7 }))).toEqual({ code: "card.state", path: "banksAttack.bullets" });
    expect(thrown(() => validateBanksAttackCard({ ...good, action: "stabilize" }))).toEqual({ code: "card.state", path: "banksAttack.action" });
    expect(thrown(() => validateBanksAttackCard({ ...good, dice: [7] }))).toEqual({ code: "dice.badFace", path: "banksAttack.dice[0]" });
    expect(thrown(() => validateBanksBid({ attackMessageId: "m", targetIndex: 0, bid: -1 }))).toEqual({ code: "bid.negative", path: "bid.bid" });
    expect(thrown(() => validateDeclaredAction({ version: 1, actorUuid: "a", name: "n", action: "teleport", interrupt: false }))).toEqual({ code: "action.invalid", path: "banksAction.action" });
  });
});

describe("paying a declared action", () => {
  const ctx = (actor: BanksActor) => ({ actor, team: null, timeClass: "B" as const, interrupted: null });

  it("B-2: three Simple actions in one turn cost 1 + 2 + 4", () => {
    let actor: BanksActor = { ...life(), ip: 7 };
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { result, patches } = payDeclaredAction("drawWeapon", ctx(actor));
      costs.push(result.cost);
      actor = applyPatch(actor, patches.actor);
    }
    expect(costs).toEqual([1, 2, 4]);
    expect(actor.ip).toBe(0);
    expect(thrown(() => payDeclaredAction("drawWeapon", ctx(actor)))).toMatchObject({ code: "ip.insufficient" });
  });

  it("an attack adds its recoil and counts for Martial Momentum; Brace and Drop Prone change the actor", () => {
    const actor = { ...life(), ip: 5 };
    const fired = payDeclaredAction("burstFire", ctx(actor), { weapon: rifle, bullets: 3 }).patches.actor;
    expect(fired).toMatchObject({ ip: 3, recoil: 6, turn: { attackedThisRound: true, blitzCount: 1 } });
    expect(payDeclaredAction("braceWeapon", ctx(actor)).patches.actor).toMatchObject({ braced: true });
    expect(payDeclaredAction("dropProne", ctx(actor)).patches.actor).toMatchObject({ prone: true, turn: { blitzCount: 1 } });
  });

  it("B-16: melee attacks bank Martial Momentum against their target; the next one adds it", () => {
    let actor: BanksActor = { ...life(), ip: 20 };
    const strike = (target: string) => payDeclaredAction("strike", ctx(actor), { weapon: defaultBanksWeapon(), bullets: 1, meleeTarget: target });
    const first = strike("Actor.t");
    expect(first.result).toMatchObject({ cost: 2, momentum: 0 });
    actor = applyPatch(actor, first.patches.actor);
    expect(actor.martialMomentum).toEqual({ targetId: "Actor.t", value: 2 });
    const second = strike("Actor.t");
    expect(second.result).toMatchObject({ cost: 4, momentum: 2 });
    actor = applyPatch(actor, second.patches.actor);
    expect(actor.martialMomentum).toEqual({ targetId: "Actor.t", value: 3 });
    expect(actor.recoil).toBe(0);
    expect(strike("Actor.other").result.momentum).toBe(0);
  });

  it("B-7: interrupts by IP, by Chutzpah, or not at all; the Team Bank pays after IP", () => {
    const declarer = { actor: { ...life(), ip: 7 }, team: null };
    const interrupt = (actor: BanksActor, team = null as ReturnType<typeof teamRef> | null) => payDeclaredAction("fireSimpleWeapon", { actor, team, timeClass: "B", interrupted: declarer });
    expect(interrupt({ ...life(), ip: 10 }).result).toMatchObject({ cost: 1, via: "ip" });
    expect(interrupt({ ...life(), ip: 8 }).result).toMatchObject({ via: "chutzpah", chutzpahSpent: 1 });
    expect(thrown(() => interrupt({ ...life(), ip: 0 }))).toMatchObject({ code: "interrupt.notAllowed" });
    expect(interrupt({ ...life({ teamId: "t1" }), ip: 6 }, teamRef(3)).result).toMatchObject({ via: "ip", fromIp: 1 });
  });
});

describe("Undo of an applied card", () => {
  it("reverses exactly what was applied, keeping later changes to counters", () => {
    const target = { ...life(), armor: { all: 2 } };
    const out = banksAttackOutcome(card({ dice: [5, 6, 1, 2, 3] }), { state: target, reach: 0 }, { recordedThreshold: 2 });
    if (out.stage !== "resolved") throw new Error("expected a resolved outcome");
    const hit = applyPatch(target, out.patch);
    const record = appliedBanks(target, hit, out.patch);
    // Someone heals 1 Physical by hand in between: Undo keeps that.
    const healed = { ...hit, physical: hit.physical - 1 };
    expect(applyPatch(healed, undoBanksPatch(healed, record))).toEqual({ ...target, physical: target.physical });
    expect(applyPatch(hit, undoBanksPatch(hit, record))).toEqual(target);
  });

  it("property: apply then undo restores the damage banks for any dice and armor", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }), (dice, armor, threshold) => {
        const target = { ...life(), armor: { all: armor } };
        const out = banksAttackOutcome(card({ dice }), { state: target, reach: 0 }, { recordedThreshold: threshold });
        if (out.stage !== "resolved") return false;
        const hit = applyPatch(target, out.patch);
        // Damage never heals the target.
        expect(hit.stun + hit.physical + hit.bleedingOut).toBeGreaterThanOrEqual(target.stun + target.physical + target.bleedingOut);
        expect(applyPatch(hit, undoBanksPatch(hit, appliedBanks(target, hit, out.patch)))).toEqual(target);
        return true;
      }),
    );
  });
});
