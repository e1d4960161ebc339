// The procedures around a hit (rules/wounds.md §5.3–§5.10, §7): Bennies, healing, time, Undo.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPatch, invertPatch } from "../../../src/core/patch";
import {
  applyDamage,
  bleedingOutRoll,
  dailyRecoveryRoll,
  d,
  heal,
  incapacitationRoll,
  passHours,
  setHold,
  shakenRecovery,
  defaultWoundsEncounter,
  soak,
  stabilise,
  turnStartPrompt,
  unshakeWithBenny,
  woundsStatuses,
  WOUNDS_BARS,
} from "../../../src/core/wounds";
import { extra, thrown, wildCard } from "./fixtures";

const healer = (chain: number[], wildChain: number[]) => ({ die: d(8), chain, wildChain, isWildCard: true as const, modifier: 0 });

describe("Soak rules (rules/wounds.md §5.3)", () => {
  it("refuses a Soak of a hit without Wounds, a second Soak, an Extra's, and one without Bennies", () => {
    const roll = [{ chain: [5], wildChain: [2] }];
    expect(thrown(() => soak(wildCard(), 0, { rolls: roll }))).toEqual({ code: "soak.notAllowed", path: "pendingWounds" });
    expect(thrown(() => soak(wildCard(), 1, { rolls: roll }, true))).toEqual({ code: "soak.notAllowed", path: "alreadySoaked" });
    expect(thrown(() => soak(extra({ bennies: 2 }), 1, { rolls: [{ chain: [5] }] }))).toEqual({ code: "soak.notAllowed", path: "state.isWildCard" });
    expect(thrown(() => soak(wildCard({ bennies: 0 }), 1, { rolls: roll }))).toEqual({ code: "soak.notAllowed", path: "soak.rolls" });
    expect(thrown(() => applyDamage(wildCard(), { damage: 6, toughness: 5, soak: { rolls: roll } }))).toEqual({ code: "soak.notAllowed", path: "pendingWounds" });
  });

  it("a Wild Card NPC soaks with the GM's Benny and keeps its own; rerolls keep the best", () => {
    const npc = wildCard({ bennies: 0 });
    const { result, patch } = applyDamage(npc, { damage: 9, toughness: 5, soak: { rolls: [{ chain: [2], wildChain: [1] }, { chain: [5], wildChain: [3] }], fromGmPool: true } });
    expect(result.soak).toMatchObject({ total: 5, soaked: 1, benniesSpent: 2, fromGmPool: true });
    expect(patch).toEqual({});
  });
});

describe("hits on someone already out (DECISION 4)", () => {
  it("a Wild Card rolls for Incapacitation again, keeps its Wounds, and a worse roll makes it Bleed Out", () => {
    const out = wildCard({ wounds: 3, incapacitated: true });
    const { result, patch } = applyDamage(out, { damage: 9, toughness: 5 });
    expect(result.needsIncapacitationRoll).toBe(true);
    expect(patch).toEqual({});
    const again = incapacitationRoll(out, [{ chain: [2], wildChain: [3] }], { roll2d6: 10 });
    expect(applyPatch(out, again.patch)).toMatchObject({ bleedingOut: true, injuries: [{ effect: "slowMinor", duration: "permanent" }] });
    // A better roll never stops a bleeding that already runs.
    const bleeding = wildCard({ wounds: 3, incapacitated: true, bleedingOut: true });
    expect(incapacitationRoll(bleeding, [{ chain: [6, 5], wildChain: [3] }], { roll2d6: 2 }).patch.bleedingOut).toBeUndefined();
  });

  it("an Extra out of the fight is unaffected, and the dead take nothing", () => {
    expect(applyDamage(extra({ incapacitated: true }), { damage: 20, toughness: 5 }).result.needsIncapacitationRoll).toBe(false);
    expect(applyDamage(wildCard({ dead: true, incapacitated: true, wounds: 3 }), { damage: 20, toughness: 5 })).toMatchObject({ patch: {}, result: { ignored: true } });
    expect(thrown(() => bleedingOutRoll(wildCard({ dead: true, wounds: 3, incapacitated: true, bleedingOut: true }), [{ chain: [5], wildChain: [2] }]))).toEqual({ code: "actor.dead", path: "state.dead" });
  });
});

