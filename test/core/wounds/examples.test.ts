// rules/wounds.md §9: every worked example, named by its id.
import { describe, expect, it } from "vitest";
import { damageRoll } from "../../../src/core/dice";
import { applyPatch } from "../../../src/core/patch";
import {
  type WoundsActor,
  actorRolls,
  applyDamage,
  bleedingOutRoll,
  d,
  damageOutcome,
  effectiveHindrances,
  effectiveTraits,
  incapacitationRoll,
  injuryTable,
  paceOf,
  shakenRecovery,
  soak,
  spendBennies,
  toughnessOf,
  woundPenaltyOf,
} from "../../../src/core/wounds";
import { extra, thrown, wildCard } from "./fixtures";

const hit = (state: WoundsActor, damage: number, soakRolls?: { chain: number[]; wildChain?: number[] }[]) => {
  const { result, patch } = applyDamage(state, { damage, toughness: toughnessOf(state), ...(soakRolls ? { soak: { rolls: soakRolls } } : {}) });
  return { result, after: applyPatch(state, patch) };
};
const track = (s: WoundsActor) => ({ wounds: s.wounds, shaken: s.shaken, incapacitated: s.incapacitated });

describe("rules/wounds.md §9, from the seed", () => {
  it("W-1 the table for a victim not yet Shaken", () => {
    const rows = [5, 8, 9, 12, 13, 16, 17, 20].map((damage) => {
      const o = damageOutcome(damage, 5, false);
      return [o.margin, o.wounds, o.shaken];
    });
    expect(rows).toEqual([[0, 0, true], [3, 0, true], [4, 1, true], [7, 1, true], [8, 2, true], [11, 2, true], [12, 3, true], [15, 3, true]]);
  });

  it("W-2 the table for a victim already Shaken", () => {
    const wounds = (margin: number) => damageOutcome(5 + margin, 5, true);
    for (const m of [0, 3]) expect(wounds(m)).toMatchObject({ wounds: 1, shaken: true });
    for (const m of [4, 7]) expect(wounds(m)).toMatchObject({ wounds: 1, shaken: true });
    for (const m of [8, 11]) expect(wounds(m).wounds).toBe(2);
    for (const m of [12, 15]) expect(wounds(m).wounds).toBe(3);
  });

  it("W-3 Red takes a Wound and is Shaken", () => {
    expect(track(hit(wildCard(), 9).after)).toEqual({ wounds: 1, shaken: true, incapacitated: false });
  });

  it("W-4 Red, Shaken, takes a Wound and stays Shaken", () => {
    expect(track(hit(wildCard({ shaken: true }), 9).after)).toEqual({ wounds: 1, shaken: true, incapacitated: false });
  });

  it("W-5 Red, Shaken again without a Wound's raise, takes a Wound", () => {
    const { result, after } = hit(wildCard({ shaken: true }), 6);
    expect(result.outcome.margin).toBe(1);
    expect(track(after)).toEqual({ wounds: 1, shaken: true, incapacitated: false });
  });

  it("W-6 Red with two Wounds and Shaken takes a third and still acts", () => {
    const { result, after } = hit(wildCard({ wounds: 2, shaken: true }), 9);
    expect(track(after)).toEqual({ wounds: 3, shaken: true, incapacitated: false });
    expect(result.needsIncapacitationRoll).toBe(false);
  });

  it("W-7 wound penalties to traits and Pace, at most −3, Pace at least 1", () => {
    expect([1, 2, 3].map(woundPenaltyOf)).toEqual([-1, -2, -3]);
    expect(woundPenaltyOf(wildCard({ woundCapacity: 4, wounds: 4 }).wounds)).toBe(-3);
    expect(paceOf(wildCard({ wounds: 3 }))).toBe(3);
    expect(paceOf(wildCard({ basePace: 2, wounds: 2 }))).toBe(1);
    // The penalty reaches the roll: Spirit d6 [5] with 2 Wounds totals 3.
    expect(actorRolls(wildCard({ wounds: 2 }), "spirit", [{ chain: [5], wildChain: [1] }]).best.total).toBe(3);
  });

  it("W-8 an Extra is taken out by one Wound, and makes no roll", () => {
    const { result, after } = hit(extra(), 9);
    expect(track(after)).toEqual({ wounds: 0, shaken: false, incapacitated: true });
    expect(result.needsIncapacitationRoll).toBe(false);
  });

  it("W-9 the Injury Table and its effects", () => {
    const red = wildCard({}, { vigor: d(8), agility: d(4) });
    const withInjury = (state: WoundsActor, roll2d6: number, subRoll?: number, targetedSide?: "left" | "right") => {
      const injury = injuryTable(state, { roll2d6, ...(subRoll === undefined ? {} : { subRoll }), ...(targetedSide ? { targetedSide } : {}) }, "permanent");
      return { injury, after: { ...state, injuries: [...state.injuries, injury] } };
    };
    expect(withInjury(red, 2).injury).toMatchObject({ location: "unmentionables", effect: "none" });
    const arm = withInjury(red, 3, undefined, "right");
    expect(arm.injury).toMatchObject({ location: "arm", side: "right", effect: "armDisabled" });
    expect(effectiveHindrances(arm.after).armDisabled).toEqual({ left: false, right: true });
    const battered = withInjury(red, 7, 3);
    expect(battered.injury.effect).toBe("vigorDown");
    expect(effectiveTraits(battered.after)["vigor"]).toEqual(d(6));
    expect(toughnessOf(battered.after)).toBe(5);
    expect(effectiveTraits(withInjury(red, 7, 1).after)["agility"]).toEqual(d(4));
    const leg = withInjury(red, 10);
    expect(leg.injury.effect).toBe("slowMinor");
    expect(effectiveHindrances(leg.after).slow).toBe("minor");
    expect(withInjury(wildCard({ hindrances: { ...red.hindrances, slow: "minor" } }), 11).injury.effect).toBe("slowMajor");
    expect(withInjury(leg.after, 11).injury.effect).toBe("slowMajor");
    const eye = withInjury(red, 12, 4);
    expect(eye.injury.effect).toBe("oneEye");
    const blind = withInjury(eye.after, 12, 5);
    expect(blind.injury.effect).toBe("blind");
    expect(effectiveHindrances(blind.after)).toMatchObject({ oneEye: true, blind: true });
    const brain = withInjury(wildCard({}, { smarts: d(8) }), 12, 6);
    expect(effectiveTraits(brain.after)["smarts"]).toEqual(d(6));
  });

  it("W-10 Bleeding Out: survive, then die; or stabilise with a raise", () => {
    const dying = wildCard({ wounds: 3, incapacitated: true, bleedingOut: true });
    const first = bleedingOutRoll(dying, [{ chain: [5], wildChain: [6, 2] }]);
    expect(first.result).toMatchObject({ total: 5, outcome: "survives" });
    expect(first.patch).toEqual({});
    const second = bleedingOutRoll(dying, [{ chain: [2], wildChain: [3] }]);
    expect(second.result).toMatchObject({ total: 0, outcome: "dies" });
    expect(applyPatch(dying, second.patch).dead).toBe(true);
    const lucky = bleedingOutRoll(dying, [{ chain: [6, 6, 3], wildChain: [4] }]);
    expect(lucky.result).toMatchObject({ total: 12, raises: 2, outcome: "stabilised" });
    expect(applyPatch(dying, lucky.patch)).toMatchObject({ bleedingOut: false, incapacitated: true, dead: false });
  });
});

