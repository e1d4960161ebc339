/** Small shape checks shared by the wounds validators; each throws `RulesInputError` at its path. */
import { RulesInputError } from "../errors";

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
    throw new RulesInputError(code, path, `${path} must be one of ${allowed.join(", ")}, got ${JSON.stringify(value) ?? String(value)}`);
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
