/**
 * Shape checks of the track validators (docs/rules/README.md "Bad input"): each throws
 * `RulesInputError` with the path of the offending value; the code says which rule failed.
 */
import { RulesInputError } from "../errors";
import { DAMAGE_TYPES, type DamageType } from "./state";

/** The shared shape checks (core/errors.ts), under the names this ruleset's validators use. */
export { requireRecord as requireObject, requireBoolean } from "../errors";

/** §6 `wound.badType`: a damage type other than normal, lethal or aggravated. */
export function requireDamageType(value: unknown, path: string): DamageType {
  if (!(DAMAGE_TYPES as readonly unknown[]).includes(value)) {
    throw new RulesInputError("wound.badType", path, `${path} must be normal, lethal or aggravated, got ${JSON.stringify(value) ?? String(value)}`);
  }
  return value as DamageType;
}

/** A field read from a player-typed object only if it is its own (never `__proto__` or `toString`). */
export function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return typeof record === "object" && record !== null && Object.hasOwn(record, key) ? record[key] : undefined;
}

