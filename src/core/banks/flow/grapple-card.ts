/**
 * The grapple actions through the attack card (docs/rules/banks.md §6.17): Grapple holds the target
 * with a bank of the net hits (the grappler is entangled too unless the roll was critical);
 * Escape Grapple wears that bank down; Throw Grappled Target knocks the target prone and drains
 * its IP or deals (BOD + net) I. Both combatants change, so the outcome carries both patches.
 */
import { RulesInputError, requireInt, requireRecord } from "../../errors";
import type { ApplyDamageResult } from "../damage";
import type { DamageChart } from "../damage-chart";
import { escapeGrapple, grapple, throwGrappled } from "../grapple";
import type { TestInput, TestResult } from "../pool-test";
import type { BanksActor, BanksActorPatch } from "../state";
import { type GrappleAction, isGrappleAction } from "./attack-card";
import { validateBanksActor } from "../state-validation";

export interface GrappleOutcome {
  readonly kind: GrappleAction;
  readonly test: TestResult;
  readonly success: boolean;
  /** Grapple: the grappler is held too (no critical). */
  readonly entangled: boolean;
  /** The Grappling Bank after the action (0 when free). */
  readonly bank: number | null;
  readonly free: boolean;
  /** Throw: IP drained, or the damage dealt and its code. */
  readonly ipLost: number;
  readonly damage: ApplyDamageResult | null;
  readonly code: string | null;
  readonly patch: BanksActorPatch;
  readonly attackerPatch: BanksActorPatch;
}

export interface GrappleContext {
  readonly attacker: BanksActor;
  readonly target: BanksActor;
  readonly attackerId: string;
  readonly targetId: string;
  readonly throwChoice: "ip" | "damage";
  readonly medTL?: number;
  readonly chart?: DamageChart;
}

/**
 * Whether `attacker` may make this grapple action against `targetId` before anything is paid:
 * an escape needs the attacker held by that target, a throw needs it holding that target, and a
 * new grapple a hand free of anyone else (§6.17).
 */
export function requireGrappleHold(kind: GrappleAction, attacker: BanksActor, targetId: string, path = "grapple"): void {
  validateBanksActor(attacker, `${path}.attacker`);
  const hold = attacker.grapple;
  if (kind === "escapeGrapple" && (hold?.role !== "grappled" || hold.otherId !== targetId)) {
    throw new RulesInputError("grapple.notHeld", path, "Escape Grapple needs the attacker held in a grapple by its target");
  }
  if (kind === "throwGrappledTarget" && (hold?.role !== "grappler" || hold.otherId !== targetId)) {
    throw new RulesInputError("grapple.notHeld", path, "Throw Grappled Target needs the attacker to hold its target in a grapple");
  }
  if (kind === "grapple" && hold !== null && hold.otherId !== targetId) {
    throw new RulesInputError("grapple.notHeld", path, "A character already in a grapple with someone else cannot grapple another");
  }
}

export function grappleOutcome(kind: GrappleAction, test: TestInput, ctx: GrappleContext, path = "grapple"): GrappleOutcome {
  if (!isGrappleAction(kind)) throw new RulesInputError("action.invalid", `${path}.kind`, `${path}.kind is not a grapple action`);
  const c = requireRecord(ctx, `${path}.context`);
  validateBanksActor(c["attacker"], `${path}.context.attacker`);
  validateBanksActor(c["target"], `${path}.context.target`);
  if (c["medTL"] !== undefined) requireInt(c["medTL"], `${path}.context.medTL`, "input.invalid", { min: 0 });
  const none = { kind, entangled: false, bank: null, free: false, ipLost: 0, damage: null, code: null };
  if (kind === "grapple") {
    const { result, patches } = grapple({ grappler: ctx.attacker, target: ctx.target, grapplerId: ctx.attackerId, targetId: ctx.targetId, test }, path);
    return { ...none, test: result.test, success: result.success, entangled: result.entangled, bank: result.success ? result.test.net : null, patch: patches.target, attackerPatch: patches.grappler };
  }
  if (kind === "escapeGrapple") {
    const { result, patches } = escapeGrapple({ grappled: ctx.attacker, grappler: ctx.target, test }, path);
    return { ...none, test: result.test, success: result.test.success, bank: result.bank, free: result.free, patch: patches.grappler, attackerPatch: patches.target };
  }
  const extra = { ...(ctx.medTL === undefined ? {} : { medTL: ctx.medTL }), ...(ctx.chart === undefined ? {} : { chart: ctx.chart }) };
  const { result, patches } = throwGrappled({ thrower: ctx.attacker, target: ctx.target, test, choice: ctx.throwChoice, ...extra }, path);
  return { ...none, test: result.test, success: result.success, ipLost: result.ipLost, damage: result.damage, code: result.code, free: result.freeEscape, patch: patches.target, attackerPatch: patches.grappler };
}
