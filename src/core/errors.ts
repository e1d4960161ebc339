/**
 * The one error class of the rules core (docs/rules/README.md, "Bad input").
 * `code` is stable (tests and the adapter match on it), `path` points at the offending
 * value in the procedure's input, and `message` is what a person reads.
 */
export class RulesInputError extends Error {
  override readonly name = "RulesInputError";
  readonly code: string;
  readonly path: string;

  constructor(code: string, path: string, message: string) {
    super(message);
    this.code = code;
    this.path = path;
  }
}

/**
 * A value as an error message shows it. Never throws: the value is bad input and may be an object
 * whose `toString` is not a function (`String(value)` would throw a TypeError).
 */
export function shown(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value !== "object" || value === null) return typeof value === "symbol" ? "a symbol" : String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return "an object";
}

/** Throws `RulesInputError` unless `value` is a record (an object, not a list): checked before any field of it is read. */
export function requireRecord(value: unknown, path: string, code = "input.invalid"): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError(code, path, `${path} must be an object, got ${shown(value)}`);
  }
  return value as Record<string, unknown>;
}

/** Throws `RulesInputError` unless `value` is true or false. */
export function requireBoolean(value: unknown, path: string, code = "input.invalid"): boolean {
  if (typeof value !== "boolean") throw new RulesInputError(code, path, `${path} must be true or false, got ${shown(value)}`);
  return value;
}

/** Throws `RulesInputError` unless `value` is an integer within [min, max]. */
export function requireInt(
  value: unknown,
  path: string,
  code: string,
  bounds?: { min?: number; max?: number },
): number {
  const min = bounds?.min ?? Number.MIN_SAFE_INTEGER;
  const max = bounds?.max ?? Number.MAX_SAFE_INTEGER;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesInputError(code, path, `${path} must be a whole number, got ${shown(value)}`);
  }
  if (value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
    throw new RulesInputError(code, path, `${path} must be ${range}, got ${value}`);
  }
  return value;
}
