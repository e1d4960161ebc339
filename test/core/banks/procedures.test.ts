// The procedures of docs/rules/banks.md §5–§6 beyond the worked examples.
import { describe, expect, test } from "vitest";
import {
  ACTIONS,
  applyDamage,
  bleedOverTime,
  canInterrupt,
  clearRecoil,
  clearSenses,
  collide,
  coreCapacity,
  defaultBanksWeapon,
  delayTurn,
  dodgeThreshold,
  escapeGrapple,
  glitchRisk,
  grapple,
  medicIpCost,
  passTurn,
  poolModifiers,
  recoilThrust,
  resolveAttack,
  restHeal,
  stabilize,
  takeAction,
  teamBankEvent,
  thrustRecoil,
  triage,
} from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { deepFreeze, drone, life, team, teamRef, thrown } from "./fixtures";

describe("attacks (§6.8)", () => {
  const rifle = deepFreeze({ ...defaultBanksWeapon(), code: "3P", auto: 6 });

  test("a critical automatic attack offers the base code once per net hit, each resisted, no critical effect", () => {
    // threshold 1, [6, 6, 6]: net 2, critical.
    const input = { test: { dice: [6, 6, 6], threshold: 1 }, weapon: rifle, target: life({ armor: { all: 1 } }), bullets: 6 };
    const standard = resolveAttack(input);
    expect(standard.result.applied).toBe("standard");
    expect(standard.patch).toEqual({ physical: 6, unconscious: true, bleedingOut: 2, maxBleedingOut: 2 }); // 5P − 1 = 4, doubled
    expect(standard.result.multiHit?.map((h) => h.components[0]?.remaining)).toEqual([2, 2]);
    expect(resolveAttack({ ...input, choice: "multiHit" }).patch).toEqual({ physical: 4 });
  });

  test("a single shot or a plain hit offers no multi-hit; momentum adds to the first value; a miss without splash does nothing", () => {
    const single = resolveAttack({ test: { dice: [6, 6], threshold: 1 }, weapon: rifle, target: life() });
    expect(single.result.multiHit).toBeNull();
    const momentum = resolveAttack({ test: { dice: [5, 2], threshold: 1 }, weapon: rifle, target: life(), momentum: 2 });
    expect(momentum.result.components).toEqual([{ amount: 5, letter: "P" }]);
    expect(resolveAttack({ test: { dice: [2, 2], threshold: 1 }, weapon: rifle, target: life() })).toMatchObject({ result: { hit: false, applied: "none" }, patch: {} });
  });

  test("Crushing critical on a living target also stuns; Explosive critical reports a limb or a digit", () => {
    expect(applyDamage({ target: life(), components: "2C", critical: true }).patch).toEqual({ physical: 2, stun: 2 });
    const blast = applyDamage({ target: life({ attributes: { BOD: 5 } }), components: "4X 2X", critical: true });
    expect(blast.result.components.map((c) => c.dismemberment)).toEqual(["limb", "digit"]);
    expect(applyDamage({ target: life(), components: "2S", critical: true }).patch).toEqual({ sensory: 4 });
  });

  test("a machine overflowing Physical is destroyed, with no Bleeding Out", () => {
    expect(applyDamage({ target: drone({ attributes: { BOD: 2 } }), components: "6I" }).patch).toEqual({ physical: 4, destroyed: true });
  });
});

describe("dodging (§6.7)", () => {
  test("size: a smaller defender is 2 harder per class, a larger one easier, never below 1", () => {
    expect(dodgeThreshold({ aware: true, bid: 0, agi: 3, cover: "open", sizeDelta: 1 }).threshold).toBe(3);
    expect(dodgeThreshold({ aware: true, bid: 1, agi: 3, cover: "open", sizeDelta: -2 }).threshold).toBe(1);
    expect(dodgeThreshold({ aware: false, bid: 0, agi: 3, cover: "partial" }).threshold).toBe(3);
  });

  test("grapple escapes use the grappler's BOD per IP", () => {
    expect(dodgeThreshold({ aware: true, bid: 2, agi: 2, cover: "open", grappleBod: 4 }).threshold).toBe(9);
  });
});