describe("Shaken, Bleeding Out and the start of a turn (rules/wounds.md §5.8, §5.9, §7)", () => {
  it("Bleeding Out comes before Shaken; the Incapacitated make no recovery roll", () => {
    expect(turnStartPrompt(wildCard({ shaken: true }))).toBe("wounds.shakenRecovery");
    expect(turnStartPrompt(wildCard({ wounds: 3, incapacitated: true, bleedingOut: true }))).toBe("wounds.bleedingOut");
    expect(turnStartPrompt(wildCard({ wounds: 3, incapacitated: true, shaken: true }))).toBeNull();
    expect(turnStartPrompt(wildCard())).toBeNull();
  });

  it("a Joker's +2 counts on the recovery and Bleeding Out rolls of its turn", () => {
    const shaken = wildCard({ shaken: true });
    expect(shakenRecovery(shaken, [{ chain: [2], wildChain: [1] }]).result.success).toBe(false);
    expect(shakenRecovery(shaken, [{ chain: [2], wildChain: [1] }], 2).patch).toEqual({ shaken: false });
    const bleeding = wildCard({ wounds: 3, incapacitated: true, bleedingOut: true });
    expect(bleedingOutRoll(bleeding, [{ chain: [5], wildChain: [2] }], 2).result.outcome).toBe("survives");
    expect(bleedingOutRoll(bleeding, [{ chain: [5], wildChain: [2] }]).result.outcome).toBe("dies");
  });

  it("a Benny clears Shaken at any time; without one it is refused", () => {
    expect(unshakeWithBenny(wildCard({ shaken: true }))).toEqual({ bennies: 2, shaken: false });
    expect(unshakeWithBenny(wildCard({ shaken: true, bennies: 0 }), true)).toEqual({ shaken: false });
    expect(thrown(() => unshakeWithBenny(wildCard({ shaken: true, bennies: 0 })))).toEqual({ code: "benny.none", path: "state.bennies" });
  });

  it("stabilising and the daily Vigor roll", () => {
    const bleeding = wildCard({ wounds: 3, incapacitated: true, bleedingOut: true });
    expect(stabilise(bleeding)).toEqual({ bleedingOut: false });
    const stable = wildCard({ wounds: 3, incapacitated: true });
    expect(dailyRecoveryRoll(stable, [{ chain: [6, 6, 2], wildChain: [1] }]).patch).toEqual({ incapacitated: false });
    expect(dailyRecoveryRoll(stable, [{ chain: [3], wildChain: [4] }]).patch).toEqual({});
  });

  it("a Hold is kept and given up", () => {
    const held = setHold(defaultWoundsEncounter(), "a", true);
    expect(held.onHold).toEqual(["a"]);
    expect(setHold(held, "a", false).onHold).toEqual([]);
  });
});

describe("healing (rules/wounds.md §7)", () => {
  it("a success heals one Wound, a raise two; the last Wound ends the injuries that wait for it", () => {
    const hurt = wildCard({ wounds: 2, injuries: [
      { roll2d6: 7, subRoll: 3, location: "guts", effect: "vigorDown", duration: "untilHealed" },
      { roll2d6: 2, location: "unmentionables", effect: "none", duration: "permanent" },
    ] });
    const one = heal(hurt, healer([5], [2]));
    expect(one.patch).toEqual({ wounds: 1 });
    const two = heal(hurt, healer([8, 1], [2]));
    expect(two.result).toMatchObject({ healed: 2, injuriesEnded: 1 });
    expect(applyPatch(hurt, two.patch).injuries.map((i) => i.duration)).toEqual(["permanent"]);
    expect(heal(hurt, healer([2], [3])).patch).toEqual({});
  });

  it("the 24-hour injuries count down with world time", () => {
    const state = wildCard({ wounds: 1, injuries: [{ roll2d6: 10, location: "leg", effect: "slowMinor", duration: "untilHealedOr24h", hoursLeft: 24 }] });
    expect(passHours(state, 10)).toEqual({ injuries: [{ roll2d6: 10, location: "leg", effect: "slowMinor", duration: "untilHealedOr24h", hoursLeft: 14 }] });
    expect(passHours(state, 30)).toEqual({ injuries: [] });
    expect(passHours(state, 0)).toEqual({});
  });
});

describe("bars, statuses and Undo", () => {
  it("the token bar is Wounds out of the capacity; statuses show the worst first", () => {
    expect(WOUNDS_BARS.read(wildCard({ wounds: 2 }))).toEqual({ wounds: { value: 2, max: 3 } });
    expect(WOUNDS_BARS.set(wildCard(), "wounds", 9)).toEqual({ wounds: 3 });
    expect(woundsStatuses(wildCard({ shaken: true }))).toEqual(["shaken"]);
    expect(woundsStatuses(wildCard({ wounds: 3, incapacitated: true, bleedingOut: true }))).toEqual(["incapacitated", "bleedingOut"]);
    expect(woundsStatuses(wildCard({ dead: true }))).toEqual(["dead"]);
  });

  it("property: the inverse patch of a hit restores Wounds, Shaken, Incapacitation, injuries and Bennies exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 5 }), (wounds, shaken, damage, last) => {
        const before = wildCard({ wounds, shaken }, { vigor: d(8) });
        const hit = applyDamage(before, { damage, toughness: 6 });
        let after = applyPatch(before, hit.patch);
        let undo = [invertPatch(before, hit.patch)];
        if (hit.result.needsIncapacitationRoll) {
          const roll = incapacitationRoll(after, [{ chain: [last], wildChain: [2] }], { roll2d6: 12, subRoll: 4 });
          undo = [invertPatch(after, roll.patch), ...undo];
          after = applyPatch(after, roll.patch);
        }
        const restored = undo.reduce((s, p) => applyPatch(s, p), after);
        expect(restored).toEqual(before);
      }),
    );
  });
});
