/**
 * Exact integer percentage arithmetic (docs/rules/README.md convention 1):
 * floor(amount × p₁ × … × pₖ / 100ᵏ), computed on BigInts so there is no float rounding and
 * same-level behavior percentages floor once (docs/rules/trauma.md §5.6 step 5, T-15).
 */
import { RulesInputError, requireInt } from "../errors";

/** More percentages than any stack of behaviors, armor and spread; bounds the BigInt work. */
const MAX_PERCENTS = 64;

export function applyPercents(amount: number, percents: readonly number[]): number {
  requireInt(amount, "amount", "percent.invalid", { min: 0 });
  if (!Array.isArray(percents)) throw new RulesInputError("percent.invalid", "percents", "percents must be a list of whole percentages");
  if (percents.length > MAX_PERCENTS) throw new RulesInputError("percent.invalid", "percents", `at most ${MAX_PERCENTS} percentages apply at once`);
  // Checked before any BigInt(), which throws a RangeError on a fraction.
  percents.forEach((p, i) => requireInt(p, `percents[${i}]`, "percent.invalid", { min: 0 }));
  let numerator = BigInt(amount);
  let denominator = 1n;
  for (const p of percents) {
    numerator *= BigInt(p);
    denominator *= 100n;
  }
  // Operands are non-negative, so BigInt division is the floor.
  const result = numerator / denominator;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RulesInputError("percent.invalid", "percents", "the result is beyond a whole number Fray can hold");
  return Number(result);
}

/** floor(amount × percent / 100). */
export function applyPercent(amount: number, percent: number): number {
  requireInt(percent, "percent", "percent.invalid", { min: 0 });
  return applyPercents(amount, [percent]);
}
