import { RulesInputError, shown } from "../errors";
import { Fraction, type IntLike } from "./fraction";

/** What an outcome may be: a number (a card value, a margin, hits) or a label. */
export type OutcomeKey = number | string;

/** One outcome and its exact probability. */
export type Outcome<K extends OutcomeKey> = readonly [key: K, probability: Fraction];

/**
 * An immutable, exact probability distribution over outcomes. Outcomes with probability 0
 * are left out, so two distributions of the same odds list the same entries.
 * A proper distribution has `total()` exactly 1; a partial one (weights still to be
 * normalised, a conditional branch) is allowed and reports its own total.
 */
export class Distribution<K extends OutcomeKey> {
  private readonly table: ReadonlyMap<K, Fraction>;
  private readonly sorted: readonly Outcome<K>[];

  private constructor(table: Map<K, Fraction>) {
    this.table = table;
    this.sorted = Object.freeze([...table.entries()].sort(([a], [b]) => compareKeys(a, b)).map((e) => Object.freeze(e)));
    Object.freeze(this);
  }

  // The number/string overloads come first so `of([[0, p]])` is a Distribution<number>,
  // not of the literal 0; literal keys stay available by naming K explicitly.
  /** Outcomes with their probabilities; repeated keys add up. Throws on a negative probability or a non-finite key. */
  static of(outcomes: Iterable<Outcome<number>>): Distribution<number>;
  static of(outcomes: Iterable<Outcome<string>>): Distribution<string>;
  static of<K extends OutcomeKey>(outcomes: Iterable<Outcome<K>>): Distribution<K>;
  static of<K extends OutcomeKey>(outcomes: Iterable<Outcome<K>>): Distribution<K> {
    const table = new Map<K, Fraction>();
    let index = 0;
    for (const [key, p] of outcomes) {
      checkKey(key, `outcomes[${index}][0]`);
      if (!(p instanceof Fraction) || p.compare(Fraction.ZERO) < 0) {
        throw new RulesInputError("odds.badInput", `outcomes[${index}][1]`, `A probability must be a Fraction ≥ 0, got ${shown(p)}`);
      }
      addTo(table, key, p);
      index++;
    }
    return new Distribution(table);
  }

  /** Outcomes with whole-number weights, normalised so they sum to 1 (counts of hands, of faces). */
  static fromWeights(weights: Iterable<readonly [key: number, weight: IntLike]>): Distribution<number>;
  static fromWeights(weights: Iterable<readonly [key: string, weight: IntLike]>): Distribution<string>;
  static fromWeights<K extends OutcomeKey>(weights: Iterable<readonly [key: K, weight: IntLike]>): Distribution<K>;
  static fromWeights<K extends OutcomeKey>(weights: Iterable<readonly [key: K, weight: IntLike]>): Distribution<K> {
    const list = [...weights].map(([key, w], i): readonly [K, bigint] => {
      const big = typeof w === "bigint" ? w : Number.isSafeInteger(w) ? BigInt(w) : -1n;
      if (big < 0n) throw new RulesInputError("odds.badInput", `weights[${i}][1]`, `A weight must be a whole number ≥ 0, got ${shown(w)}`);
      return [key, big];
    });
    const total = list.reduce((sum, [, w]) => sum + w, 0n);
    if (total === 0n) throw new RulesInputError("odds.badInput", "weights", "At least one weight must be above 0");
    return Distribution.of<K>(list.map(([key, w]) => [key, Fraction.of(w, total)] as const));
  }

  /** The certain outcome `key`. */
  static point(key: number): Distribution<number>;
  static point(key: string): Distribution<string>;
  static point<K extends OutcomeKey>(key: K): Distribution<K>;
  static point<K extends OutcomeKey>(key: K): Distribution<K> {
    return Distribution.of<K>([[key, Fraction.ONE]]);
  }

  /** Each key equally likely; repeated keys count twice. */
  static uniform(keys: readonly number[]): Distribution<number>;
  static uniform(keys: readonly string[]): Distribution<string>;
  static uniform<K extends OutcomeKey>(keys: readonly K[]): Distribution<K>;
  static uniform<K extends OutcomeKey>(keys: readonly K[]): Distribution<K> {
    return Distribution.fromWeights<K>(keys.map((key) => [key, 1n] as const));
  }

