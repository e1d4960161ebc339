/**
 * Exact integer percentage arithmetic (docs/rules/README.md convention 1):
 * floor(amount × p₁ × … × pₖ / 100ᵏ), computed on BigInts so there is no float rounding and
 * same-level behavior percentages floor once (docs/rules/trauma.md §5.6 step 5, T-15).
 */
export function applyPercents(amount: number, percents: readonly number[]): number {
  let numerator = BigInt(amount);
  let denominator = 1n;
  for (const p of percents) {
    numerator *= BigInt(p);
    denominator *= 100n;
  }
  // Operands are non-negative (validated by callers), so BigInt division is the floor.
  return Number(numerator / denominator);
}

/** floor(amount × percent / 100). */
export function applyPercent(amount: number, percent: number): number {
  return applyPercents(amount, [percent]);
}
