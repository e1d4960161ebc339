/**
 * Every worked example of docs/rules/slots.md §9 (S-1 … S-27), by its id.
 */
import { describe, expect, it } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import {
  accuracyCheck,
  activateStress,
  activePhaseCycle,
  applyDamage,
  beginActivePhase,
  cinematicExecution,
  endActivePhase,
  hesitation,
  impactMaims,
  impactThrough,
  inflictEffects,
  inflictMaim,
  movementCost,
  parseCost,
  passHours,
  potency,
  slotsRuleset,
  spend,
  spendTime,
  stressCheck,
  upkeep,
  validateSlotsActor,
  weaponDamage,
} from "../../../src/core/slots";
import type { SlotsActor } from "../../../src/core/slots";
import { actor, apply } from "./support";

/** Runs Upkeeps for rounds from..to and returns the damage of each and the last state. */
function upkeeps(start: SlotsActor, from: number, to: number): { damage: number[]; state: SlotsActor } {
  let state = start;
  const damage: number[] = [];
  for (let round = from; round <= to; round++) {
    const { result, patch } = upkeep({ actor: state, round });
    damage.push(result.bleedDamage + result.hemorrhageDamage + result.dotDamage);
    state = apply(state, patch);
  }
  return { damage, state };
}

function code(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesInputError) return error.code;
    throw error;
  }
  return "no error";
}

