/**
 * Vulnerable targets (docs/rules/slots.md §5.12): Maims (Sensory Deprivation, Dismemberment with its
 * 24-round bleed-out, Breakage), what lost limbs cost, and Cinematic Execution.
 */
import { RulesInputError } from "../errors";
import { type CostTriple, parseCost } from "./cost";
import { type SpendTime, paymentOf } from "./spend";
import { field, requireBool, requireOneOf, requireRecord, requireText, requireWhole } from "./shape";
import { LIMITS, MAIM_KINDS, type Maim, SIDES, type SlotsActor, type SlotsActorPatch, isVulnerable } from "./state";
import { validateSlotsActor } from "./state-validation";

/** SEED: a lost limb bleeds out in two minutes, 24 Full Rounds. */
export const BLEED_OUT_ROUNDS = 24;
/** SEED: Sensory Deprivation is −5 on every check of that sense. */
export const SENSORY_PENALTY = 5;
/** DECISION §8.12: the base movement price (unpublished). */
export const BASE_MOVEMENT = "1AS|2RS|4FP";
export const ONE_LEG_MOVEMENT = "3AS|6RS|9FP";
export const BOTH_LEGS_MOVEMENT = "4AS|8RS|12FP";
/** SEED: Cinematic Execution is 3AS, Active Phase only; Non-Lethal leaves the victim unconscious 10 hours. */
export const EXECUTION_COST = "3AS";
export const KNOCKOUT_HOURS = 10;

export function requireVulnerable(target: SlotsActor, path: string): void {
  if (!isVulnerable(target)) throw new RulesInputError("target.notVulnerable", path, "Only a Vulnerable character (0 HP, or by an effect) can be maimed or executed");
}

/** §5.12 on trusted input: the maim, with a bleed-out from round `round` for a dismemberment. */
export function maimOf(target: SlotsActor, maim: Omit<Maim, "bleedOut">, round: number): { result: Maim; patch: SlotsActorPatch } {
  requireVulnerable(target, "target");
  return impactMaimOf(target, maim, round);
}

/**
 * SEED ("Impact AoE may Maim Unarmored Victims. 50% Chance without them being Vulnerable, 100%
 * Chance on Vulnerable"): an Impact's maim needs no Vulnerable target; the chance was rolled.
 */
export function impactMaimOf(target: SlotsActor, maim: Omit<Maim, "bleedOut">, round: number): { result: Maim; patch: SlotsActorPatch } {
  if (target.maims.length >= LIMITS.listLength) throw new RulesInputError("state.outOfRange", "target.maims", "The target holds as many maims as a character can");
  const added: Maim = { ...maim, bleedOut: maim.kind === "dismemberment" ? { startRound: round, rounds: BLEED_OUT_ROUNDS } : null };
  return { result: added, patch: { maims: [...target.maims, added] } };
}

/** Checked: `{ target, kind, part, side?, round }`. */
export function inflictMaim(input: unknown): { result: Maim; patch: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  const target = validateSlotsActor(field(i, "target"), "target");
  const side = field(i, "side");
  return maimOf(
    target,
    {
      kind: requireOneOf(field(i, "kind"), MAIM_KINDS, "kind", "input.invalid"),
      part: requireText(field(i, "part"), "part", "input.invalid", 40),
      side: side === undefined || side === null ? null : requireOneOf(side, SIDES, "side", "input.invalid"),
    },
    requireWhole(field(i, "round"), "round", "state.outOfRange", { min: 0, max: LIMITS.round }),
  );
}

/** Treating a dismemberment stops its bleed-out (the limb stays lost). */
export function treatBleedOut(target: unknown): SlotsActorPatch {
  const t = validateSlotsActor(target, "target");
  return { maims: t.maims.map((m) => ({ ...m, bleedOut: null })) };
}

const isLimb = (m: Maim, part: string): boolean => m.kind !== "sensory" && m.part === part;

/** §5.12: one leg lost or broken → 3AS|6RS|9FP, both → 4AS|8RS|12FP, else the base price. */
export function movementCostOf(maims: readonly Maim[]): CostTriple {
  const legs = new Set(maims.filter((m) => isLimb(m, "leg")).map((m) => m.side ?? "either")).size;
  return parseCost(legs >= 2 ? BOTH_LEGS_MOVEMENT : legs === 1 ? ONE_LEG_MOVEMENT : BASE_MOVEMENT);
}

export function movementCost(actor: unknown): CostTriple {
  return movementCostOf(validateSlotsActor(actor, "actor").maims);
}

/** §5.12: one arm or hand lost or broken: no two weapons or two hands; both: no weapons at all. */
export function weaponUseOf(maims: readonly Maim[]): "full" | "oneHanded" | "none" {
  const arms = new Set(maims.filter((m) => isLimb(m, "arm") || isLimb(m, "hand")).map((m) => m.side ?? "either")).size;
  return arms >= 2 ? "none" : arms === 1 ? "oneHanded" : "full";
}

/** §5.12: −5 per lost sense on checks that use it. */
export function sensePenaltyOf(maims: readonly Maim[], sense: string): number {
  return maims.some((m) => m.kind === "sensory" && m.part === sense) ? -SENSORY_PENALTY : 0;
}

export interface ExecutionResult {
  readonly lethal: boolean;
  readonly price: number;
  readonly slotsLeft: number;
  /** With Reserved or Final Phase slots an execution would interrupt; it is Active Phase only, so never (§5.5 step 3). */
  readonly interrupts: boolean;
}

/** §5.12 Cinematic Execution on trusted input: 3AS in the executioner's own phase, on a Vulnerable target. */
export function executionOf(executioner: SlotsActor, target: SlotsActor, lethal: boolean, time: SpendTime): { result: ExecutionResult; executioner: SlotsActorPatch; target: SlotsActorPatch } {
  const terms = { cost: parseCost(EXECUTION_COST), reservedAllowed: false, activePhaseOnly: true };
  const paid = paymentOf(executioner, terms, time, "execution");
  requireVulnerable(target, "target");
  return {
    result: { lethal, price: paid.result.price, slotsLeft: paid.result.left, interrupts: false },
    executioner: paid.patch,
    target: lethal ? { dead: true } : { unconscious: { hoursLeft: KNOCKOUT_HOURS } },
  };
}

/** Checked: `{ executioner, target, lethal, time }`. */
export function cinematicExecution(input: unknown): { result: ExecutionResult; executioner: SlotsActorPatch; target: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  return executionOf(
    validateSlotsActor(field(i, "executioner"), "executioner"),
    validateSlotsActor(field(i, "target"), "target"),
    requireBool(field(i, "lethal"), "lethal", "input.invalid"),
    requireOneOf(field(i, "time"), ["active", "reserved", "final"] as const, "time", "input.invalid"),
  );
}
