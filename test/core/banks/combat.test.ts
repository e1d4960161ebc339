// The banks combat policy (docs/rules/banks.md §8) and the ruleset contract.
import { describe, expect, test } from "vitest";
import {
  type BanksActor,
  type BanksEncounter,
  banksCombat,
  banksRuleset,
  defaultBanksEncounter,
  nextToAct,
  validateBanksActor,
  validateBanksArmor,
  validateBanksWeapon,
} from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import type { CombatView, CombatantView } from "../../../src/core/ruleset";
import { drone, life } from "./fixtures";

const turn = (over: Partial<BanksActor["turn"]> = {}): BanksActor["turn"] => ({ blitzCount: 0, acted: false, passed: false, attackedThisRound: false, ran: false, ...over });

function view(states: Record<string, BanksActor>, encounter: Partial<BanksEncounter> = {}, round = 2, players: string[] = []): CombatView<BanksActor, BanksEncounter> {
  const combatants: CombatantView<BanksActor>[] = Object.entries(states).map(([id, state]) => ({ id, actorId: `actor-${id}`, name: id, isPlayer: players.includes(id), defeated: false, initiative: null, state }));
  return { round, turn: null, combatants, encounter: { ...defaultBanksEncounter(), ...encounter } };
}

/** Applies a step's actor patches to the view's states. */
function advance(v: CombatView<BanksActor, BanksEncounter>, patches: Readonly<Record<string, object>>): CombatView<BanksActor, BanksEncounter> {
  return { ...v, combatants: v.combatants.map((c) => ({ ...c, state: applyPatch(c.state, patches[c.id] ?? {}) })) };
}

