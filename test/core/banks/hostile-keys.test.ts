/** Fixes the core fuzzer found (issue "Trust and exactly-once"): player-typed keys and absurd sizes. */
import { describe, expect, test } from "vitest";
import { MAX_BLITZ_COUNT, actionCost, activeDodgePoolSize, addPhysical, appliedBanks, computeDamage, declarationOf, armorAgainst, orderByInitiative, addStun, attackPool, banksBars, banksStatuses, computeActionCost, coreCapacity, damageBanksOf, isCore, isIncapable, physicalCap, stunCap, createMacroCost, defaultBanksWeapon, resolveAttack, takeAction, defaultBanksEncounter, glitchOnesNeeded, leadershipPool, medicIpCost, reachBonus, takenFor, teamGoalModifier, teamOf, teamRollPoolSize } from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { deepFreeze, life, team, thrown } from "./fixtures";

describe("player-typed keys", () => {
  test("a team named constructor is just a team", () => {
    const members = team({ members: ["m1"], bank: 2 });
    const encounter = deepFreeze({ ...defaultBanksEncounter(), teams: { constructor: members } });
    expect(teamOf(encounter, "m1", life({ teamId: "constructor" }))).toEqual({ id: "constructor", state: members, memberId: "m1" });
  });

  test("a team named __proto__ or toString that was never formed is no team", () => {
    const encounter = deepFreeze(defaultBanksEncounter());
    for (const teamId of ["__proto__", "constructor", "toString"]) expect(teamOf(encounter, "m1", life({ teamId }))).toBeNull();
  });

  test("a team named __proto__ read from JSON is an own team, and a patch that forms one adds a team, not a prototype", () => {
    const formed = '{"__proto__": {"leaderId": null, "bank": 1, "usedTactics": [], "members": ["m1"]}}';
    const encounter = deepFreeze({ ...defaultBanksEncounter(), teams: JSON.parse(formed) as Record<string, never> });
    expect(teamOf(encounter, "m1", life({ teamId: "__proto__" }))?.state.bank).toBe(1);
    const after = applyPatch(deepFreeze(defaultBanksEncounter()), { teams: JSON.parse(formed) as Record<string, never> });
    expect(Object.getPrototypeOf(after.teams)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(after.teams, "__proto__")?.value).toMatchObject({ bank: 1, members: ["m1"] });
  });

  test("armor against a letter named constructor is refused, not a function's worth of armor", () => {
    expect(thrown(() => armorAgainst({ all: 2 }, "constructor" as never))).toEqual({ code: "code.invalid", path: "letter" });
    expect(armorAgainst({ all: 2, P: 4 }, "P")).toBe(4);
  });

  test("an applied record with a __proto__ key is refused, never read off the prototype or written as one", () => {
    const patch = JSON.parse('{"__proto__": {"ip": 9}}') as never;
    expect(thrown(() => appliedBanks(life(), life(), patch))).toEqual({ code: "actor.invalid", path: "patch.__proto__" });
    expect(appliedBanks(life(), life({ ip: 2 }), { ip: 2 })).toEqual({ before: { ip: 0 }, after: { ip: 2 } });
  });

  test("a skill named constructor the actor does not have gives no dice, not NaN", () => {
    const actor = life();
    for (const skill of ["constructor", "__proto__", "toString"]) {
      expect(activeDodgePoolSize(actor, { attribute: "AGI", skill, bonus: 0 })).toBe(actor.attributes.AGI);
      expect(teamRollPoolSize(actor, { kind: "tactics", pool: { attribute: "INT", skill, bonus: 1 } }, 0)).toBe(actor.attributes.INT + 1);
    }
  });
});

describe("small helpers", () => {
  test("number helpers refuse what is not a whole number with input.invalid instead of returning NaN", () => {
    expect(thrown(() => leadershipPool(undefined as never, 2))).toEqual({ code: "input.invalid", path: "dice" });
    expect(thrown(() => teamGoalModifier("3" as never))).toEqual({ code: "input.invalid", path: "bank" });
    expect(thrown(() => reachBonus(1, null as never))).toEqual({ code: "input.invalid", path: "attackerReach" });
    expect(thrown(() => glitchOnesNeeded({} as never, 0))).toEqual({ code: "input.invalid", path: "poolSize" });
    expect(thrown(() => medicIpCost(4, "yes" as never))).toEqual({ code: "input.invalid", path: "fieldMedic" });
    expect(thrown(() => createMacroCost(0.5, false))).toEqual({ code: "input.invalid", path: "manualCost" });
    expect(thrown(() => takenFor(6, NaN))).toEqual({ code: "bar.invalid", path: "value" });
  });
});

