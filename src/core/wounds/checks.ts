/** Small shape checks shared by the wounds validators; each throws `RulesInputError` at its path. */
import { RulesInputError, requireBoolean as requireSharedBoolean, requireInt, requireRecord } from "../errors";
import type { Rng } from "../random";

/** Helpers are exported, so their own arguments are checked too: a bad path or code becomes a plain one. */
function codeOf(code: unknown): string {
  return typeof code === "string" && code !== "" ? code : "input.invalid";
}

export function requireObject(value: unknown, anyPath: string, anyCode: string): Record<string, unknown> {
  return requireRecord(value, pathOf(anyPath), codeOf(anyCode));
}

export function requireBoolean(value: unknown, anyPath: string, anyCode: string): boolean {
  return requireSharedBoolean(value, pathOf(anyPath), codeOf(anyCode));
}

export function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], anyPath: string, anyCode: string): T {
  const path = pathOf(anyPath);
  const code = codeOf(anyCode);
  if (!Array.isArray(allowed)) throw new RulesInputError("input.invalid", "allowed", "allowed must list the values");
  if (typeof value !== "string" || !(allowed as readonly unknown[]).includes(value)) {
    throw new RulesInputError(code, path, `${path} must be one of ${allowed.join(", ")}, got ${shown(value)}`);
  }
  return value as T;
}

export function requireArray(value: unknown, anyPath: string, anyCode: string, anyMax: number): unknown[] {
  const path = pathOf(anyPath);
  const code = codeOf(anyCode);
  const max = typeof anyMax === "number" && anyMax >= 0 ? anyMax : 0;
  if (!Array.isArray(value)) throw new RulesInputError(code, path, `${path} must be a list`);
  if (value.length > max) throw new RulesInputError(code, path, `${path} holds at most ${max} entries, got ${value.length}`);
  return value;
}

/** An own property of a plain record, never one inherited (keys may be typed by players). */
export function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  if (typeof record !== "object" || record === null || typeof key !== "string") return undefined;
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A value as a message may show it, whatever it is (String() throws on some objects). */
export function shown(value: unknown): string {
  if (value === null || (typeof value !== "object" && typeof value !== "function" && typeof value !== "symbol")) return String(value as string | number | boolean | bigint | undefined);
  return Array.isArray(value) ? "a list" : typeof value === "symbol" ? "a symbol" : "an object";
}

/** `requireInt` for any input: a non-number is refused here, before a message tries to print it. */
export function requireWhole(value: unknown, anyPath: string, anyCode: string, anyRange: { min?: number; max?: number } = {}): number {
  const path = pathOf(anyPath);
  const code = codeOf(anyCode);
  const r = typeof anyRange === "object" && anyRange !== null ? anyRange : {};
  const range = { ...(typeof r.min === "number" && Number.isFinite(r.min) ? { min: r.min } : {}), ...(typeof r.max === "number" && Number.isFinite(r.max) ? { max: r.max } : {}) };
  if (typeof value !== "number" || !Number.isInteger(value)) throw new RulesInputError(code, path, `${path} must be a whole number, got ${shown(value)}`);
  return requireInt(value, path, code, range);
}

/** A list of whole numbers (an exploding chain's faces, before the dice check them). */
export function requireFaces(value: unknown, anyPath: string, code: string, max: number): number[] {
  const path = pathOf(anyPath);
  return requireArray(value, path, code, max).map((face, i) => requireWhole(face, `${path}[${i}]`, code));
}

/** A path argument as given, or a plain one when the caller handed something else. */
export function pathOf(path: unknown, fallback: unknown = "value"): string {
  if (typeof path === "string" && path.length > 0 && path.length <= 500) return path;
  return typeof fallback === "string" && fallback.length > 0 && fallback.length <= 500 ? fallback : "value";
}

/** The generator a caller handed in, its every answer checked (a bad one is refused, never used). */
export function checkedRng(rng: unknown): Rng {
  if (typeof rng !== "object" || rng === null || typeof (rng as Rng).int !== "function" || typeof (rng as Rng).next !== "function") {
    throw new RulesInputError("input.invalid", "rng", "rng must be a random generator");
  }
  const r = rng as Rng;
  return {
    next: () => {
      const x: unknown = r.next();
      if (typeof x !== "number" || !(x >= 0 && x < 1)) throw new RulesInputError("input.invalid", "rng", "rng.next gave a number outside [0, 1)");
      return x;
    },
    int: (min, max) => {
      const x: unknown = r.int(min, max);
      if (typeof x !== "number" || !Number.isInteger(x) || x < min || x > max) throw new RulesInputError("input.invalid", "rng", `rng.int gave ${shown(x)} outside ${min}…${max}`);
      return x;
    },
  };
}
