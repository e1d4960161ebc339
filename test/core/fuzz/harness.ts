/**
 * The core fuzzer (issue "Trust and exactly-once"): every function a core face exports is called
 * with hostile and JSON-shaped bad input; it must succeed or throw a RulesInputError (code and
 * path), never write to its input, never return NaN or ±Infinity, and answer within 50 ms.
 * Shared by `npm run fuzz` (scripts/fuzz.ts, 10,000 runs) and test/core/fuzz.test.ts (a sample).
 */
import fc from "fast-check";
import * as banks from "../../../src/core/banks";
import * as cards from "../../../src/core/cards";
import * as dice from "../../../src/core/dice";
import * as encounter from "../../../src/core/encounter";
import { RulesInputError } from "../../../src/core/errors";
import * as odds from "../../../src/core/odds";
import * as random from "../../../src/core/random";
import * as trauma from "../../../src/core/trauma";
import { mutated } from "./hostile";
import { VALID_INPUTS } from "./valid-inputs";

export const FACES: Record<string, Record<string, unknown>> = { banks, cards, dice, encounter, odds, random, trauma };
export const SLOW_MS = 50;

type Fn = (...args: unknown[]) => unknown;
export interface FuzzTarget { name: string; fn: Fn }

const isClass = (fn: Fn): boolean => /^class\b/.test(Function.prototype.toString.call(fn));

/** Every function a face exports (one level into namespaces such as `encounter.table`); classes are constructed, not called, and left out. */
export function fuzzTargets(): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  const visit = (prefix: string, face: Record<string, unknown>, depth: number): void => {
    for (const [key, value] of Object.entries(face).sort(([a], [b]) => a.localeCompare(b))) {
      if (typeof value === "function" && !isClass(value as Fn)) targets.push({ name: `${prefix}.${key}`, fn: value as Fn });
      else if (depth === 0 && typeof value === "object" && value !== null && Object.getPrototypeOf(value) === null) visit(`${prefix}.${key}`, value as Record<string, unknown>, 1);
    }
  };
  for (const [folder, face] of Object.entries(FACES)) visit(folder, face, 0);
  return targets;
}

export interface FuzzReport { name: string; runs: number; successes: number; refusals: number; failure: string | null; counterexample: string | null }

/** Deeply frozen, so a procedure that writes to its input throws (ES modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** The path of the first NaN or ±Infinity in `value`, or null. */
export function nonFinite(value: unknown, path = "result", seen = new Set<unknown>()): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : path;
  if (typeof value !== "object" || value === null || seen.has(value)) return null;
  seen.add(value);
  if (value instanceof Map) return nonFinite([...value.entries()], path, seen);
  if (value instanceof Set) return nonFinite([...value], path, seen);
  for (const key of Object.keys(value)) {
    const found = nonFinite((value as Record<string, unknown>)[key], `${path}.${key}`, seen);
    if (found !== null) return found;
  }
  return null;
}

class FuzzFailure extends Error {}

type Outcome = "success" | "refusal";

function callOnce(fn: Fn, args: unknown[]): { outcome: Outcome; ms: number } {
  const start = performance.now();
  let result: unknown;
  try {
    result = fn(...args);
  } catch (error) {
    const ms = performance.now() - start;
    if (error instanceof RulesInputError) {
      if (error.code.length === 0 || error.path.length === 0) throw new FuzzFailure(`RulesInputError without a code or path: ${error.message}`);
      return { outcome: "refusal", ms };
    }
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new FuzzFailure(/read.only|not extensible|Cannot (assign|add|delete|define)/i.test(text) ? `mutation: ${text}` : `threw ${text}`);
  }
  const ms = performance.now() - start;
  const bad = nonFinite(result);
  if (bad !== null) throw new FuzzFailure(`non-finite number at ${bad}`);
  return { outcome: "success", ms };
}

/** Calls `fn`; a slow call is timed again once so a GC pause alone does not fail it. */
function check(fn: Fn, args: unknown[], slowMs: number): Outcome {
  const first = callOnce(fn, args);
  if (first.ms <= slowMs) return first.outcome;
  const again = callOnce(fn, args);
  if (again.ms > slowMs) throw new FuzzFailure(`slow: ${Math.round(Math.min(first.ms, again.ms))} ms`);
  return again.outcome;
}

const hostileKeys = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"));
const anything = fc.anything({ key: hostileKeys, maxDepth: 3 });

/** Arguments for `name`: pure noise, and (where a valid call is known) valid calls with one value made hostile. */
export function argsFor(name: string): fc.Arbitrary<unknown[]> {
  const noise = fc.array(anything, { maxLength: 4 });
  const valid = VALID_INPUTS[name];
  if (valid === undefined) return noise;
  const samples = fc.constantFrom(...valid).map((make) => make());
  return fc.oneof({ arbitrary: noise, weight: 1 }, { arbitrary: samples, weight: 1 }, { arbitrary: samples.chain((args) => mutated(args)), weight: 4 });
}

const show = (value: unknown): string => {
  try {
    const text = fc.stringify(value);
    return text.length > 600 ? `${text.slice(0, 600)}…` : text;
  } catch {
    return String(value);
  }
};

export function fuzzOne(target: FuzzTarget, options: { numRuns: number; seed: number; slowMs?: number }): FuzzReport {
  const report: FuzzReport = { name: target.name, runs: 0, successes: 0, refusals: 0, failure: null, counterexample: null };
  let counting = true;
  const details = fc.check(
    fc.property(argsFor(target.name), (args) => {
      let outcome: Outcome;
      try {
        outcome = check(target.fn, deepFreeze(args), options.slowMs ?? SLOW_MS);
      } catch (error) {
        counting = false; // shrinking replays calls; only the first pass is counted
        throw error;
      }
      if (counting) {
        report.runs++;
        if (outcome === "success") report.successes++;
        else report.refusals++;
      }
    }),
    { numRuns: options.numRuns, seed: options.seed, endOnFailure: false },
  );
  if (details.failed) {
    report.runs = details.numRuns;
    const error = details.errorInstance;
    report.failure = error instanceof FuzzFailure ? error.message : String(error);
    report.counterexample = details.counterexample === null ? null : show(details.counterexample[0]);
  }
  return report;
}

export function fuzzCore(options: { numRuns: number; seed: number; only?: string; slowMs?: number }): FuzzReport[] {
  return fuzzTargets()
    .filter((t) => options.only === undefined || t.name.includes(options.only))
    .map((t) => fuzzOne(t, options));
}
