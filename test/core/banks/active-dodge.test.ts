import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ATTACK_ACTIONS, DODGE_SPECS, activeDodgeFits, activeDodgeOutcome, payBid, validateActiveDodgeRoll } from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { life, thrown } from "./fixtures";

const tomas = life({ skills: { "Melee Combat": 3 } });
const roll = (dice: number[], spec = "dodge") => validateActiveDodgeRoll({ spec, pool: { attribute: "REA", skill: "Melee Combat", bonus: 0 }, dice });

describe("Active Dodge/Parry", () => {
  it("REA 3 + Melee 3 = 6 dice; the hits become the bank for the chosen specialization", () => {
    expect(activeDodgeOutcome(roll([6, 5, 1, 2, 3, 4], "weaponParry"), tomas)).toEqual({ result: { hits: 2, poolSize: 6 }, patch: { activeDodgeBank: { spec: "weaponParry", hits: 2 } } });
    expect(activeDodgeOutcome(roll([1, 2, 3, 4, 4, 4]), tomas).patch).toEqual({ activeDodgeBank: null });
    expect(thrown(() => activeDodgeOutcome(roll([6, 6]), tomas))).toEqual({ code: "dice.count", path: "activeDodge.dice" });
    expect(thrown(() => validateActiveDodgeRoll({ spec: "block", pool: { attribute: "REA", skill: null }, dice: [] }))).toEqual({ code: "card.state", path: "activeDodge.spec" });
  });

  it("which attacks each specialization may answer", () => {
    expect(ATTACK_ACTIONS.filter((a) => activeDodgeFits("weaponParry", a))).toEqual(["strike", "meleeWeaponAttack", "brawl"]);
    expect(ATTACK_ACTIONS.filter((a) => activeDodgeFits("unarmedParry", a))).toEqual(["strike", "meleeWeaponAttack", "brawl", "grapple"]);
    expect(ATTACK_ACTIONS.filter((a) => activeDodgeFits("rangedDeflect", a))).toEqual(["fireSimpleWeapon", "quickDrawFire", "burstFire", "fullAutoFire", "throwObject", "hurl"]);
    // A bid against an escape or a throw is strength (BOD per IP), not a dodge.
    expect(ATTACK_ACTIONS.filter((a) => !activeDodgeFits("dodge", a))).toEqual(["escapeGrapple", "throwGrappledTarget"]);
  });

  it("property: a fitting bank pays a bid before IP, and never more than it holds", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DODGE_SPECS), fc.constantFrom(...ATTACK_ACTIONS), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 8 }), (spec, action, hits, ip, bid) => {
        const defender = { ...life(), ip, activeDodgeBank: { spec, hits } };
        const fits = activeDodgeFits(spec, action);
        const available = ip + (fits ? hits : 0);
        if (bid > available) return thrown(() => payBid({ defender, bid, activeDodgeFits: fits })).code === "bid.tooLarge";
        const { result, patches } = payBid({ defender, bid, activeDodgeFits: fits });
        const after = applyPatch(defender, patches.defender);
        expect(result.fromActiveDodge).toBe(fits ? Math.min(hits, bid) : 0);
        expect(after.ip).toBe(ip - result.fromIp);
        expect(after.ip).toBeGreaterThanOrEqual(0);
        return true;
      }),
    );
  });
});
