/**
 * Toss, Throw and Hurl (docs/rules/banks.md §6.21, SEED "Thrown Weapons & Scatter"): range by AGI,
 * scaled by the thrower's class and gravity and floored once at the end (DECISION §9.15);
 * a failed throw scatters by the shortfall times the option's multiplier.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { optionalFlag } from "./checks";
import { type SizeClass, classIndex, requireSizeClass } from "./size-class";

export const THROW_OPTIONS = {
  toss: { multiplier: 1, threshold: 1, ip: 0, gr: 0 },
  throw: { multiplier: 4, threshold: 2, ip: 1, gr: 0 },
  hurl: { multiplier: 10, threshold: 4, ip: 2, gr: 1 },
} as const;
export type ThrowOption = keyof typeof THROW_OPTIONS;

/** Earth gravity in the seed's GRV units. */
export const STANDARD_GRV = 4;

function option(value: unknown, path: string): ThrowOption {
  if (value !== "toss" && value !== "throw" && value !== "hurl") throw new RulesInputError("input.invalid", path, `${path} must be toss, throw or hurl`);
  return value;
}

export type ThrowRangeInput = { option: ThrowOption; agi: number; throwerClass?: SizeClass; /** null = free fall */ grv?: number | null };

/** Metres, or null in free fall ("no real throwing distance limit"). */
export function throwRange(input: ThrowRangeInput, path = "throw"): number | null {
  requireRecord(input, path);
  const { multiplier } = THROW_OPTIONS[option(input.option, `${path}.option`)];
  const agi = requireInt(input.agi, `${path}.agi`, "input.invalid", { min: 0 });
  const index = classIndex(requireSizeClass(input.throwerClass ?? "B", `${path}.throwerClass`));
  if (input.grv === null) return null;
  const grv = requireInt(input.grv ?? STANDARD_GRV, `${path}.grv`, "input.invalid", { min: 1 });
  // Class A halves; each class above B doubles; GRV g multiplies by 4 / g — one exact fraction, floored once.
  const num = agi * multiplier * (index === 0 ? 1 : 2 ** (index - 1)) * STANDARD_GRV;
  const den = (index === 0 ? 2 : 1) * grv;
  return Math.floor(num / den);
}

export type ScatterInput = { option: ThrowOption; hits: number; threshold?: number; /** Would have hit but for the dodge: lands where aimed. */ dodgedOnly?: boolean };

/** Metres the object lands from the aim point: `(threshold − hits) × multiplier` on a miss. */
export function scatter(input: ScatterInput, path = "scatter"): number {
  requireRecord(input, path);
  const spec = THROW_OPTIONS[option(input.option, `${path}.option`)];
  const hits = requireInt(input.hits, `${path}.hits`, "input.invalid", { min: 0 });
  const threshold = requireInt(input.threshold ?? spec.threshold, `${path}.threshold`, "input.invalid");
  if (optionalFlag(input.dodgedOnly, `${path}.dodgedOnly`) || hits >= threshold) return 0;
  return (threshold - hits) * spec.multiplier;
}
