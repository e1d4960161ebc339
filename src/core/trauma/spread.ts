import { RulesInputError, shown, requireInt } from "../errors";

/** "Without any protection" (SEED, docs/rules/trauma.md §5.7 step 3). */
export const DEFAULT_ARMOR_SPREAD: readonly number[] = Object.freeze([10, 75, 90]);

/** Checks a spread: a non-empty list of whole percentages 0–100 (§3.2). */
export function validateSpread(value: unknown, path = "spread"): number[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new RulesInputError("spread.invalid", path, `${path} must be a non-empty list of percentages, e.g. [100, 60]`);
  }
  value.forEach((p: unknown, i: number) => {
    if (typeof p !== "number" || !Number.isInteger(p) || p < 0 || p > 100) {
      throw new RulesInputError("spread.invalid", `${path}[${i}]`, `${path}[${i}] must be a whole percentage 0–100, got ${shown(p)}`);
    }
  });
  return value as number[];
}

/**
 * Parses seed notation: "100% > 60%", "10% | 75% | 90%", "10, 75, 90" or "10 75 90"
 * (separators `>`, `|`, `,` or whitespace; `%` optional) — docs/rules/trauma.md §3.2.
 */
export function parseSpread(text: string, path = "spread"): number[] {
  if (typeof text !== "string") {
    throw new RulesInputError("spread.invalid", path, `${path} must be text such as "100% > 60%"`);
  }
  const parts = text.split(/[>|,\s]+/u).filter((p) => p !== "");
  if (parts.length === 0) {
    throw new RulesInputError("spread.invalid", path, `${path} is empty; write percentages such as "100% > 60%"`);
  }
  const spread = parts.map((part, i) => {
    const match = /^(\d{1,3})%?$/u.exec(part);
    if (match?.[1] === undefined) {
      throw new RulesInputError("spread.invalid", `${path}[${i}]`, `${path}: "${part}" is not a percentage (in "${text}")`);
    }
    return Number(match[1]);
  });
  return validateSpread(spread, path);
}

/** "100% > 60%" — the seed's notation. */
export function formatSpread(spread: readonly number[], separator = " > "): string {
  validateSpread(spread);
  if (typeof separator !== "string") throw new RulesInputError("spread.invalid", "separator", "separator must be text");
  return spread.map((p) => `${p}%`).join(separator);
}

/** The percentage for a margin, or null when the margin is off the end of the spread. */
export function spreadPercent(spread: readonly number[], margin: number): number | null {
  validateSpread(spread);
  requireInt(margin, "margin", "spread.invalid");
  return margin < spread.length ? (spread[margin] ?? null) : null;
}
