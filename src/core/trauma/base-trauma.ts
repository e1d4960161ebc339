import { requireInt } from "../errors";
import { applyPercent } from "./percent";
import { spreadPercent, validateSpread } from "./spread";

export type BaseTraumaResult = {
  hit: boolean;
  /** The spread entry used, or null on a miss. */
  percent: number | null;
  base: number;
};

/**
 * docs/rules/trauma.md §5.5: a percentage of the *target's* Max Vim picked by the attack margin;
 * a margin off the end of the spread is a miss.
 */
export function baseTrauma(targetMaxVim: number, spread: readonly number[], margin: number): BaseTraumaResult {
  requireInt(targetMaxVim, "targetMaxVim", "vim.negative", { min: 0 });
  validateSpread(spread, "spread");
  requireInt(margin, "margin", "draw.invalid", { min: 0 });
  const percent = spreadPercent(spread, margin);
  if (percent === null) return { hit: false, percent: null, base: 0 };
  return { hit: true, percent, base: applyPercent(targetMaxVim, percent) };
}