describe("banks combat policy (docs/rules/banks.md §8)", () => {
  test("dynamic initiative; a new encounter has no teams, time class B, MED TL 0", () => {
    expect(banksCombat.initiative).toEqual({ mode: "dynamic" });
    expect(banksCombat.initialEncounter()).toEqual({ teams: {}, timeClass: "B", medTL: 0, ambushers: [] });
  });

  test("combat start (§6.1): IP 0, prepared ambushers INT, cores at maximum; no dice yet", () => {
    const v = view({ pc: life({ ip: 4 }), ambusher: life({ attributes: { INT: 5 } }), core: drone({ ipReplenish: 2, ipMax: 6 }) }, { ambushers: ["ambusher"] });
    const step = banksCombat.startCombat(v, createRng(1));
    expect(Object.fromEntries(Object.entries(step.actorPatches).map(([id, p]) => [id, p.ip]))).toEqual({ pc: 0, ambusher: 5, core: 6 });
    expect(step.initiative).toEqual({ pc: 0, ambusher: 5, core: 6 });
  });

  test("start of round 1 rolls REA + PER without upkeep; later rounds run recoil, stun and bleeding first", () => {
    const hurt = life({ recoil: 2, stun: 3, unconscious: true, bleedingOut: 1, maxBleedingOut: 1, physical: 6 });
    const first = banksCombat.startRound(view({ hurt }, {}, 1), createRng(7));
    expect(first.actorPatches["hurt"]).toEqual({ turn: turn() });
    const later = banksCombat.startRound(view({ hurt }, {}, 2), createRng(7));
    const patch = later.actorPatches["hurt"]!;
    expect(patch.recoil).toBe(1);
    expect(patch.bleedingOut).toBe(2);
    expect(later.events.map((e) => e.type)).toEqual(["banks.stunRecovery", "banks.bleedingOut"]);
  });

  test("start of round: the same generator gives the same rolls; events carry the dice", () => {
    const v = view({ a: life(), b: life({ ip: 2 }) });
    const one = banksCombat.startRound(v, createRng("r"));
    expect(banksCombat.startRound(v, createRng("r"))).toEqual(one);
    const rolled = one.events.filter((e) => e.type === "banks.initiative");
    expect(rolled).toHaveLength(2);
    for (const e of rolled) {
      const dice = String(e.detail["dice"]).split(",").map(Number);
      expect(dice).toHaveLength(6);
      expect(e.detail["hits"]).toBe(dice.filter((d) => d >= 5).length);
    }
    expect(one.initiative?.["b"]).toBe(2 + Number(rolled[1]?.detail["hits"]));
  });

  test("Bleeding Out past BOD + 2 × MED TL at the reroll kills and marks defeated", () => {
    const dying = life({ physical: 6, bleedingOut: 3, maxBleedingOut: 3, unconscious: true });
    const step = banksCombat.startRound(view({ dying }, { medTL: 0 }), createRng(3));
    expect(step.actorPatches["dying"]).toMatchObject({ bleedingOut: 4, dead: true });
    expect(step.defeated).toEqual({ dying: true });
  });

  test("turn order: acted first in their old order, then by effective IP (Team Bank counts), then those who cannot act", () => {
    const v = view(
      {
        done: life({ ip: 9, turn: turn({ acted: true }) }),
        low: life({ ip: 2 }),
        teamed: life({ ip: 1, teamId: "red" }),
        high: life({ ip: 4 }),
        out: life({ ip: 8, unconscious: true }),
      },
      { teams: { red: { leaderId: null, bank: 5, usedTactics: [], members: ["teamed"] } } },
    );
    expect(banksCombat.turnOrder(v, createRng(1))).toEqual(["done", "teamed", "high", "low", "out"]);
    expect(nextToAct(v, createRng(1))).toBe("teamed");
    expect(banksCombat.canAct(v.combatants[4]!)).toBe(false);
    expect(banksCombat.canAct(v.combatants[0]!)).toBe(true);
  });

  test("a turn: startTurn marks it taken and drops the Active Dodge bank; spending IP re-sorts the rest; the round ends when nobody is eligible", () => {
    let v = view({ a: life({ ip: 5, activeDodgeBank: { spec: "Dodge", hits: 2 } }), b: life({ ip: 3 }) });
    const rng = () => createRng(4);
    expect(nextToAct(v, rng())).toBe("a");
    const start = banksCombat.startTurn(v, "a", rng());
    expect(start.actorPatches["a"]).toEqual({ turn: { acted: true, blitzCount: 0 }, activeDodgeBank: null });
    expect(start.events[0]).toMatchObject({ type: "banks.turn", detail: { ip: 5, effectiveIp: 5, blitzMultiplier: 1, nextSimpleCost: 1 } });
    v = advance(v, start.actorPatches);
    expect(banksCombat.turnOrder(v, rng())).toEqual(["a", "b"]);
    v = advance(v, banksCombat.endTurn(v, "a", rng()).actorPatches);
    expect(nextToAct(v, rng())).toBe("b");
    v = advance(v, banksCombat.startTurn(v, "b", rng()).actorPatches);
    expect(nextToAct(v, rng())).toBeNull();
  });

  test("an unconscious combatant's turn is passed over", () => {
    const v = view({ out: life({ unconscious: true, stun: 6 }) });
    const step = banksCombat.startTurn(v, "out", createRng(1));
    expect(step.actorPatches).toEqual({ out: { turn: { passed: true } } });
    expect(step.events[0]?.type).toBe("banks.cannotAct");
  });

  test("round end (§8): IP capped at INT, cores at their maximum; Martial Momentum cleared after a round without melee", () => {
    const v = view({
      pc: life({ ip: 7, martialMomentum: { targetId: "x", value: 2 } }),
      brawler: life({ ip: 2, martialMomentum: { targetId: "x", value: 2 }, turn: turn({ attackedThisRound: true }) }),
      core: drone({ ip: 9, ipReplenish: 2, ipMax: 6, sizeClass: "C" }),
    });
    const step = banksCombat.endRound(v, createRng(1));
    expect(step.actorPatches).toEqual({ pc: { ip: 3, martialMomentum: null } });
    expect(step.initiative).toEqual({ pc: 3, brawler: 2, core: 9 });
    expect(banksCombat.upkeep(v, createRng(1))).toEqual({ actorPatches: {}, events: [], prompts: [] });
  });
});

describe("the banks ruleset fulfils the contract", () => {
  test("id, label and combat policy", () => {
    expect(banksRuleset.id).toBe("banks");
    expect(banksRuleset.label).toBe("FRAY.Banks.Name");
    expect(banksRuleset.combat).toBe(banksCombat);
  });

  test("defaults of every kind pass their own validation", () => {
    const pc = banksRuleset.actor.defaults({ kind: "character" });
    expect(banksRuleset.actor.validate(pc, "system.banks")).toBe(pc);
    expect(pc.isPlayer).toBe(true);
    expect(banksRuleset.actor.defaults({ kind: "npc" }).isPlayer).toBe(false);
    validateBanksActor(pc);
    validateBanksWeapon(banksRuleset.items.weapon!.defaults({ kind: "weapon" }));
    validateBanksArmor(banksRuleset.items.armor!.defaults({ kind: "armor" }));
    expect(banksRuleset.items.behavior).toBeUndefined();
  });
});
