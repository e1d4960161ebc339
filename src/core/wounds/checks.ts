/** Small shape checks shared by the wounds validators; each throws `RulesInputError` at its path. */
import { RulesInputError, requireInt } from "../errors";
import type { Rng } from "../random";

export function requireObject(value: unknown, path: string, code: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError(code, path, `${path} must be an object`);
  }
  return value as Record<string, unknown>;
}

export function requireBoolean(value: unknown, path: string, code: string): boolean {
  if (typeof value !== "boolean") throw new RulesInputError(code, path, `${path} must be true or false`);
  return value;
}

export function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], path: string, code: string): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesInputError(code, path, `${path} must be one of ${allowed.join(", ")}, got ${shown(value)}`);
  }
  return value as T;
}

export function requireArray(value: unknown, path: string, code: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new RulesInputError(code, path, `${path} must be a list`);
  if (value.length > max) throw new RulesInputError(code, path, `${path} holds at most ${max} entries, got ${value.length}`);
  return value;
}

/** An own property of a plain record, never one inherited (keys may be typed by players). */
export function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A value as a message may show it, whatever it is (String() throws on some objects). */
export function shown(value: unknown): string {
  if (value === null || (typeof value !== "object" && typeof value !== "function" && typeof value !== "symbol")) return String(value as string | number | boolean | bigint | undefined);
  return Array.isArray(value) ? "a list" : typeof value === "symbol" ? "a symbol" : "an object";
}

/** `requireInt` for any input: a non-number is refused here, before a message tries to print it. */
export function requireWhole(value: unknown, path: string, code: string, range: { min?: number; max?: number } = {}): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new RulesInputError(code, path, `${path} must be a whole number, got ${shown(value)}`);
  return requireInt(value, path, code, range);
}

/** A list of whole numbers (an exploding chain's faces, before the dice check them). */
export function requireFaces(value: unknown, path: string, code: string, max: number): number[] {
  return requireArray(value, path, code, max).map((face, i) => requireWhole(face, `${path}[${i}]`, code));
}

/** A path argument as given, or a plain one when the caller handed something else. */
export function pathOf(path: unknown, fallback = "value"): string {
  return typeof path === "string" && path.length <= 500 ? path : fallback;
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
