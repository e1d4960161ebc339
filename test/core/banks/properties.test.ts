// Invariants of the banks core (docs/rules/banks.md §6), stated in the test names.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type BanksActor,
  type BanksEncounter,
  DAMAGE_LETTERS,
  SIZE_CLASSES,
  actionCost,
  applyDamage,
  banksTurnOrder,
  combatantEffectiveIp,
  formatDamageCode,
  isEligible,
  payBid,
  payCost,
  validateBanksActor,
} from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import type { CombatView } from "../../../src/core/ruleset";
import { life, teamRef } from "./fixtures";

const attrs = fc.record({ WIL: fc.integer({ min: 0, max: 10 }), BOD: fc.integer({ min: 0, max: 10 }) });

/** A valid living or machine actor with arbitrary damage already taken. */
const damagedActor = fc
  .record({ attrs, kind: fc.constantFrom("life" as const, "machine" as const, "vehicle" as const), stunPart: fc.nat(20), physPart: fc.nat(20), bleed: fc.nat(12), sensory: fc.nat(5), armor: fc.nat(4), size: fc.constantFrom(...SIZE_CLASSES) })
  .map(({ attrs: a, kind, stunPart, physPart, bleed, sensory, armor, size }): BanksActor =>
    life({
      kind,
      attributes: a,
      stun: kind === "life" ? stunPart % (2 * a.WIL + 1) : 0,
      physical: physPart % (2 * a.BOD + 1),
      bleedingOut: kind === "life" ? bleed : 0,
      maxBleedingOut: kind === "life" ? bleed : 0,
      sensory,
      armor: { all: armor },
      sizeClass: size,
    }),
  );

const code = fc.array(fc.record({ amount: fc.nat(15), letter: fc.constantFrom(...DAMAGE_LETTERS) }), { minLength: 1, maxLength: 4 }).map(formatDamageCode);

describe("banks invariants", () => {
  test("a bank is never negative after a legal spend", () => {
    fc.assert(
      fc.property(fc.nat(12), fc.integer({ min: -4, max: 8 }), fc.nat(3), fc.nat(5), fc.nat(25), (ip, bank, chutzpah, dodgeHits, want) => {
        const actor = life({ ip, chutzpah, teamId: "t1", activeDodgeBank: dodgeHits > 0 ? { spec: "Dodge", hits: dodgeHits } : null });
        const team = teamRef(bank);
        const cost = want % (ip + Math.max(0, bank) + 1);
        const paid = payCost({ actor, team, cost });
        const after = applyPatch(actor, paid.patches.actor);
        validateBanksActor(after);
        expect(after.ip).toBeGreaterThanOrEqual(0);
        expect(applyPatch(team.state, paid.patches.team).bank).toBeGreaterThanOrEqual(Math.min(0, bank));

        const bid = want % (dodgeHits + ip + chutzpah + Math.max(0, bank) + 1);
        const dodged = payBid({ defender: actor, team, bid, chutzpah, activeDodgeFits: true });
        const defender = applyPatch(actor, dodged.patches.defender);
        validateBanksActor(defender);
        expect(defender.ip).toBeGreaterThanOrEqual(0);
        expect(defender.chutzpah).toBeGreaterThanOrEqual(0);
        expect(defender.activeDodgeBank?.hits ?? 0).toBeGreaterThanOrEqual(0);
        expect(applyPatch(team.state, dodged.patches.team).bank).toBeGreaterThanOrEqual(Math.min(0, bank));
        const r = dodged.result;
        expect(r.fromActiveDodge + r.fromIp + r.fromTeam).toBe(bid);
      }),
      { numRuns: 500 },
    );
  });

  test("Blitz cost doubles with each action", () => {
    fc.assert(
      fc.property(fc.constantFrom("free" as const, "simple" as const, "complex" as const), fc.integer({ min: 1, max: 6 }), fc.nat(3), fc.nat(8), fc.boolean(), (kind, base, sizeSteps, k, fullCoverAttack) => {
        const at = (blitzCount: number) => actionCost({ kind, base, blitzCount, sizeSteps, fullCoverAttack }).cost;
        if (kind === "free" && k === 0) expect(at(1)).toBe(2 ** sizeSteps);
        else expect(at(k + 1)).toBe(2 * at(k));
      }),
      { numRuns: 500 },
    );
  });

  test("turn order is a permutation of the eligible combatants", () => {
    const combatant = fc.record({
      ip: fc.nat(6),
      teamed: fc.boolean(),
      isPlayer: fc.boolean(),
      chutzpah: fc.nat(2),
      REA: fc.nat(3),
      acted: fc.boolean(),
      passed: fc.boolean(),
      unconscious: fc.boolean(),
      defeated: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(combatant, { maxLength: 8 }), fc.integer({ min: -3, max: 4 }), fc.nat(1000), (list, bank, seed) => {
        const ids = list.map((_, i) => `c${i}`);
        const encounter: BanksEncounter = { teams: { t1: { leaderId: null, bank, usedTactics: [], members: ids.filter((_, i) => list[i]?.teamed === true) } }, timeClass: "B", medTL: 0, ambushers: [] };
        const view: CombatView<BanksActor, BanksEncounter> = {
          round: 2,
          turn: null,
          encounter,
          combatants: list.map((c, i) => ({
            id: `c${i}`,
            actorId: `a${i}`,
            name: `C${i}`,
            isPlayer: c.isPlayer,
            defeated: c.defeated,
            initiative: null,
            state: life({ ip: c.ip, teamId: "t1", isPlayer: false, chutzpah: c.chutzpah, attributes: { REA: c.REA }, unconscious: c.unconscious, turn: { blitzCount: 0, acted: c.acted, passed: c.passed, attackedThisRound: false, ran: false } }),
          })),
        };
        const order = banksTurnOrder(view, createRng(seed));
        expect([...order].sort()).toEqual([...ids].sort());
        const eligible = view.combatants.filter(isEligible);
        const done = view.combatants.filter((c) => c.state.turn.acted || c.state.turn.passed).length;
        const segment = order.slice(done, done + eligible.length);
        expect([...segment].sort()).toEqual(eligible.map((c) => c.id).sort());
        const eff = segment.map((id) => combatantEffectiveIp(view.combatants.find((c) => c.id === id)!, encounter));
        for (let i = 1; i < eff.length; i++) expect(eff[i - 1]!).toBeGreaterThanOrEqual(eff[i]!);
      }),
      { numRuns: 500 },
    );
  });

  test("damage application never increases a target's health", () => {
    fc.assert(
      fc.property(damagedActor, code, fc.boolean(), fc.constantFrom(...SIZE_CLASSES), fc.nat(3), (target, damage, critical, weaponSizeClass, medTL) => {
        const { patch } = applyDamage({ target, components: damage, critical, weaponSizeClass, medTL });
        const after = validateBanksActor(applyPatch(target, patch));
        for (const key of ["stun", "physical", "bleedingOut", "maxBleedingOut", "sensory"] as const) expect(after[key]).toBeGreaterThanOrEqual(target[key]);
        for (const key of ["unconscious", "dead", "destroyed"] as const) if (target[key]) expect(after[key]).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
