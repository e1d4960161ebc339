/**
 * Undoing an applied attack: the reverse of exactly what Apply did (docs/rules/trauma.md §5.8a and
 * §5.8 step 5), as a delta on the state as it is now, so later changes (another hit, a relic
 * drained) are kept rather than overwritten.
 */
import type { ApplyTraumaResult } from "./vim";
import type { TraumaActor, TraumaActorPatch } from "./state";
import { validateTraumaActor } from "./state-validation";
import { RulesInputError, requireInt, requireRecord } from "../errors";

/** What an Apply changed, as the ledger records it. */
export interface AppliedTrauma {
  readonly absorbed: number;
  readonly deficit: number;
  /** The weapon condition this Apply added (null when it was there already or none). */
  readonly conditionAdded: string | null;
}

export function appliedTrauma(applied: ApplyTraumaResult | null, conditionAdded: string | null): AppliedTrauma {
  return { absorbed: applied?.absorbed ?? 0, deficit: applied?.deficit ?? 0, conditionAdded };
}

export function undoTraumaPatch(state: TraumaActor, applied: AppliedTrauma): TraumaActorPatch {
  validateTraumaActor(state, "actor");
  const a = requireRecord(applied, "applied");
  requireInt(a["absorbed"], "applied.absorbed", "input.invalid", { min: 0 });
  requireInt(a["deficit"], "applied.deficit", "input.invalid", { min: 0 });
  if (a["conditionAdded"] !== null && typeof a["conditionAdded"] !== "string") throw new RulesInputError("input.invalid", "applied.conditionAdded", "applied.conditionAdded must be a condition name or null");
  // Vim that has since left Clot (healing) cannot come back twice: move at most what Clot holds.
  const back = Math.min(applied.absorbed, state.vim.clot);
  const patch: TraumaActorPatch = {};
  if (back > 0) patch.vim = { lifeSupport: state.vim.lifeSupport + back, clot: state.vim.clot - back };
  if (applied.deficit > 0) patch.clotDeficit = Math.max(0, state.clotDeficit - applied.deficit);
  if (applied.conditionAdded !== null && state.conditionsInflicted.includes(applied.conditionAdded)) {
    patch.conditionsInflicted = state.conditionsInflicted.filter((c) => c !== applied.conditionAdded);
  }
  return patch;
}
