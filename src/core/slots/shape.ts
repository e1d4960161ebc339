/**
 * Shape checks shared by the slots validators (docs/rules/slots.md §6): each throws
 * `RulesInputError` with the path of the offending value and the code of the rule it breaks.
 */
import { RulesInputError, requireBoolean as requireBool, requireInt, requireRecord } from "../errors";
import { validateNatural } from "../dice";

/** A plain object (not an array, not null); its keys are read with `Object.hasOwn` only. */
export { requireRecord };

/** An own field of a record, or undefined (a `__proto__` or `toString` key is never inherited). */
export function field(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** True or false. */
export { requireBool };

export function requireText(value: unknown, path: string, code: string, maxLength = 200): string {
  if (typeof value !== "string" || value === "" || value.length > maxLength) throw new RulesInputError(code, path, `${path} must be a non-empty text of at most ${maxLength} characters`);
  return value;
}

export function requireList(value: unknown, path: string, code: string, maxLength: number): readonly unknown[] {
  if (!Array.isArray(value)) throw new RulesInputError(code, path, `${path} must be a list`);
  if (value.length > maxLength) throw new RulesInputError(code, path, `${path} holds more than ${maxLength} entries`);
  return value;
}

/** One of the listed literals. */
export function requireOneOf<T extends string>(value: unknown, options: readonly T[], path: string, code: string): T {
  if (typeof value !== "string" || !(options as readonly string[]).includes(value)) throw new RulesInputError(code, path, `${path} must be one of ${options.join(", ")}`);
  return value as T;
}

/** A whole number ≥ 0 and at most `max` (counters, durations, slots). */
export function requireCount(value: unknown, path: string, code: string, max: number): number {
  return requireWhole(value, path, code, { min: 0, max });
}

/** A whole number ≥ 0 that is absent when not given. */
export function optionalCount(value: unknown, path: string, code: string, max: number): number | undefined {
  return value === undefined ? undefined : requireCount(value, path, code, max);
}

export function optionalBool(value: unknown, path: string, code: string): boolean {
  return value === undefined ? false : requireBool(value, path, code);
}

/**
 * A whole number within bounds. The type is checked here first, so a hostile value (an object
 * whose `toString` is not a function) is refused before any message tries to print it.
 */
export function requireWhole(value: unknown, path: string, code: string, bounds: { min?: number; max?: number } = {}): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new RulesInputError(code, path, `${path} must be a whole number`);
  return requireInt(value, path, code, bounds);
}

/** A natural roll of (v:X), 1…X (`check.badNatural`, docs/rules/slots.md §6). */
export function requireNatural(sides: number, value: unknown, path: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new RulesInputError("check.badNatural", path, `${path} must be a natural roll 1…${sides}`);
  return validateNatural(sides, value, path);
}
