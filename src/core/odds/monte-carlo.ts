import { RulesInputError, requireInt, shown } from "../errors";
import { compareKeys, Distribution, type OutcomeKey } from "./distribution";

/** Observed outcomes of a simulation: counts, and counts / trials as plain numbers. */
export interface EmpiricalDistribution<K extends OutcomeKey> {
  readonly trials: number;
  readonly counts: ReadonlyMap<K, number>;
  /** counts / trials of `key` (0 if never seen). */
  frequency(key: K): number;
  /** [key, frequency] pairs, keys ascending. */
  entries(): readonly (readonly [K, number])[];
}

/** Simulations above this many trials would freeze a client; exact odds exist for that. */
export const MAX_TRIALS = 10_000_000;

/**
 * Runs `sample` `trials` times and tallies its outcomes. Used to cross-check the exact
 * odds; `random` is injected (a seeded generator's `next`) so a run replays exactly.
 */
export function monteCarlo<K extends OutcomeKey>(
  sample: (random: () => number) => K,
  trials: number,
  random: () => number,
): EmpiricalDistribution<K> {
  requireInt(trials, "trials", "odds.badInput", { min: 1, max: MAX_TRIALS });
  if (typeof sample !== "function") throw new RulesInputError("odds.badInput", "sample", "sample must be a function");
  if (typeof random !== "function") throw new RulesInputError("odds.badInput", "random", "random must be a function");
  // A generator outside [0, 1) would silently bias every sampler built on it.
  const checked = (): number => {
    const x = random();
    if (!(x >= 0 && x < 1)) throw new RulesInputError("odds.badInput", "random", `random() must return a number in [0, 1), got ${shown(x)}`);
    return x;
  };
  const counts = new Map<K, number>();
  for (let i = 0; i < trials; i++) {
    const key = sample(checked);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sorted = Object.freeze(
    [...counts.entries()].sort(([a], [b]) => compareKeys(a, b)).map(([key, c]) => Object.freeze([key, c / trials] as const)),
  );
  return Object.freeze({
    trials,
    counts,
    frequency: (key: K) => (counts.get(key) ?? 0) / trials,
    entries: () => sorted,
  });
}

/** The largest |exact − observed| over every outcome either one has: how far a run strays. */
export function maxDeviation<K extends OutcomeKey>(exact: Distribution<K>, observed: EmpiricalDistribution<K>): number {
  if (!(exact instanceof Distribution)) throw new RulesInputError("odds.badInput", "exact", "exact must be a Distribution");
  if (typeof observed !== "object" || observed === null || !(observed.counts instanceof Map) || typeof observed.frequency !== "function") {
    throw new RulesInputError("odds.badInput", "observed", "observed must be what monteCarlo returns");
  }
  const keys = new Set<K>([...exact.keys(), ...observed.counts.keys()]);
  let worst = 0;
  for (const key of keys) worst = Math.max(worst, Math.abs(exact.probabilityOf(key).toNumber() - observed.frequency(key)));
  return worst;
}
