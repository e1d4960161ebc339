/**
 * Exact odds of exploding dice (rules/wounds.md §4): one die's total, a sum of dice plus a
 * modifier against a threshold and its raise steps. Exact rationals, never floats.
 *
 * One exploding d`s` reaches total v = s·k + r (k Aces, a last face r in 1…s−1) with probability
 * s^−(k+1); multiples of s cannot be totals. Summed dice are convolved only below the highest
 * threshold asked about: every total is ≥ 1, so P(sum < x) needs each die's odds below x only,
 * and P(sum ≥ x) = 1 − P(sum < x) is the exact tail.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { Fraction } from "../odds";
import { validateSides } from "./exploding";
import { RAISE_STEP } from "./trait-roll";

/** More dice than this in one sum is a typo. */
export const MAX_EXPLODING_DICE = 100;
/** The highest threshold (less the modifier) whose odds are convolved; the work grows with it. */
export const MAX_EXPLODING_TOTAL = 1000;

/** P(an exploding d`sides` totals exactly `v`): s^−(k+1) for v = s·k + r with 1 ≤ r < s, else 0. */
export function explodingExactly(sides: number, v: number): Fraction {
  validateSides(sides);
  // Bounded like the sums: sides^(v/sides) as a BigInt grows without end.
  requireInt(v, "v", "odds.badInput", { max: MAX_EXPLODING_TOTAL });
  if (v < 1 || v % sides === 0) return Fraction.ZERO;
  return Fraction.of(1n, BigInt(sides) ** BigInt(Math.floor(v / sides) + 1));
}

/**
 * P(an exploding d`sides` totals at least `t`). With t = s·k + r (1 ≤ r ≤ s): either a (k+1)th
 * Ace (s^−(k+1)) or exactly k Aces and a last face r…s−1 (s^−k · (s−r)/s), so the sum is
 * (1 + s − r) / s^(k+1). 1 for t ≤ 1.
 */
export function explodingAtLeast(sides: number, t: number): Fraction {
  validateSides(sides);
  requireInt(t, "t", "odds.badInput", { max: MAX_EXPLODING_TOTAL });
  if (t <= 1) return Fraction.ONE;
  const k = Math.floor((t - 1) / sides);
  const r = t - sides * k;
  return Fraction.of(BigInt(1 + sides - r), BigInt(sides) ** BigInt(k + 1));
}

/** The odds of a total against a threshold and its raise steps (threshold, +4, +8, +12). */
export interface RaiseOdds {
  /** P(total ≥ threshold). */
  readonly success: Fraction;
  /** P(total < threshold). */
  readonly failure: Fraction;
  /** P(total ≥ threshold + 4·i) for i = 0…3. */
  readonly atLeast: readonly [Fraction, Fraction, Fraction, Fraction];
  /** P(exactly 0, 1, 2 raises) and P(3 or more raises). */
  readonly raises: readonly [Fraction, Fraction, Fraction, Fraction];
}

export interface ExplodingSumOddsInput {
  /** The sides of each exploding die in the sum (none: the sum is 0). */
  readonly dice: readonly number[];
  readonly modifier?: number;
  /** What the total must meet, e.g. Toughness (rules/wounds.md §5.1). */
  readonly threshold: number;
}

/** P(Σ exploding dice ≥ t), exact. */
export function explodingSumAtLeast(dice: readonly number[], t: number): Fraction {
  checkDice(dice);
  requireInt(t, "t", "odds.badInput");
  return Fraction.ONE.sub(sumBelow(dice, [t], "t")[0] ?? Fraction.ZERO);
}

/** Odds of Σ exploding dice + modifier against `threshold` and its raise steps, from one truncated convolution. */
export function explodingSumOdds(input: ExplodingSumOddsInput): RaiseOdds {
  requireRecord(input, "input");
  checkDice(input.dice);
  const modifier = requireInt(input.modifier ?? 0, "modifier", "odds.badInput");
  const threshold = requireInt(input.threshold, "threshold", "odds.badInput");
  const steps = [0, 1, 2, 3].map((i) => threshold + RAISE_STEP * i - modifier);
  const atLeast = sumBelow(input.dice, steps, "threshold").map((below) => Fraction.ONE.sub(below));
  return raiseOddsFrom((i) => atLeast[i] ?? Fraction.ZERO);
}

/** Builds RaiseOdds from P(total ≥ threshold + 4·i), i = 0…3. */
export function raiseOddsFrom(atLeastStep: (i: number) => Fraction): RaiseOdds {
  const atLeast = [atLeastStep(0), atLeastStep(1), atLeastStep(2), atLeastStep(3)] as const;
  const raises = [atLeast[0].sub(atLeast[1]), atLeast[1].sub(atLeast[2]), atLeast[2].sub(atLeast[3]), atLeast[3]] as const;
  return { success: atLeast[0], failure: Fraction.ONE.sub(atLeast[0]), atLeast, raises };
}

function checkDice(dice: unknown): void {
  if (!Array.isArray(dice)) throw new RulesInputError("odds.badInput", "dice", "dice must be a list of die sizes");
  if (dice.length > MAX_EXPLODING_DICE) {
    throw new RulesInputError("odds.badInput", "dice", `At most ${MAX_EXPLODING_DICE} dice in one sum, got ${dice.length}`);
  }
  dice.forEach((sides: unknown, i: number) => validateSides(sides, `dice[${i}]`));
}

/**
 * P(Σ dice < x) for each x in `limits`, exact: a convolution of whole-number weights over one
 * common denominator, cut at the largest limit (no total below it needs anything above it).
 */
function sumBelow(dice: readonly number[], limits: readonly number[], path: string): Fraction[] {
  const top = Math.max(0, ...limits);
  if (top > MAX_EXPLODING_TOTAL) {
    throw new RulesInputError("odds.badInput", path, `Odds are computed up to a total of ${MAX_EXPLODING_TOTAL}, asked for ${top}`);
  }
  // weights[v] / denominator = P(sum = v) for v < top.
  let weights: bigint[] = [1n];
  let denominator = 1n;
  for (const sides of dice) {
    const die = dieWeights(sides, top);
    const next: bigint[] = new Array<bigint>(Math.min(top, weights.length + die.weights.length - 1)).fill(0n);
    weights.forEach((w, a) => {
      if (w === 0n) return;
      for (let v = 1; v < die.weights.length && a + v < next.length; v++) {
        const d = die.weights[v] ?? 0n;
        if (d !== 0n) next[a + v] = (next[a + v] ?? 0n) + w * d;
      }
    });
    weights = next;
    denominator *= die.denominator;
  }
  const cumulative: bigint[] = [];
  let running = 0n;
  for (const w of weights) {
    running += w;
    cumulative.push(running);
  }
  return limits.map((x) => {
    if (x <= 0) return Fraction.ZERO;
    const below = cumulative[Math.min(x, cumulative.length) - 1] ?? 0n;
    return Fraction.of(below, denominator);
  });
}

/** One die's weights for totals 0…top−1 over the denominator s^K, K the most faces such a total needs. */
function dieWeights(sides: number, top: number): { weights: bigint[]; denominator: bigint } {
  const s = BigInt(sides);
  const maxFaces = Math.floor(Math.max(0, top - 1) / sides) + 1;
  const weights: bigint[] = [0n];
  for (let v = 1; v < top; v++) {
    const faces = Math.floor(v / sides) + 1;
    weights.push(v % sides === 0 ? 0n : s ** BigInt(maxFaces - faces));
  }
  return { weights, denominator: s ** BigInt(maxFaces) };
}