describe("missing inputs", () => {
  test("a procedure handed null instead of its input refuses it with input.invalid at its path", () => {
    expect(thrown(() => resolveAttack(null as never))).toMatchObject({ code: "input.invalid" });
    expect(thrown(() => takeAction(undefined as never))).toMatchObject({ code: "input.invalid" });
    expect(thrown(() => computeActionCost({} as never))).toEqual({ code: "action.invalid", path: "action.kind" });
  });

  test("attackPool refuses a declaration without an attacker instead of reading through it", () => {
    expect(thrown(() => attackPool({ action: "fireSimpleWeapon", weapon: defaultBanksWeapon(), pool: { attribute: "AGI", skill: null, bonus: 0 } } as never))).toMatchObject({ path: "attack.attacker" });
  });
});

describe("actor accessors", () => {
  test("the actor accessors refuse what is not a banks actor with actor.invalid instead of reading through it", () => {
    for (const read of [physicalCap, stunCap, isCore, isIncapable, damageBanksOf, coreCapacity]) {
      expect(thrown(() => read(undefined as never))).toMatchObject({ code: "actor.invalid", path: "actor" });
    }
    expect(thrown(() => banksBars({} as never))).toMatchObject({ code: "actor.invalid", path: "source.attributes" });
    expect(thrown(() => banksStatuses({ ...life(), dead: "yes" } as never))).toEqual({ code: "actor.invalid", path: "source.dead" });
  });
});

describe("pool choices", () => {
  test("a pool choice without a bonus counts as +0, not NaN dice", () => {
    const actor = life();
    expect(activeDodgePoolSize(actor, { attribute: "AGI", skill: null } as never)).toBe(actor.attributes.AGI);
  });
});

describe("damage banks and team refs", () => {
  test("adding to a bank refuses banks without a counter with bank.outOfRange instead of NaN", () => {
    const ctx = { kind: "life", WIL: 3, BOD: 3, medTL: 0 } as const;
    expect(thrown(() => addStun({ ...damageBanksOf(life()), stun: undefined } as never, 2, ctx))).toEqual({ code: "bank.outOfRange", path: "banks.stun" });
    expect(thrown(() => addPhysical(damageBanksOf(life()), 2, { ...ctx, BOD: "3" } as never))).toEqual({ code: "input.invalid", path: "ctx.BOD" });
  });

  test("a team ref whose id is not text is refused with team.invalid, not a TypeError in the message", () => {
    const ref = { id: { toString: 0 }, memberId: "m1", state: team({ members: ["m1"] }) };
    expect(thrown(() => takeAction({ actor: life({ ip: 6, teamId: "t1" }), team: ref as never, action: { kind: "simple" } }))).toEqual({ code: "team.invalid", path: "takeAction.team.id" });
  });
});

describe("turn order", () => {
  test("a candidate without an effective IP is refused with input.invalid rather than sorted by NaN", () => {
    const rng = { next: () => 0.5, int: (min: number) => min };
    const ok = { id: "a", effectiveIp: 3, isPlayer: true, chutzpah: 1, REA: 3, INT: 3 };
    expect(thrown(() => orderByInitiative([ok, { ...ok, id: "b", effectiveIp: undefined }] as never, rng))).toEqual({ code: "input.invalid", path: "candidates[1].effectiveIp" });
    expect(orderByInitiative([ok, { ...ok, id: "b", effectiveIp: 5 }], rng)).toEqual(["b", "a"]);
  });
});

describe("chat card state", () => {
  test("a forged attack card is refused with card.state before its declaration is read", () => {
    expect(thrown(() => declarationOf({ attacker: null } as never))).toMatchObject({ code: "card.state", path: "card.version" });
  });

  test("computeDamage refuses damage that was not checked with input.invalid rather than dealing NaN", () => {
    expect(thrown(() => computeDamage(damageBanksOf(life()), { components: [{ amount: 2, letter: "P" }] } as never))).toEqual({ code: "input.invalid", path: "damage.critical" });
  });
});

describe("absurd sizes", () => {
  test(`actionCost refuses a Blitz count beyond ${MAX_BLITZ_COUNT} with action.invalid, never an infinite cost`, () => {
    expect(thrown(() => actionCost({ kind: "simple", blitzCount: 5000 }))).toEqual({ code: "action.invalid", path: "action.blitzCount" });
    expect(Number.isSafeInteger(actionCost({ kind: "complex", base: 1000, blitzCount: MAX_BLITZ_COUNT, sizeSteps: 4 }).cost)).toBe(true);
  });

  test("actionCost refuses a missing input with action.invalid", () => {
    expect(thrown(() => actionCost(null as never))).toEqual({ code: "action.invalid", path: "action" });
  });
});