  /** The outcomes, keys ascending (numbers before strings). */
  entries(): readonly Outcome<K>[] {
    return this.sorted;
  }

  keys(): K[] {
    return this.sorted.map(([key]) => key);
  }

  /** The probability of exactly `key` (ZERO when it cannot happen). */
  probabilityOf(key: K): Fraction {
    return this.table.get(key) ?? Fraction.ZERO;
  }

  /** The probability that the outcome satisfies `predicate`. */
  probability(predicate: (key: K) => boolean): Fraction {
    return Fraction.sum(this.sorted.filter(([key]) => predicate(key)).map(([, p]) => p));
  }

  /** The sum of all probabilities: exactly 1 for a proper distribution. */
  total(): Fraction {
    return Fraction.sum(this.sorted.map(([, p]) => p));
  }

  isProper(): boolean {
    return this.total().equals(Fraction.ONE);
  }

  /** The distribution of `f(outcome)`; outcomes mapped to the same key add up. */
  map<J extends OutcomeKey>(f: (key: K) => J): Distribution<J> {
    return Distribution.of<J>(this.sorted.map(([key, p]) => [f(key), p] as const));
  }

  /**
   * Composes a later stage: for each outcome `k`, `f(k)` is the distribution of what follows
   * given `k`. The result weighs each branch by the probability of `k`.
   */
  bind<J extends OutcomeKey>(f: (key: K) => Distribution<J>): Distribution<J> {
    const out: Outcome<J>[] = [];
    for (const [key, p] of this.sorted) {
      for (const [next, q] of f(key).entries()) out.push([next, p.mul(q)]);
    }
    return Distribution.of<J>(out);
  }

  /** Alias of `bind`, for readers who know it by that name. */
  flatMap<J extends OutcomeKey>(f: (key: K) => Distribution<J>): Distribution<J> {
    return this.bind(f);
  }

  /** Two independent stages joined by `f`, e.g. the sum of two dice. */
  combine<L extends OutcomeKey, J extends OutcomeKey>(other: Distribution<L>, f: (a: K, b: L) => J): Distribution<J> {
    return this.bind((a) => other.map((b) => f(a, b)));
  }

  /** The exact mean of whole-number outcomes. Throws `odds.badInput` for any other key. */
  expectation(this: Distribution<number>): Fraction {
    return Fraction.sum(
      this.sorted.map(([key, p]) => {
        if (!Number.isSafeInteger(key)) {
          throw new RulesInputError("odds.badInput", "key", `An expectation needs whole-number outcomes, got ${shown(key)}`);
        }
        return p.mul(Fraction.of(key));
      }),
    );
  }

  /** Same outcomes with the same exact probabilities (any key type: 0 | 1 against number). */
  equals(other: Distribution<OutcomeKey>): boolean {
    if (this.sorted.length !== other.sorted.length) return false;
    return this.sorted.every(([key, p]) => p.equals(other.probabilityOf(key)));
  }

  /** "{0: 4/45, 1: 53/585}", for messages and test failures. */
  toString(): string {
    return `{${this.sorted.map(([key, p]) => `${typeof key === "string" ? JSON.stringify(key) : key}: ${p}`).join(", ")}}`;
  }
}

/** Numbers ascending, then strings in code-unit order: stable regardless of locale. */
export function compareKeys(a: OutcomeKey, b: OutcomeKey): number {
  checkKey(a, "a");
  checkKey(b, "b");
  // Compared, not subtracted: 1e308 − (−1e308) is Infinity.
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function checkKey(key: OutcomeKey, path: string): void {
  // NaN never equals itself and would split one outcome into many.
  if (typeof key === "number" ? !Number.isFinite(key) : typeof key !== "string") {
    throw new RulesInputError("odds.badInput", path, `An outcome must be a finite number or a string, got ${shown(key)}`);
  }
}

function addTo<K>(table: Map<K, Fraction>, key: K, p: Fraction): void {
  if (p.isZero()) return;
  const before = table.get(key);
  // -0 and 0 are one Map key already (SameValueZero), so margins of 0 merge.
  table.set(key, before ? before.add(p) : p);
}
