/**
 * Action cost with Blitz and size (docs/rules/banks.md §6.4). Each further action in a turn doubles
 * (SEED: "the first Blitz action takes double … the second four times"); a free action used
 * as a Blitz costs 1 and doubles from there; a concurrent free action costs nothing and does
 * not count.
 */
import { RulesInputError, requireInt } from "../errors";
import { type ActionKind } from "./actions";
import { optionalCount, optionalFlag, requireObject } from "./checks";
import { SIZE_CLASSES, pow2 } from "./size-class";

export type ActionCostInput = {
  kind: ActionKind;
  /** Base IP; free 0 and simple 1 by default, required for complex actions (§6.18). */
  base?: number;
  /** Actions already taken this turn (`turn.blitzCount`). */
  blitzCount: number;
  concurrentFree?: boolean;
  /** Attacking from full cover costs 1 extra IP (SEED "Cover"). */
  fullCoverAttack?: boolean;
  /** Classes the actor stands above the encounter's time class (§6.22). */
  sizeSteps?: number;
  /** An extra Observe: 1 IP, up to PER per round, never a Blitz (SEED "Observe"). */
  extraObserve?: boolean;
};

export type ActionCost = { cost: number; base: number; blitzFactor: number; sizeFactor: number; countsForBlitz: boolean };

const KINDS: readonly unknown[] = ["free", "simple", "complex"];

/**
 * Bounds that keep every cost a safe integer (base × 2^blitz × 2^size < 2^53): no turn holds 30
 * actions (the 30th already costs 2^29 IP), no action costs 1,000 base IP, and size steps stop at
 * the last class.
 */
export const MAX_BLITZ_COUNT = 30;
export const MAX_ACTION_BASE = 1000;

export function checkActionCost(input: ActionCostInput, path = "action"): void {
  requireObject(input, path, "action.invalid");
  if (!KINDS.includes(input.kind)) throw new RulesInputError("action.invalid", `${path}.kind`, `${path}.kind must be free, simple or complex`);
  if (input.kind === "complex" && input.base === undefined) {
    throw new RulesInputError("action.invalid", `${path}.base`, "A complex action needs its base IP (§6.18)");
  }
  if (input.base !== undefined) requireInt(input.base, `${path}.base`, "action.invalid", { min: 0, max: MAX_ACTION_BASE });
  requireInt(input.blitzCount, `${path}.blitzCount`, "action.invalid", { min: 0, max: MAX_BLITZ_COUNT });
  if (optionalCount(input.sizeSteps, `${path}.sizeSteps`, "action.invalid") >= SIZE_CLASSES.length) {
    throw new RulesInputError("action.invalid", `${path}.sizeSteps`, `${path}.sizeSteps must be below ${SIZE_CLASSES.length}`);
  }
  for (const key of ["concurrentFree", "fullCoverAttack", "extraObserve"] as const) optionalFlag(input[key], `${path}.${key}`, "action.invalid");
}

/** §6.4 on checked input. */
export function computeActionCost(input: ActionCostInput): ActionCost {
  checkActionCost(input); // exported on its own, so it checks too (the check is cheap)
  const sizeFactor = pow2(input.sizeSteps ?? 0);
  if (input.extraObserve === true) return { cost: sizeFactor, base: 1, blitzFactor: 1, sizeFactor, countsForBlitz: false };
  const k = input.blitzCount;
  if (input.kind === "free") {
    // Step 2: done alongside another action, it is part of that action.
    if (input.concurrentFree === true) return { cost: 0, base: 0, blitzFactor: 1, sizeFactor, countsForBlitz: false };
    // Step 4: a Blitz free action costs 1, then doubles "like any other action".
    const blitzFactor = k === 0 ? 0 : pow2(k - 1);
    return { cost: blitzFactor * sizeFactor, base: 0, blitzFactor, sizeFactor, countsForBlitz: true };
  }
  const base = (input.base ?? 1) + (input.fullCoverAttack === true ? 1 : 0);
  const blitzFactor = pow2(k);
  return { cost: base * blitzFactor * sizeFactor, base, blitzFactor, sizeFactor, countsForBlitz: true };
}

export function actionCost(input: ActionCostInput, path = "action"): ActionCost {
  checkActionCost(input, path);
  return computeActionCost(input);
}
