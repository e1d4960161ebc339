/**
 * Player-typed keys (team ids, skill names, relic ids …) may be `constructor` or `__proto__`: a
 * plain `record[key]` would read Object.prototype instead of "nothing there" (issue "Trust and
 * exactly-once"). Read and write such keys only through these.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A copy of `record` with `key` set as an own property (an assignment to `__proto__` would swap the prototype). */
export function withOwn<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  const copy: Record<string, T> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