describe("from the seed and its pages", () => {
  it("S-1 Bleed: 5 counters deal 5, 3, 2, 1 over four Upkeeps (11) and a lone counter stays", () => {
    const { damage, state } = upkeeps(actor({ bleed: 5 }), 1, 4);
    expect(damage).toEqual([5, 3, 2, 1]);
    expect(damage.reduce((a, b) => a + b)).toBe(11);
    expect(state.bleed).toBe(1);
    expect(state.hp).toBe(170 - 11);
  });

  it("S-2 Hemorrhage: 2 counters deal 6 then 3 (9) and are gone", () => {
    const { damage, state } = upkeeps(actor({ hemorrhage: 2 }), 1, 2);
    expect(damage).toEqual([6, 3]);
    expect(state.hemorrhage).toBe(0);
  });

  it("S-3 both: Bleed 4 and Hemorrhage 2 deal 10, 5, 1", () => {
    let state = actor({ bleed: 4, hemorrhage: 2 });
    const seen: [number, number, number][] = [];
    for (let round = 1; round <= 3; round++) {
      const { result, patch } = upkeep({ actor: state, round });
      state = apply(state, patch);
      seen.push([result.bleedDamage + result.hemorrhageDamage, state.bleed, state.hemorrhage]);
    }
    expect(seen).toEqual([
      [10, 2, 1],
      [5, 1, 0],
      [1, 1, 0],
    ]);
  });

  it("S-4 Exsanguination: Bleed 3 and Hemorrhage 2 deal 16 at once and clear both", () => {
    const target = actor({ bleed: 3, hemorrhage: 2 });
    const { result, patch } = inflictEffects({ target, onHit: { exsanguinate: true }, round: 1 });
    expect(result.exsanguination).toBe(16);
    const after = apply(target, patch);
    expect([after.hp, after.bleed, after.hemorrhage]).toEqual([154, 0, 0]);
  });

  it("S-5 Action Slots: Agility −3 → 2, 0 → 5, 7 → 12", () => {
    const slots = [-3, 0, 7].map((agility) => beginActivePhase(actor({ agility }), 1).result.actionSlots);
    expect(slots).toEqual([2, 5, 12]);
  });

  it("S-6 HP: Strength 0 Vitality 1 → 7; Strength 30 Vitality 100 → 1000; the default → 170", () => {
    const max = (system: object): number => slotsRuleset.bars.read(slotsRuleset.fromSource({ type: "character", system: { slots: system }, items: [] }, "actor")).hp!.max;
    expect(max({})).toBe(7);
    expect(max({ strength: 30, vitality: 100 })).toBe(1000);
    expect(max({ strength: 10, vitality: 10 })).toBe(170);
    expect(slotsRuleset.fromSource({ type: "character", system: { slots: { strength: 10, vitality: 10 } }, items: [] }, "actor").hp).toBe(170);
  });

  it("S-7 Physical burnout: Activation 2 at 8 → 10, the effect acts, 136 HP and Strained 3 days; a use while Strained costs 17 HP and a day", () => {
    const start = actor({ stress: { physical: 8, mental: 0, vocal: 0 } });
    const first = activateStress({ actor: start, cost: { track: "physical", kind: "activation", n: 2 }, round: 1, burnout: 3 });
    expect(first.result).toMatchObject({ stress: 10, burnout: true, activates: true, hpLost: 34 });
    const strained = apply(start, first.patch);
    expect([strained.hp, strained.burnout.strainedDays]).toEqual([136, 3]);
    const again = activateStress({ actor: strained, cost: { track: "physical", kind: "variable", n: 20 }, round: 1, natural: 12 });
    const after = apply(strained, again.patch);
    expect(again.result.strainedHp).toBe(17);
    expect([after.hp, after.burnout.strainedDays, after.stress.physical]).toEqual([119, 4, 10]);
    expect(again.result.burnout).toBe(false);
  });

  it("S-8 Mental burnout: a natural 1 at 9 → Seizure (0 HP, Vulnerable, prone), 4 rounds without slots, 6 of Mind Fog, then Mental 9", () => {
    const start = actor({ stress: { physical: 0, mental: 9, vocal: 0 } });
    const { result, patch } = activateStress({ actor: start, cost: { track: "mental", kind: "variable", n: 20 }, round: 1, natural: 1, burnout: 4 });
    expect(result).toMatchObject({ stress: 10, burnout: true, activates: false });
    let state = apply(start, patch);
    expect([state.hp, state.prone, slotsRuleset.statuses(state)]).toEqual([0, true, ["vulnerable", "stunned", "prone"]]);
    state = upkeeps(state, 1, 1).state;
    for (let round = 2; round <= 5; round++) {
      expect(beginActivePhase(state, round).result.skipped, `round ${round}`).toBe(true);
      state = upkeeps(state, round, round).state;
    }
    expect(beginActivePhase(state, 6).result.actionSlots).toBe(5);
    expect(state.burnout.mindFog).toEqual({ startRound: 5, rounds: 6 });
    expect(() => activateStress({ actor: state, cost: { track: "mental", kind: "variable", n: 20 }, round: 8, natural: 10 })).toThrow(RulesInputError);
    state = upkeeps(state, 6, 10).state;
    expect(state.stress.mental).toBe(10);
    state = upkeeps(state, 11, 11).state;
    expect([state.stress.mental, state.burnout.mindFog]).toEqual([9, null]);
  });

  it("S-9 Vocal burnout: reaching 10 interrupts the effect; Mute 7 rounds, then Vocal 9 and Near Mute for an hour", () => {
    const start = actor({ stress: { physical: 0, mental: 0, vocal: 9 } });
    const { result, patch } = activateStress({ actor: start, cost: { track: "vocal", kind: "activation", n: 1 }, round: 1, burnout: 7 });
    expect(result).toMatchObject({ burnout: true, activates: false, burnoutLength: 7 });
    let state = apply(start, patch);
    state = upkeeps(state, 1, 7).state;
    expect(state.burnout.mute).not.toBeNull();
    state = upkeeps(state, 8, 8).state;
    expect([state.burnout.mute, state.stress.vocal, state.burnout.nearMuteHours]).toEqual([null, 9, 1]);
  });

  it("S-10 maimed legs: one leg → 3AS|6RS|9FP, both → 4AS|8RS|12FP", () => {
    const down = actor({ hp: 0 });
    const one = apply(down, inflictMaim({ target: down, kind: "breakage", part: "leg", side: "left", round: 1 }).patch);
    expect(movementCost(one)).toEqual({ as: 3, rs: 6, fp: 9 });
    const both = apply(one, inflictMaim({ target: one, kind: "dismemberment", part: "leg", side: "right", round: 1 }).patch);
    expect(movementCost(both)).toEqual({ as: 4, rs: 8, fp: 12 });
    expect(movementCost(actor())).toEqual({ as: 1, rs: 2, fp: 4 });
  });

  it("S-11 Cinematic Execution: 3 of 5 AS in the Active Phase kills a Vulnerable target; never with Reserved Slots; never at 12 HP", () => {
    const executioner = actor({ actionSlots: 5, reservedSlots: 5, phase: "active" });
    const target = actor({ hp: 0 });
    const done = cinematicExecution({ executioner, target, lethal: true, time: "active" });
    expect(apply(executioner, done.executioner).actionSlots).toBe(2);
    expect(apply(target, done.target).dead).toBe(true);
    expect(code(() => cinematicExecution({ executioner, target, lethal: true, time: "reserved" }))).toBe("slots.notActivePhase");
    expect(code(() => cinematicExecution({ executioner, target: actor({ hp: 12 }), lethal: true, time: "active" }))).toBe("target.notVulnerable");
  });

  it("S-12 Potency, Gladius: Strength 18, (v:8&Potency) natural 5 → (5 + 7) × 2 = 24; Celerity 2AS|3RS|4FP", () => {
    expect(potency(18)).toEqual({ additive: 7, multiplier: 2 });
    expect(weaponDamage({ die: 8, natural: 5, strength: 18 })).toBe(24);
    expect(parseCost("2AS|3RS|4FP")).toEqual({ as: 2, rs: 3, fp: 4 });
  });

  it("S-13 Half-Hit: Accuracy 2 + natural 10 = 12 against Evasion 12 halves 24 to 12 and 3 Bleed to 1", () => {
    expect(accuracyCheck(10, 2, 12)).toEqual({ total: 12, outcome: "halfHit" });
    const target = actor({ agility: 5, awareness: 7 });
    expect(applyDamage(target, { raw: 24, damageType: "cutting", halfHit: true }).result.dealt).toBe(12);
    expect(inflictEffects({ target, onHit: { bleed: 3 }, halfHit: true, round: 1 }).result.bleedAdded).toBe(1);
  });
});

