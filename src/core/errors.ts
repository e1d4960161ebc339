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

/** Throws `RulesInputError` unless `value` is an integer within [min, max]. */
export function requireInt(
  value: unknown,
  path: string,
  code: string,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesInputError(code, path, `${path} must be a whole number, got ${String(value)}`);
  }
  if (value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
    throw new RulesInputError(code, path, `${path} must be ${range}, got ${value}`);
  }
  return value;
}
