/**
 * The core fuzzer (issues "Trust and exactly-once" and 10): every function a module of src/core
 * exports (found on disk, targets.ts) is called with hostile and JSON-shaped bad input; it must succeed or throw a RulesInputError (code and
 * path), never write to its input, never return NaN or ±Infinity, and answer within 50 ms.
 * Shared by `npm run fuzz` (scripts/fuzz.ts, 10,000 runs) and test/core/fuzz.test.ts (a sample).
 */
import fc from "fast-check";
import { RulesInputError } from "../../../src/core/errors";
import { mutated } from "./hostile";
import { type Fn, type FuzzTarget, loadFaces, targetsOf } from "./targets";
import { VALID_INPUTS } from "./valid-inputs";

export const SLOW_MS = 50;

export interface FuzzReport { name: string; runs: number; successes: number; refusals: number; failure: string | null; counterexample: string | null }

/** Deeply frozen, so a procedure that writes to its input throws (ES modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/**
 * The path of the first NaN or ±Infinity in `value`, or null. Values in `passed` were in the input
 * (a shuffle hands back the items it was given): a procedure must not make one, not must not carry one.
 */
export function nonFinite(value: unknown, path = "result", seen = new Set<unknown>(), passed: ReadonlySet<string> = new Set()): string | null {
  if (typeof value === "number") return Number.isFinite(value) || passed.has(String(value)) ? null : path;
  if (typeof value !== "object" || value === null || seen.has(value)) return null;
  seen.add(value);
  if (value instanceof Map) return nonFinite([...value.entries()], path, seen, passed);
  if (value instanceof Set) return nonFinite([...value], path, seen, passed);
  for (const key of Object.keys(value)) {
    const found = nonFinite((value as Record<string, unknown>)[key], `${path}.${key}`, seen, passed);
    if (found !== null) return found;
  }
  return null;
}

/** The non-finite numbers ("NaN", "Infinity", "-Infinity") anywhere in `value`. */
function nonFiniteIn(value: unknown, out = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof value === "number" && !Number.isFinite(value)) out.add(String(value));
  if (typeof value !== "object" || value === null || seen.has(value)) return out;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) nonFiniteIn((value as Record<PropertyKey, unknown>)[key], out, seen);
  return out;
}

class FuzzFailure extends Error {}

type Outcome = "success" | "refusal";

/** CPU time of this process in ms: other processes on a busy machine do not make a call look slow. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function callOnce(fn: Fn, args: unknown[]): { outcome: Outcome; ms: number } {
  const start = cpuMs();
  let result: unknown;
  try {
    result = fn(...args);
  } catch (error) {
    const ms = cpuMs() - start;
    if (error instanceof RulesInputError) {
      if (typeof error.code !== "string" || typeof error.path !== "string" || error.code.length === 0 || error.path.length === 0) throw new FuzzFailure(`RulesInputError without a code or path: ${error.message}`);
      return { outcome: "refusal", ms };
    }
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new FuzzFailure(/read.only|not extensible|Cannot (assign|add|delete|define)/i.test(text) ? `mutation: ${text}` : `threw ${text}`);
  }
  const ms = cpuMs() - start;
  const bad = nonFinite(result, "result", new Set(), nonFiniteIn(args));
  if (bad !== null) throw new FuzzFailure(`non-finite number at ${bad}`);
  return { outcome: "success", ms };
}

/** Calls `fn`; a slow call is timed twice more, so a first compile or a GC pause alone does not fail it. */
function check(fn: Fn, args: unknown[], slowMs: number): Outcome {
  let fastest = callOnce(fn, args);
  for (let retry = 0; retry < 2 && fastest.ms > slowMs; retry++) {
    const again = callOnce(fn, args);
    if (again.ms < fastest.ms) fastest = again;
  }
  if (fastest.ms > slowMs) throw new FuzzFailure(`slow: ${Math.round(fastest.ms)} ms of CPU`);
  return fastest.outcome;
}

const hostileKeys = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"));
const anything = fc.anything({ key: hostileKeys, maxDepth: 3 });

/**
 * `path` and `code` parameters are the caller's labels for a refusal (the offending value's path,
 * the error code): always written in code, never data. They get a label or their default; every
 * other parameter gets noise.
 */
const LABELS = ["path", "code"];
const isLabel = (p: string): boolean => LABELS.includes(p.split("=")[0]!.trim());

function noiseFor(params: readonly string[]): fc.Arbitrary<unknown[]> {
  const label = fc.constantFrom<unknown>("input", "$.steps[0]");
  const arb = (p: string): fc.Arbitrary<unknown> => (!isLabel(p) ? anything : p.includes("=") ? fc.oneof(label, fc.constant(undefined)) : label);
  return fc.tuple(...params.map(arb), fc.array(anything, { maxLength: 1 })).map((all) => [...all.slice(0, -1), ...(all[all.length - 1] as unknown[])]);
}

/** Arguments for `name`: pure noise, and (where a valid call is known) valid calls with one value made hostile. */
export function argsFor(name: string, params: readonly string[]): fc.Arbitrary<unknown[]> {
  const labelAt = params.findIndex(isLabel);
  // A required label is never left out (the types forbid it); optional ones may be.
  const noise = params.some((p) => isLabel(p) && !p.includes("=")) ? noiseFor(params) : fc.oneof(noiseFor(params), fc.array(anything, { maxLength: labelAt === -1 ? params.length + 1 : labelAt }));
  const valid = VALID_INPUTS[name];
  if (valid === undefined) return noise;
  const samples = fc.constantFrom(...valid).map((make) => make());
  return fc.oneof({ arbitrary: noise, weight: 1 }, { arbitrary: samples, weight: 1 }, { arbitrary: samples.chain((args) => mutated(args)), weight: 4 });
}

const show = (value: unknown): string => {
  try {
    const text = fc.stringify(value);
    return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
  } catch {
    return String(value);
  }
};

export function fuzzOne(target: FuzzTarget, options: { numRuns: number; seed: number; slowMs?: number }): FuzzReport {
  const report: FuzzReport = { name: target.name, runs: 0, successes: 0, refusals: 0, failure: null, counterexample: null };
  let counting = true;
  const details = fc.check(
    fc.property(argsFor(target.name, target.params), (args) => {
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

/** Every exported core function (test/core/fuzz/targets.ts). */
export async function fuzzTargets(): Promise<FuzzTarget[]> {
  return targetsOf(await loadFaces());
}

export async function fuzzCore(options: { numRuns: number; seed: number; only?: string | undefined; slowMs?: number }): Promise<FuzzReport[]> {
  return (await fuzzTargets())
    .filter((t) => options.only === undefined || t.name.includes(options.only))
    .map((t) => fuzzOne(t, options));
}