describe("edge cases", () => {
  it("S-14 Slow: ½ of 5 loses 3 → 2; ¼ of 7 loses 2 → 5; ½ on 3 Reserved loses 2 → 1; ½ of 1 loses 1 → 0", () => {
    const slow = (fraction: "1/4" | "1/2") => ({ fraction, startRound: 1, rounds: 2 });
    expect(beginActivePhase(actor({ slow: slow("1/2") }), 2).result.actionSlots).toBe(2);
    expect(beginActivePhase(actor({ agility: 2, slow: slow("1/4") }), 2).result.actionSlots).toBe(5);
    const holder = actor({ reservedSlots: 3, phase: "done" });
    expect(apply(holder, inflictEffects({ target: holder, onHit: { slow: { fraction: "1/2", rounds: 2 } }, round: 1 }).patch).reservedSlots).toBe(1);
    expect(beginActivePhase(actor({ slotBonus: -4, slow: slow("1/2") }), 2).result.actionSlots).toBe(0);
  });

  it("S-15 Stun: (v:4) natural 3 with 1 Reserved Slot → Reserved 0, debt 2; the next Active Phase gives 3 of 5", () => {
    const holder = actor({ reservedSlots: 1, phase: "done" });
    const stunned = apply(holder, inflictEffects({ target: holder, onHit: { stunV: 4 }, rolls: { stun: 3 }, round: 1 }).patch);
    expect([stunned.reservedSlots, stunned.stunDebt]).toEqual([0, 2]);
    const next = beginActivePhase(apply(stunned, hesitation(stunned).patch), 2);
    expect([next.result.actionSlots, next.patch.stunDebt]).toEqual([3, 0]);
  });

  it("S-16 weakness and resistance: 10 → 30, 2, 7; 7 with Resistance 3 and Weakness 10 → 23", () => {
    const dealt = (weakness: Record<string, number>, resistance: Record<string, number>, raw: number): number =>
      applyDamage(actor({ weakness, resistance }), { raw, damageType: "divine" }).result.dealt;
    expect(dealt({ divine: 3 }, {}, 10)).toBe(30);
    expect(dealt({}, { divine: 4 }, 10)).toBe(2);
    expect(dealt({ divine: 3 }, { divine: 4 }, 10)).toBe(7);
    expect(dealt({ divine: 10 }, { divine: 3 }, 7)).toBe(23);
  });

  it("S-17 stress checks: natural 1 → +1, 2 → 0; in Agony 5 → +1, 6 → 0; Activation 2 in Agony → +3; 9 + 2 caps at 10 with one burnout only", () => {
    expect([stressCheck(20, 1, false), stressCheck(20, 2, false), stressCheck(20, 5, true), stressCheck(20, 6, true)]).toEqual([1, 0, 1, 0]);
    const agony = actor({ agony: true });
    expect(activateStress({ actor: agony, cost: { track: "vocal", kind: "activation", n: 2 }, round: 1 }).result.gained).toBe(3);
    const nine = actor({ stress: { physical: 9, mental: 0, vocal: 0 } });
    const capped = activateStress({ actor: nine, cost: { track: "physical", kind: "activation", n: 2 }, round: 1, burnout: 1 });
    expect([capped.result.stress, capped.result.burnout]).toEqual([10, true]);
    const ten = actor({ stress: { physical: 10, mental: 0, vocal: 0 } });
    const again = activateStress({ actor: ten, cost: { track: "physical", kind: "activation", n: 1 }, round: 1 });
    expect([again.result.stress, again.result.burnout]).toEqual([10, false]);
  });

  it("S-18 Impact through a wall: 50 loses 20 to the wall, 10 to armor, 20 to HP; 20 HP → dead by the area, Vulnerable by a single hit", () => {
    expect(impactThrough(50, [20])).toEqual({ barriers: [0], damage: 30, stoppedAt: null });
    const target = actor({ hp: 20, armor: { durability: 10, maxDurability: 10 } });
    const area = applyDamage(target, { raw: 30, damageType: "striking", aoe: "impact" });
    expect(area.result).toMatchObject({ absorbed: 10, dealt: 20, hp: 0, dead: true, armorDurability: 0 });
    const single = applyDamage(actor({ hp: 20 }), { raw: 20, damageType: "striking" });
    expect(single.result).toMatchObject({ hp: 0, vulnerable: true, dead: false });
  });

  it("S-19 Engulf: 15 against armor 10 and 40 HP → 25 HP, armor 0", () => {
    const { result } = applyDamage(actor({ hp: 40, armor: { durability: 10, maxDurability: 10 } }), { raw: 15, damageType: "corrosive", aoe: "engulf" });
    expect([result.hp, result.armorDurability, result.dead]).toEqual([25, 0, false]);
  });

  it("S-20 impact maim chance: 50 on an unarmored victim, natural 50 maims and 51 does not; 100 on a Vulnerable one", () => {
    expect(applyDamage(actor(), { raw: 5, damageType: "striking", aoe: "impact" }).result.maimChance).toBe(50);
    expect([impactMaims(50, 50), impactMaims(50, 51)]).toEqual([true, false]);
    expect(applyDamage(actor({ vulnerableByEffect: true }), { raw: 5, damageType: "striking", aoe: "impact" }).result.maimChance).toBe(100);
    expect(impactMaims(100, 100)).toBe(true);
  });

  it("S-21 cost parsing: 2AS → 2|4|8; 3AS|6RS|9FP; ' 4fp | 2as ' → 2|4|4; 3XS and 6RS are refused", () => {
    expect(parseCost("2AS")).toEqual({ as: 2, rs: 4, fp: 8 });
    expect(parseCost("3AS|6RS|9FP")).toEqual({ as: 3, rs: 6, fp: 9 });
    expect(parseCost(" 4fp | 2as ")).toEqual({ as: 2, rs: 4, fp: 4 });
    expect(code(() => parseCost("3XS"))).toBe("cost.invalid");
    expect(code(() => parseCost("6RS"))).toBe("cost.invalid");
  });

  it("S-22 Final Phase pricing: cycle [[A], [B, C], [D]]; A pays 3 RS during B/C, 4 during D; D pays 2 AS in its own phase", () => {
    const { cycle } = activePhaseCycle({ rolls: [{ id: "A", natural: 18, awareness: 0 }, { id: "B", natural: 13, awareness: 2 }, { id: "C", natural: 15, awareness: 0 }, { id: "D", natural: 9, awareness: 0 }] });
    expect(cycle).toEqual([["A"], ["B", "C"], ["D"]]);
    const action = { cost: "2AS|3RS|4FP", reservedAllowed: true, activePhaseOnly: false };
    const a = actor({ reservedSlots: 5, phase: "done" });
    const during = (g: number) => spend({ actor: a, action, time: spendTime({ cycle, groupIndex: g, actorId: "A" }) }).result.price;
    expect([during(1), during(2)]).toEqual([3, 4]);
    const d = actor({ actionSlots: 5, phase: "active" });
    expect(spend({ actor: d, action, time: spendTime({ cycle, groupIndex: 2, actorId: "D" }) }).result).toMatchObject({ price: 2, pool: "actionSlots" });
  });

  it("S-23 Hesitation: 2 AS kept become 2 Reserved, lost at the end of the round", () => {
    const a = actor({ actionSlots: 2, phase: "active" });
    const ended = apply(a, endActivePhase(a).patch);
    expect(ended.reservedSlots).toBe(2);
    const { result, patch } = hesitation(ended);
    expect([result.lost, apply(ended, patch).reservedSlots]).toEqual([2, 0]);
  });

  it("S-24 unconscious regeneration: 17 an hour on 170 wakes after 10 hours at full; 1 an hour on 7 wakes after 7", () => {
    const knocked = (options: Partial<SlotsActor>) => {
      const down = actor({ ...options, hp: 0 });
      return apply(down, cinematicExecution({ executioner: actor({ actionSlots: 3, phase: "active" }), target: down, lethal: false, time: "active" }).target);
    };
    const big = knocked({});
    expect(passHours({ actor: big, hours: 1 }).result.healed).toBe(17);
    expect(passHours({ actor: big, hours: 10 }).result).toMatchObject({ woke: true, wokeAfter: 10, healed: 170 });
    const small = knocked({ strength: 0, vitality: 1 });
    expect(passHours({ actor: small, hours: 1 }).result.healed).toBe(1);
    expect(passHours({ actor: small, hours: 6 }).result.woke).toBe(false);
    expect(passHours({ actor: small, hours: 10 }).result).toMatchObject({ woke: true, wokeAfter: 7 });
  });

  it("S-25 Potency table: 0 → (0, ×1) … 30 → (10, ×3)", () => {
    const table = [0, 1, 2, 3, 14, 15, 29, 30].map((s) => [potency(s).additive, potency(s).multiplier]);
    expect(table).toEqual([[0, 1], [1, 1], [1, 1], [2, 1], [5, 1], [6, 2], [10, 2], [10, 3]]);
  });

  it("S-26 DoT at the edge: 6 bleed on 4 HP → 0, Vulnerable, alive; 3 more untreated → dead; healed to 1 first → 0 and alive", () => {
    const first = upkeeps(actor({ hp: 4, bleed: 6 }), 1, 1).state;
    expect([first.hp, first.dead, first.bleed, slotsRuleset.statuses(first).includes("vulnerable")]).toEqual([0, false, 3, true]);
    expect(upkeeps(first, 2, 2).state.dead).toBe(true);
    const healed = upkeeps({ ...first, hp: 1 }, 2, 2).state;
    expect([healed.hp, healed.dead]).toEqual([0, false]);
  });

  it("S-27 bad input: Agility 8, Resistance 0, a (v:20) natural 21, 3 AS from 2 — each refused with its code, nothing changed", () => {
    const base = actor();
    expect(code(() => validateSlotsActor({ ...base, agility: 8 }, "actor"))).toBe("state.outOfRange");
    expect(code(() => validateSlotsActor({ ...base, resistance: { cutting: 0 } }, "actor"))).toBe("state.outOfRange");
    expect(code(() => stressCheck(20, 21, false))).toBe("check.badNatural");
    const poor = Object.freeze(actor({ actionSlots: 2, phase: "active" }));
    expect(code(() => spend({ actor: poor, action: { cost: "3AS", reservedAllowed: false, activePhaseOnly: false }, time: "active" }))).toBe("slots.insufficient");
    expect(poor.actionSlots).toBe(2);
  });
});