describe("rules/wounds.md §9, edge cases", () => {
  it("W-11 below Toughness: nothing, and a Shaken actor stays Shaken without a Wound", () => {
    const { result, patch } = applyDamage(wildCard({ shaken: true }), { damage: 4, toughness: 5 });
    expect(result.outcome.effect).toBe("none");
    expect(patch).toEqual({});
  });

  it("W-12 two raises: two Wounds and Shaken", () => {
    expect(track(hit(wildCard(), 13).after)).toEqual({ wounds: 2, shaken: true, incapacitated: false });
  });

  it("W-13 a partial Soak", () => {
    const red = wildCard({ wounds: 1 }, { vigor: d(8) });
    const { result, patch } = applyDamage(red, { damage: 14, toughness: 5, soak: { rolls: [{ chain: [6], wildChain: [3] }] } });
    expect(result.outcome.wounds).toBe(2);
    expect(result.soak).toMatchObject({ total: 5, success: true, raises: 0, soaked: 1, remaining: 1 });
    expect(track(applyPatch(red, patch))).toEqual({ wounds: 2, shaken: true, incapacitated: false });
    expect(applyPatch(red, patch).bennies).toBe(2);
  });

  it("W-14 a full Soak also ends an earlier Shaken", () => {
    const red = wildCard({ shaken: true }, { vigor: d(8) });
    const { result, patch } = applyDamage(red, { damage: 9, toughness: 5, soak: { rolls: [{ chain: [8, 5], wildChain: [2] }] } });
    expect(result.soak).toMatchObject({ total: 13, raises: 2, soaked: 3, remaining: 0 });
    expect(applyPatch(red, patch)).toMatchObject({ wounds: 0, shaken: false, bennies: 2 });
  });

  it("W-15 overflow: Incapacitated at the capacity, then a failed Vigor roll", () => {
    const red = wildCard({ wounds: 2 });
    const { result, after } = hit(red, 13);
    expect(track(after)).toEqual({ wounds: 3, shaken: false, incapacitated: true });
    expect(result.needsIncapacitationRoll).toBe(true);
    const roll = incapacitationRoll(after, [{ chain: [4], wildChain: [2] }], { roll2d6: 7, subRoll: 5 });
    expect(roll.result).toMatchObject({ total: 1, outcome: "bleedingOut" });
    expect(roll.result.injury).toMatchObject({ location: "guts", effect: "strengthDown", duration: "permanent" });
    expect(applyPatch(after, roll.patch).bleedingOut).toBe(true);
  });

  it("W-16 snake eyes on the Incapacitation roll: dead, and no Benny rerolls it", () => {
    const out = wildCard({ wounds: 3, incapacitated: true });
    const roll = incapacitationRoll(out, [{ chain: [1], wildChain: [1] }], undefined);
    expect(roll.result).toMatchObject({ criticalFailure: true, outcome: "dead", injury: null });
    expect(applyPatch(out, roll.patch).dead).toBe(true);
    expect(thrown(() => incapacitationRoll(out, [{ chain: [1], wildChain: [1] }, { chain: [6, 3], wildChain: [4] }], { roll2d6: 7, subRoll: 1 }))).toEqual({ code: "reroll.criticalFailure", path: "rolls[1]" });
  });

  it("W-17 a raise on the Incapacitation roll: the injury lasts 24 hours or until healed", () => {
    const out = wildCard({ wounds: 3, incapacitated: true }, { vigor: d(12) });
    const roll = incapacitationRoll(out, [{ chain: [12, 3], wildChain: [2] }], { roll2d6: 2 });
    expect(roll.result).toMatchObject({ total: 12, raises: 2, outcome: "injuredBriefly" });
    expect(roll.result.injury).toMatchObject({ duration: "untilHealedOr24h", hoursLeft: 24 });
  });

  it("W-18 Aces: Red's Athletics roll totals 14 with two raises", () => {
    const red = wildCard({}, { athletics: d(8) });
    expect(actorRolls(red, "athletics", [{ chain: [8, 4], wildChain: [6, 6, 2] }]).best).toMatchObject({ traitTotal: 12, wildTotal: 14, total: 14, raises: 2, kept: "wild" });
  });

  it("W-19 a failed Shaken recovery", () => {
    const red = wildCard({ wounds: 1, shaken: true });
    const { result, patch } = shakenRecovery(red, [{ chain: [3], wildChain: [4] }]);
    expect(result).toMatchObject({ total: 3, success: false });
    expect(applyPatch(red, patch).shaken).toBe(true);
  });

  it("W-20 Toughness from Vigor, armor and AP", () => {
    expect(toughnessOf(wildCard())).toBe(5);
    expect(toughnessOf(wildCard({ armor: 2 }, { vigor: d(8) }))).toBe(8);
    expect(toughnessOf(wildCard({}, { vigor: d(12, 2) }))).toBe(9);
    expect(toughnessOf(wildCard({ armor: 2 }), 4)).toBe(5);
  });

  it("W-21 a Resilient Extra carries one Wound, then is taken out", () => {
    const grunt = extra({ woundCapacity: 1 });
    const first = hit(grunt, 9).after;
    expect(track(first)).toEqual({ wounds: 1, shaken: true, incapacitated: false });
    expect(track(hit(first, 9).after)).toEqual({ wounds: 1, shaken: false, incapacitated: true });
  });

  it("W-22 a critical failure on the Soak: nothing soaked, the Benny spent, no reroll", () => {
    const red = wildCard();
    const { result, patch } = applyDamage(red, { damage: 9, toughness: 5, soak: { rolls: [{ chain: [1], wildChain: [1] }] } });
    expect(result.soak).toMatchObject({ criticalFailure: true, soaked: 0, benniesSpent: 1 });
    expect(applyPatch(red, patch)).toMatchObject({ wounds: 1, bennies: 2 });
    expect(thrown(() => soak(red, 1, { rolls: [{ chain: [1], wildChain: [1] }, { chain: [6, 2], wildChain: [3] }] }))).toEqual({ code: "reroll.criticalFailure", path: "soak.rolls[1]" });
  });

  it("W-23 a damage roll with Strength, a long sword and the attack's raise", () => {
    const roll = damageRoll({ strengthDie: { sides: 8, chain: [8, 2] }, dice: [{ sides: 8, chain: [5] }], attackRaise: [6, 6, 1] });
    expect(roll.damage).toBe(28);
    const target = wildCard({}, { vigor: d(12) });
    expect(toughnessOf(target)).toBe(8);
    const { result, patch } = applyDamage(target, { damage: roll.damage, toughness: 8 });
    expect(result.outcome).toMatchObject({ margin: 20, raises: 5, wounds: 5 });
    expect(track(applyPatch(target, patch))).toEqual({ wounds: 3, shaken: false, incapacitated: true });
  });

  it("W-24 bad input is refused with its code, and nothing changes", () => {
    const red = wildCard();
    const before = structuredClone(red);
    expect(thrown(() => actorRolls(red, "vigor", [{ chain: [8], wildChain: [2] }]))).toEqual({ code: "dice.badChain", path: "dice[0].chain[0]" });
    expect(thrown(() => actorRolls(red, "vigor", [{ chain: [6], wildChain: [2] }]))).toEqual({ code: "dice.badChain", path: "dice[0].chain[0]" });
    expect(thrown(() => actorRolls(red, "vigor", [{ chain: [3] }]))).toEqual({ code: "dice.wildDieMissing", path: "dice[0].wildChain" });
    expect(thrown(() => spendBennies(wildCard({ bennies: 0 })))).toEqual({ code: "benny.none", path: "state.bennies" });
    expect(thrown(() => injuryTable(red, { roll2d6: 13 }, "permanent"))).toEqual({ code: "injury.badRoll", path: "roll2d6" });
    expect(red).toEqual(before);
  });
});