describe("actions and interrupts (§6.4–§6.6)", () => {
  test("the catalogue holds the seed's costs", () => {
    expect([ACTIONS.walk.base, ACTIONS.run.base, ACTIONS.fullAutoFire.base, ACTIONS.throwGrappledTarget.base, ACTIONS.stabilize.base]).toEqual([0, 1, 3, 3, 6]);
    expect(ACTIONS.quickDrawFire.gr).toBe(2);
    expect(medicIpCost(6, true)).toBe(3);
  });

  test("a member pays from IP first, then the Team Bank; an attack from full cover costs 1 more", () => {
    const actor = life({ ip: 1, teamId: "t1" });
    const out = takeAction({ actor, team: teamRef(4), action: { kind: "simple", fullCoverAttack: true } });
    expect(out.patches).toEqual({ actor: { ip: 0, turn: { blitzCount: 1 } }, team: { bank: 3 } });
  });

  test("a larger actor pays per class above the time class; interrupts cost base × size and free counts as Simple", () => {
    const big = life({ ip: 20, sizeClass: "C" });
    expect(takeAction({ actor: big, action: { kind: "complex", base: 2 } }).result.price.cost).toBe(4);
    expect(canInterrupt({ interrupter: big, actor: life({ ip: 0 }), action: { kind: "free" } }).cost).toBe(2);
  });

  test("passing ends the turn for the round; delaying lowers IP and gives the turn back", () => {
    expect(passTurn(life()).patch).toEqual({ turn: { passed: true } });
    expect(delayTurn(life({ ip: 6 }), 2).patch).toEqual({ ip: 2, turn: { acted: false, blitzCount: 0 } });
    expect(thrown(() => delayTurn(life({ ip: 1 }), 2))).toEqual({ code: "input.invalid", path: "delay.ip" });
  });
});

describe("pool modifiers and Glitch Risk (§5.3, §5.4)", () => {
  test("recoil over BOD, Sensory Overload, partial cover, braced at melee range", () => {
    const actor = life({ recoil: 5, sensory: 2, cover: "partial", braced: true });
    const mods = poolModifiers({ actor, attack: "ranged", range: "melee", bracing: 2 });
    expect(mods.parts).toEqual([
      { source: "recoil", dice: -2 },
      { source: "sensory", dice: -2 },
      { source: "partialCover", dice: -2 },
      { source: "meleeRange", dice: -4 },
      { source: "bracing", dice: 2 },
    ]);
    expect(mods.total).toBe(-8);
    expect(poolModifiers({ actor: life(), attack: "ranged", range: "sniper" }).impossible).toBe(true);
    expect(poolModifiers({ actor: life(), teamGoalBank: -2, leadershipBank: 3 }).total).toBe(-5);
  });

  test("GR adds Physical to physical actions, Stun to mental ones, both for a medic treating themself", () => {
    const actor = { stun: 2, physical: 3 };
    expect(glitchRisk({ actor, action: "physical", modifiers: ["quickDrawFire"] })).toBe(5);
    expect(glitchRisk({ actor, action: "mental" })).toBe(2);
    expect(glitchRisk({ actor, action: "other", medicTreatingSelf: true, extra: 1 })).toBe(6);
  });
});

describe("Team Bank operations (§6.19)", () => {
  test("Tactics once per situation until a Strategy roll meets the bank; wedge, goal lost, acting as a unit, teamwork", () => {
    let t = team({ bank: 2 });
    t = applyPatch(t, teamBankEvent(t, { type: "tactics", specialization: "Terrain", hits: 3 }).patch);
    expect(t).toMatchObject({ bank: 5, usedTactics: ["Terrain"] });
    expect(teamBankEvent(t, { type: "strategy", hits: 4 }).result.success).toBe(false);
    const strategy = teamBankEvent(t, { type: "strategy", hits: 5 });
    expect(strategy.patch).toEqual({ usedTactics: [] });
    expect(teamBankEvent(t, { type: "wedge", hits: 6 }).result.bank).toBe(-1);
    expect(teamBankEvent(t, { type: "goalImpossible" }).result.bank).toBe(2);
    expect(teamBankEvent(t, { type: "actAsUnit", participants: 3 }).result.bank).toBe(8);
    expect(teamBankEvent(t, { type: "teamwork", points: 2 }).result.bank).toBe(7);
    expect(teamBankEvent(t, { type: "coordinate", memberId: "late" }).patch).toEqual({ members: ["late"] });
  });
});

