/**
 * dX checks, the (v:X) of rules/slots.md §4: a natural roll 1…X plus named bonuses. A natural 1
 * (Nat Min) raises Stress (slots §5.10) and X is Nat Max; a flat variable (v:X/@n) succeeds only
 * on an exact natural or a listed range. The natural roll is an input (docs/rules/README.md 2).
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { Distribution, Fraction } from "../odds";

/** (v:100) is the largest the seeds use; anything far above it is a typo. */
export const MAX_CHECK_SIDES = 1000;

export interface VariableCheckInput {
  /** X of (v:X). */
  readonly sides: number;
  /** The natural roll, 1…X. */
  readonly natural: number;
  /** The named bonuses and penalties, summed (none: 0). */
  readonly bonuses?: readonly number[];
  /** What the total must meet, when the check has one. */
  readonly target?: number;
}

export interface VariableCheckResult {
  readonly natural: number;
  readonly total: number;
  /** The natural roll is X. */
  readonly natMax: boolean;
  /** The natural roll is 1: "rolling a One … increases our Stress by One" (slots SEED). */
  readonly natMin: boolean;
  /** total ≥ target; null without a target. */
  readonly success: boolean | null;
  /** total − target (an Accuracy check reads > 0 as a hit and 0 as a Half-Hit, slots §4); null without a target. */
  readonly margin: number | null;
}

/** Throws `dice.badSides` unless X is a whole number 1…MAX_CHECK_SIDES. */
export function validateCheckSides(sides: unknown, path = "sides"): number {
  return requireInt(sides, path, "dice.badSides", { min: 1, max: MAX_CHECK_SIDES });
}

/**
 * Throws `check.badNatural` for a natural roll outside 1…X: the code rules/slots.md §6 gives
 * (and its S-27 expects), so the slots ruleset passes it on unchanged.
 */
export function validateNatural(sides: number, natural: unknown, path = "natural"): number {
  requireInt(sides, "sides", "check.badNatural", { min: 1 });
  return requireInt(natural, path, "check.badNatural", { min: 1, max: sides });
}

/** rules/slots.md §4 `variable(X, natural, bonus)`: total = natural + bonuses. */
export function variableCheck(input: VariableCheckInput): VariableCheckResult {
  requireRecord(input, "input");
  const sides = validateCheckSides(input.sides);
  const natural = validateNatural(sides, input.natural);
  const bonus = sumBonuses(input.bonuses);
  const target = input.target === undefined ? null : requireInt(input.target, "target", "input.invalid");
  const total = natural + bonus;
  return {
    natural,
    total,
    natMax: natural === sides,
    natMin: natural === 1,
    success: target === null ? null : total >= target,
    margin: target === null ? null : total - target,
  };
}

/** The naturals a flat variable accepts: @n is one value, @a-b a range. */
export type FlatTarget = number | { readonly min: number; readonly max: number };

export interface FlatCheckInput {
  readonly sides: number;
  readonly natural: number;
  readonly on: FlatTarget;
}

/** rules/slots.md §4 flat (v:X/@n): success iff the natural roll is n, or within a…b. Bonuses never apply. */
export function flatCheck(input: FlatCheckInput): { readonly natural: number; readonly success: boolean } {
  requireRecord(input, "input");
  const sides = validateCheckSides(input.sides);
  const natural = validateNatural(sides, input.natural);
  const { min, max } = validateFlatTarget(sides, input.on);
  return { natural, success: natural >= min && natural <= max };
}

export interface VariableCheckOdds {
  /** P(total ≥ target). */
  readonly success: Fraction;
  /** P(natural 1) = 1/X. */
  readonly natMin: Fraction;
  /** P(natural X) = 1/X. */
  readonly natMax: Fraction;
  /** The distribution of totals. */
  readonly totals: Distribution<number>;
}

/** Exact odds of a (v:X) + bonuses check against a target. */
export function variableCheckOdds(input: { readonly sides: number; readonly bonuses?: readonly number[]; readonly target: number }): VariableCheckOdds {
  requireRecord(input, "input");
  const sides = validateCheckSides(input.sides);
  const bonus = sumBonuses(input.bonuses);
  const target = requireInt(input.target, "target", "input.invalid");
  const totals = Distribution.uniform(Array.from({ length: sides }, (_, i) => i + 1 + bonus));
  const oneIn = Fraction.of(1, sides);
  return { success: totals.probability((t) => t >= target), natMin: oneIn, natMax: oneIn, totals };
}

/** Exact odds that a flat (v:X/@n) succeeds: the accepted naturals over X. */
export function flatCheckOdds(input: { readonly sides: number; readonly on: FlatTarget }): Fraction {
  requireRecord(input, "input");
  const sides = validateCheckSides(input.sides);
  const { min, max } = validateFlatTarget(sides, input.on);
  return Fraction.of(max - min + 1, sides);
}

function sumBonuses(bonuses: readonly number[] | undefined): number {
  if (bonuses === undefined) return 0;
  if (!Array.isArray(bonuses)) throw new RulesInputError("input.invalid", "bonuses", "bonuses must be a list of whole numbers");
  return bonuses.reduce((sum: number, b: unknown, i: number) => sum + requireInt(b, `bonuses[${i}]`, "input.invalid"), 0);
}

/** Throws `check.badRange` for a flat target outside 1…X or a range whose ends are reversed. */
function validateFlatTarget(sides: number, on: unknown): { min: number; max: number } {
  if (typeof on === "number") {
    const n = requireInt(on, "on", "check.badRange", { min: 1, max: sides });
    return { min: n, max: n };
  }
  if (typeof on !== "object" || on === null) throw new RulesInputError("check.badRange", "on", "on must be a natural n or a range { min, max }");
  const range = on as Record<string, unknown>;
  const min = requireInt(range["min"], "on.min", "check.badRange", { min: 1, max: sides });
  const max = requireInt(range["max"], "on.max", "check.badRange", { min: 1, max: sides });
  if (max < min) throw new RulesInputError("check.badRange", "on.max", `The range @${min}-${max} runs backwards`);
  return { min, max };
}
