/**
 * Grapples and throws (docs/rules/banks.md §6.17, SEED "Grappling"). A successful Grapple puts the
 * net hits in a Grappling Bank (DECISION: mirrored on both combatants' `grapple.bank`); the
 * grappler stays free only on a critical. Escapes wear the bank down by net hits; a throw
 * knocks prone and either drains IP or deals `(BOD + net) I`.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { requireString } from "./checks";
import type { DamageChart } from "./damage-chart";
import { type ApplyDamageResult, applyDamage } from "./damage";
import { type TestInput, type TestResult, checkTest, computeTest } from "./pool-test";
import type { BanksActor, BanksActorPatch } from "./state";
import { requireCapable, validateBanksActor } from "./state-validation";
import { grappleThrowCode } from "./unarmed";

type Pair = { grappler: BanksActorPatch; target: BanksActorPatch };

export type GrappleInput = { grappler: BanksActor; target: BanksActor; grapplerId: string; targetId: string; test: TestInput };

/** Grapple (Complex 2): AGI + Melee(Grappling) against the target's bid threshold. */
export function grapple(input: GrappleInput, path = "grapple"): { result: { test: TestResult; success: boolean; entangled: boolean }; patches: Pair } {
  requireRecord(input, path);
  const grappler = validateBanksActor(input.grappler, `${path}.grappler`);
  validateBanksActor(input.target, `${path}.target`);
  const grapplerId = requireString(input.grapplerId, `${path}.grapplerId`, "input.invalid");
  const targetId = requireString(input.targetId, `${path}.targetId`, "input.invalid");
  checkTest(input.test, `${path}.test`);
  requireCapable(grappler, `${path}.grappler`, "grapple");
  const test = computeTest(input.test);
  if (!test.success) return { result: { test, success: false, entangled: false }, patches: { grappler: {}, target: {} } };
  const bank = test.net;
  return {
    result: { test, success: true, entangled: !test.critical },
    patches: { grappler: { grapple: { role: "grappler", otherId: targetId, bank } }, target: { grapple: { role: "grappled", otherId: grapplerId, bank } } },
  };
}

function requireHold(grappled: BanksActor, grappler: BanksActor, path: string): number {
  if (grappled.grapple?.role !== "grappled") throw new RulesInputError("input.invalid", `${path}.grappled.grapple`, "This character is not grappled");
  if (grappler.grapple?.role !== "grappler") throw new RulesInputError("input.invalid", `${path}.grappler.grapple`, "This character holds no one");
  return grappler.grapple.bank;
}

function requireGrapple(actor: BanksActor): NonNullable<BanksActor["grapple"]> {
  if (actor.grapple === null) throw new RulesInputError("input.invalid", "grapple", "No grapple to update");
  return actor.grapple;
}

export type EscapeInput = { grappled: BanksActor; grappler: BanksActor; test: TestInput };

/** Escape Grapple (Complex 2): each net hit removes 1 from the bank; at 0 both are free. */
export function escapeGrapple(input: EscapeInput, path = "escape"): { result: { test: TestResult; bank: number; free: boolean }; patches: Pair } {
  requireRecord(input, path);
  const grappled = validateBanksActor(input.grappled, `${path}.grappled`);
  const grappler = validateBanksActor(input.grappler, `${path}.grappler`);
  const bank = requireHold(grappled, grappler, path);
  checkTest(input.test, `${path}.test`);
  requireCapable(grappled, `${path}.grappled`, "escape");
  const test = computeTest(input.test);
  const left = Math.max(0, bank - test.net);
  if (left === bank) return { result: { test, bank, free: false }, patches: { grappler: {}, target: {} } };
  if (left === 0) return { result: { test, bank: 0, free: true }, patches: { grappler: { grapple: null }, target: { grapple: null } } };
  const held = { grappler: { ...requireGrapple(grappler), bank: left }, target: { ...requireGrapple(grappled), bank: left } };
  return { result: { test, bank: left, free: false }, patches: { grappler: { grapple: held.grappler }, target: { grapple: held.target } } };
}

export type ThrowGrappledInput = {
  thrower: BanksActor;
  target: BanksActor;
  /** AGI + Melee(Throwing) against the target's bid × BOD (+1 base). */
  test: TestInput;
  choice: "ip" | "damage";
  medTL?: number;
  chart?: DamageChart;
};

export type ThrowGrappledResult = { test: TestResult; success: boolean; ipLost: number; damage: ApplyDamageResult | null; code: string | null; freeEscape: boolean };

/** Throw Grappled Target (Complex 3): prone plus IP loss or `(BOD + net) I`; a failure gives a free escape. */
export function throwGrappled(input: ThrowGrappledInput, path = "throwGrappled"): { result: ThrowGrappledResult; patches: Pair } {
  requireRecord(input, path);
  const thrower = validateBanksActor(input.thrower, `${path}.thrower`);
  const target = validateBanksActor(input.target, `${path}.target`);
  requireHold(target, thrower, path);
  checkTest(input.test, `${path}.test`);
  if (input.medTL !== undefined) requireInt(input.medTL, `${path}.medTL`, "input.invalid", { min: 0 });
  if (input.choice !== "ip" && input.choice !== "damage") throw new RulesInputError("input.invalid", `${path}.choice`, `${path}.choice must be ip or damage`);
  requireCapable(thrower, `${path}.thrower`, "throw");
  const test = computeTest(input.test);
  const none = { test, success: false, ipLost: 0, damage: null, code: null, freeEscape: true };
  if (!test.success) return { result: none, patches: { grappler: {}, target: {} } };
  if (input.choice === "ip") {
    const ip = Math.max(0, target.ip - test.net);
    return { result: { ...none, success: true, freeEscape: false, ipLost: target.ip - ip }, patches: { grappler: {}, target: { prone: true, ip } } };
  }
  const code = grappleThrowCode(thrower.attributes.BOD, test.net);
  const applied = applyDamage({ target, components: code, ...(input.medTL === undefined ? {} : { medTL: input.medTL }), ...(input.chart === undefined ? {} : { chart: input.chart }) }, path);
  return { result: { ...none, success: true, freeEscape: false, damage: applied.result, code }, patches: { grappler: {}, target: { ...applied.patch, prone: true } } };
}
