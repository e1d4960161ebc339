import { requireInt } from "../errors";
import { type Behavior, validateBehaviors } from "./behaviors";
import { applyPercents } from "./percent";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry, familyOf } from "./registry";

export type ModifiedTraumaResult = {
  traumaType: string;
  family: string;
  /** Which level of behavior applied: the type's, else the family's, else none. */
  scope: "type" | "family" | null;
  /** The applied behaviors' percentages, multiplied together with one floor. */
  percents: number[];
  behaviors: Behavior[];
  modified: number;
};

/**
 * docs/rules/trauma.md §5.6: the target's behaviors scale Base Trauma. Type-level behaviors
 * override family-level ones; several at the same level multiply, floored once (DECISION §8.8).
 */
export function modifyTrauma(
  base: number,
  traumaType: string,
  behaviors: readonly Behavior[],
  registry: TraumaRegistry = DEFAULT_TRAUMA_REGISTRY,
): ModifiedTraumaResult {
  requireInt(base, "base", "vim.negative", { min: 0 });
  const family = familyOf(registry, traumaType, "traumaType");
  validateBehaviors(behaviors, "behaviors");
  const typeMatches = behaviors.filter((b) => b.scope === "type" && b.key === traumaType);
  const familyMatches = behaviors.filter((b) => b.scope === "family" && b.key === family);
  const used = typeMatches.length > 0 ? typeMatches : familyMatches;
  const scope = typeMatches.length > 0 ? "type" : familyMatches.length > 0 ? "family" : null;
  const percents = used.map((b) => b.percent);
  return {
    traumaType,
    family,
    scope,
    percents,
    behaviors: used.map((b) => ({ ...b })),
    modified: used.length === 0 ? base : applyPercents(base, percents),
  };
}
