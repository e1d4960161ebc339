/**
 * Shape checks shared by the banks validators (docs/rules/README.md "Bad input"): each throws
 * `RulesInputError` with the path of the offending value; the code says which rule failed.
 */
import { RulesInputError, requireBoolean, requireInt, requireRecord as requireObject } from "../errors";

/** The shared shape checks (core/errors.ts), under the names this ruleset's validators use. */
export { requireObject, requireBoolean };

export function requireString(value: unknown, path: string, code: string): string {
  if (typeof value !== "string" || value === "") throw new RulesInputError(code, path, `${path} must be a non-empty string`);
  return value;
}

export function requireStringOrNull(value: unknown, path: string, code: string): string | null {
  return value === null ? null : requireString(value, path, code);
}

export function requireStringList(value: unknown, path: string, code: string): string[] {
  if (!Array.isArray(value)) throw new RulesInputError(code, path, `${path} must be a list`);
  value.forEach((s, i) => requireString(s, `${path}[${i}]`, code));
  return value as string[];
}

/** A record of whole numbers ≥ 0 (skills, extra attributes, armor ratings). */
export function requireCounts(value: unknown, path: string, code: string, max?: number): Record<string, number> {
  const record = requireObject(value, path, code);
  for (const [key, n] of Object.entries(record)) requireInt(n, `${path}.${key}`, code, max === undefined ? { min: 0 } : { min: 0, max });
  return record as Record<string, number>;
}

/** A whole number ≥ 0 that defaults to 0 when absent (optional procedure inputs). */
export function optionalCount(value: unknown, path: string, code = "input.invalid"): number {
  return value === undefined ? 0 : requireInt(value, path, code, { min: 0 });
}

export function optionalFlag(value: unknown, path: string, code = "input.invalid"): boolean {
  return value === undefined ? false : requireBoolean(value, path, code);
}
