/**
 * Procedures of docs/rules/slots.md beyond the worked examples: multi-round and combo actions,
 * shared objectives, Erosion and Biological damage, Agony and Frostbite, a dismemberment's
 * bleed-out, relaxing Stress, and the outro.
 */
import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import {
  activateStress,
  allResolve,
  applyDamage,
  beginActivePhase,
  healingAhead,
  inflictEffects,
  inflictMaim,
  passHours,
  payCombo,
  sharedObjectiveCost,
  startMultiRound,
  treatBleedOut,
  upkeep,
} from "../../../src/core/slots";
import type { SlotsActor } from "../../../src/core/slots";
import { actor, apply } from "./support";

function upkeepsFrom(start: SlotsActor, from: number, to: number): SlotsActor {
  let state = start;
  for (let round = from; round <= to; round++) state = apply(state, upkeep({ actor: state, round }).patch);
  return state;
}

describe("§5.5 multi-round and combo actions", () => {
  const active = actor({ actionSlots: 5, phase: "active" });
  test("a 8-slot ritual takes all 5 AS now and 3 at the next phase; a phase that cannot pay loses it", () => {
    const begun = startMultiRound({ actor: active, actionId: "ritual", price: 8, round: 1 });
    expect(begun.result).toEqual({ slotsSpent: 5, slotsNeeded: 8, finishedNow: false });
    const waiting = apply(apply(active, begun.patch), { phase: "waiting" });
    const next = beginActivePhase(waiting, 2);
    expect(next.result.multiRound).toEqual({ actionId: "ritual", completed: true, paid: 3 });
    expect(next.result.actionSlots).toBe(2);
    const slowed = apply(waiting, { slow: { fraction: "1/2", startRound: 1, rounds: 3 } });
    expect(beginActivePhase(slowed, 2).result.multiRound).toEqual({ actionId: "ritual", completed: false, paid: 0 });
    expect(beginActivePhase(waiting, 3).result.multiRound?.completed).toBe(false);
  });
  test("a combo is all or nothing: one partner short refuses it", () => {
    const partner = actor({ reservedSlots: 2, phase: "done" });
    expect(payCombo({ initiator: active, initiatorPrice: 2, partners: [{ actor: partner, price: 2 }] })).toEqual({ initiator: { actionSlots: 3 }, partners: [{ reservedSlots: 0 }] });
    expect(() => payCombo({ initiator: active, initiatorPrice: 2, partners: [{ actor: partner, price: 2 }, { actor: partner, price: 3 }] })).toThrow(RulesInputError);
  });
  test("§7 a shared objective costs one Action Slot once two or more characters work it", () => {
    expect([sharedObjectiveCost(1), sharedObjectiveCost(2)]).toEqual([0, 1]);
  });
});

describe("§5.7, §5.8 damage types and effects", () => {
  test("Erosion 3 multiplies against a construct only; Biological is resisted 1 % per Vitality point", () => {
    expect(applyDamage(actor(), { raw: 10, damageType: "erosion", erosion: 3, targetIsConstruct: true }).result.dealt).toBe(30);
    expect(applyDamage(actor(), { raw: 10, damageType: "erosion", erosion: 3 }).result.dealt).toBe(10);
    expect(applyDamage(actor({ vitality: 50 }), { raw: 10, damageType: "biological" }).result.dealt).toBe(5);
  });
  test("Agony raises an Activation by 1; Frostbite breaks the limb; a Half-Hit brings neither Slow nor Agony", () => {
    const hurt = apply(actor(), inflictEffects({ target: actor(), onHit: { agony: true }, rolls: { frostbite: { part: "hand", side: "left" } }, round: 1 }).patch);
    expect([hurt.agony, hurt.maims]).toEqual([true, [{ kind: "breakage", part: "hand", side: "left", bleedOut: null }]]);
    expect(activateStress({ actor: hurt, cost: { track: "physical", kind: "activation", n: 1 }, round: 1 }).result.gained).toBe(2);
    const half = inflictEffects({ target: actor({ reservedSlots: 4 }), onHit: { agony: true, slow: { fraction: "1/2", rounds: 2 } }, halfHit: true, round: 1 });
    expect([half.result.agony, half.result.reservedLostToSlow, half.patch.slow]).toEqual([false, 0, null]);
  });
});

describe("§5.12 a dismemberment bleeds out after 24 Full Rounds unless treated", () => {
  const down = actor({ hp: 0 });
  const maimed = apply(down, inflictMaim({ target: down, kind: "dismemberment", part: "arm", side: "right", round: 1 }).patch);
  test("untreated: alive after the Upkeep of round 24, dead at 25", () => {
    const at24 = upkeepsFrom(maimed, 1, 24);
    expect(at24.dead).toBe(false);
    expect(upkeepsFrom(at24, 25, 25).dead).toBe(true);
  });
  test("treated: the limb stays lost, the bleeding stops", () => {
    const treated = apply(maimed, treatBleedOut(maimed));
    expect(upkeepsFrom(treated, 1, 30).dead).toBe(false);
    expect(treated.maims[0]).toMatchObject({ kind: "dismemberment", part: "arm" });
  });
});

describe("§5.10 relaxing and §5.14 the outro", () => {
  test("an hour without a track relaxes it by one; a used or burnt-out track does not relax", () => {
    const tense = actor({ stress: { physical: 4, mental: 3, vocal: 10 }, burnout: { strainedDays: 0, seizure: null, mindFog: null, mute: { startRound: 1, rounds: 5 }, nearMuteHours: 0 } });
    const { result, patch } = passHours({ actor: tense, hours: 2, used: ["physical"] });
    expect(result.relaxed).toEqual({ physical: 0, mental: 2, vocal: 0 });
    expect(patch.stress).toEqual({ physical: 4, mental: 1, vocal: 10 });
  });
  test("All Resolve clears counters, slots and timed effects but keeps HP and maims; Slow Burn sums the healing to come", () => {
    const busy = actor({ hp: 50, bleed: 4, hemorrhage: 2, reservedSlots: 3, agony: true, effects: [{ id: "balm", startRound: 2, rounds: 3, upkeepStress: null, hot: 4, dot: 0 }] });
    const after = apply(busy, allResolve(busy));
    expect([after.hp, after.bleed, after.hemorrhage, after.reservedSlots, after.agony, after.effects]).toEqual([50, 0, 0, 0, false, []]);
    // Upkeeps of rounds 2, 3, 4 and 5 still heal 4 each.
    expect(healingAhead(busy, 2)).toBe(16);
    const calm = actor({ hp: 50, effects: busy.effects });
    expect(upkeepsFrom(calm, 2, 5).hp - calm.hp).toBe(16);
    expect(upkeepsFrom(calm, 2, 6).hp - calm.hp).toBe(16);
  });
});
