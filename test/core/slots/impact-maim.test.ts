import { describe, expect, it } from "vitest";
import { attackOf } from "../../../src/core/slots/attack";
import { defaultSlotsItem } from "../../../src/core/slots/item";
import { impactMaimOf, maimOf } from "../../../src/core/slots/maim";
import { actor } from "./support";

/**
 * The seed (004, Impact): "Impact AoE may Maim Unarmored Victims. 50% Chance without them being
 * Vulnerable, 100% Chance on Vulnerable." So an Impact's maim does not need a Vulnerable target,
 * unlike a Maim effect chosen on a Vulnerable one (§5.12), which still does.
 */
const leg = { kind: "breakage" as const, part: "leg", side: "right" as const };
const hammer = { ...defaultSlotsItem(), cost: "3AS", types: ["striking"], aoe: "impact" as const, damage: { die: 0, potency: false, flat: 10 } };
const attacker = actor({ accuracy: 2, agility: 2, actionSlots: 7, phase: "active" });
const hit = (maim: number, target = actor()) => attackOf({ attacker, target, item: hammer, rolls: { accuracy: 15, maim, impactMaim: leg }, time: "active", round: 2, targetIsConstruct: false, accuracyBonus: 0 });

describe("an Impact's maim (seed: 50% not Vulnerable, 100% Vulnerable, unarmored only)", () => {
  it("a Maim effect still needs a Vulnerable target; an Impact's maim does not", () => {
    expect(() => maimOf(actor(), leg, 1)).toThrow(expect.objectContaining({ code: "target.notVulnerable" }));
    expect(impactMaimOf(actor(), leg, 1).patch.maims).toEqual([{ ...leg, bleedOut: null }]);
  });

  it("on a healthy unarmored target a natural 50 maims and 51 does not", () => {
    expect(hit(50).result.maimed).toEqual({ ...leg, bleedOut: null });
    expect(hit(50).target.maims).toEqual([{ ...leg, bleedOut: null }]);
    expect(hit(51).result.maimed).toBeNull();
    expect(hit(51).target.maims).toBeUndefined();
  });

  it("a target Vulnerable before the hit is maimed on any natural; an armored one never", () => {
    expect(hit(100, actor({ vulnerableByEffect: true })).result.maimed).not.toBeNull();
    expect(hit(1, actor({ armor: { durability: 40, maxDurability: 40 } })).result.maimed).toBeNull();
  });

  it("an Impact that kills maims nothing more; one without a named maim rolls nothing", () => {
    expect(hit(1, actor({ hp: 5 })).result.maimed).toBeNull();
    const bare = attackOf({ attacker, target: actor(), item: hammer, rolls: { accuracy: 15 }, time: "active", round: 2, targetIsConstruct: false, accuracyBonus: 0 });
    expect(bare.result.maimed).toBeNull();
  });
});