describe("grapples (§6.17)", () => {
  test("a grapple banks net hits; escapes wear the bank down; at 0 both are free", () => {
    const g = grapple({ grappler: life(), target: life(), grapplerId: "g", targetId: "t", test: { dice: [5, 5, 5, 2], threshold: 1 } });
    expect(g.result).toMatchObject({ success: true, entangled: true });
    const grappler = applyPatch(life(), g.patches.grappler);
    const target = applyPatch(life(), g.patches.target);
    expect(grappler.grapple).toEqual({ role: "grappler", otherId: "t", bank: 2 });
    const partial = escapeGrapple({ grappled: target, grappler, test: { dice: [5, 5], threshold: 1 } });
    expect(partial.patches.target).toEqual({ grapple: { role: "grappled", otherId: "g", bank: 1 } });
    expect(escapeGrapple({ grappled: target, grappler, test: { dice: [5, 5, 5], threshold: 1 } }).patches).toEqual({ grappler: { grapple: null }, target: { grapple: null } });
  });
});

describe("medicine and recovery (§6.13)", () => {
  const bleeding = life({ physical: 6, bleedingOut: 3, maxBleedingOut: 5, unconscious: true });

  test("Stabilize brings Bleeding Out to 0 and reports the Negative Quality's XP; the patient wakes at the next reroll", () => {
    const out = stabilize({ patient: bleeding, dice: [5, 6, 6, 1], fieldMedic: true });
    expect(out.result).toEqual({ hits: 3, removed: 3, ipCost: 3, negativeQualityXp: 5 });
    expect(out.patch).toEqual({ bleedingOut: 0, maxBleedingOut: 0 });
    expect(stabilize({ patient: bleeding, dice: [5] }).result.negativeQualityXp).toBeNull();
  });

  test("Triage, Clear Senses, rest; the dead are beyond treatment; bleeding out of combat is 2 a minute", () => {
    expect(triage({ patient: bleeding, dice: [5, 5] }).patch).toEqual({ physical: 4 });
    expect(clearSenses({ patient: life({ sensory: 1 }), dice: [6, 6] }).patch).toEqual({ sensory: 0 });
    expect(restHeal({ patient: life({ physical: 5 }), dice: [5, 1, 1], longTermCareHits: 1, suppliesMedTL: 2 }).patch).toEqual({ physical: 1 });
    expect(stabilize({ patient: { ...bleeding, dead: true }, dice: [5, 5] }).patch).toEqual({});
    expect(bleedOverTime(bleeding, 1, 0).patch).toEqual({ bleedingOut: 5, dead: true });
  });
});

describe("recoil details and cores (§6.15, §6.16)", () => {
  test("Clear Recoil is void in a round a recoil weapon fired; thrust removes 1 per 5 ΔV; collisions add recoil to impact", () => {
    const shooter = life({ recoil: 4, braced: true });
    expect(clearRecoil(shooter, true).patch).toEqual({ braced: false });
    expect(clearRecoil(shooter, false).patch).toEqual({ braced: false, recoil: 0 });
    expect(thrustRecoil(life({ recoil: 4, grounded: false }), 12).patch).toEqual({ recoil: 2 });
    expect(collide(life({ recoil: 3, grounded: false }), 5)).toEqual({ result: { damage: 8 }, patch: { recoil: 0 } });
    expect(recoilThrust(2, 3, 1)).toBe(120);
  });

  test("a larger core's capacity doubles per class above the time class", () => {
    expect(coreCapacity(drone({ ipReplenish: 2, ipMax: 6, sizeClass: "D" }), "B")).toBe(24);
  });
});
