/**
 * Player-typed keys (team ids, skill names, relic ids …) may be `constructor` or `__proto__`: a
 * plain `record[key]` would read Object.prototype instead of "nothing there" (issue "Trust and
 * exactly-once"). Read and write such keys only through these.
 */
import { RulesInputError } from "./errors";

/** A record and a text key: anything else would throw a TypeError in Object.hasOwn or defineProperty. */
function checkKeyed(record: unknown, key: unknown): void {
  if (typeof record !== "object" || record === null) throw new RulesInputError("input.invalid", "record", "a keyed record must be an object");
  if (typeof key !== "string") throw new RulesInputError("input.invalid", "key", "a key must be text");
}

export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  checkKeyed(record, key);
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A copy of `record` with `key` set as an own property (an assignment to `__proto__` would swap the prototype). */
export function withOwn<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  checkKeyed(record, key);
  const copy: Record<string, T> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
