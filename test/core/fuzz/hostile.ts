/** JSON-shaped bad input: a valid call with one value replaced, or one player-typed key made hostile. */
import fc from "fast-check";

type Path = readonly (string | number)[];

/** Every value's path in a JSON-shaped tree (arrays and plain objects only), the root excluded. */
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((v, i) => { out.push([...at, i]); paths(v, [...at, i], out); });
  else if (isPlain(value)) for (const [k, v] of Object.entries(value)) { out.push([...at, k]); paths(v, [...at, k], out); }
  return out;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` with `edit` applied at `path` (own properties defined, so `__proto__` is a plain key). */
function edited(value: unknown, path: Path, edit: (old: unknown) => unknown): unknown {
  if (path.length === 0) return edit(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? edited(v, rest, edit) : v));
  if (isPlain(value)) {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(copy, k, { value: k === head ? edited(v, rest, edit) : v, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  return value;
}

const HOSTILE_KEYS = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"] as const;

function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(target)) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Renames one key of a plain object to a hostile one, keeping its value. */
function renamed(target: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(target)) Object.defineProperty(copy, k === from ? to : k, { value: v, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Values that JSON or a player can hand over where a number, string, list or record was expected. */
export const REPLACEMENTS: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, "", "x", "constructor", "__proto__", "toString", true, [], {}, [null], { __proto__: null }),
  fc.constantFrom<unknown>(0, -1, 0.5, 2.5, -0.5, 1e9, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, NaN, Infinity, -Infinity),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(...HOSTILE_KEYS).map((k) => withKey({}, k, 1)),
);

/** One hostile change to `args`: a value replaced, a string set to a prototype name, a key renamed or added as a prototype name. */
export function mutated(args: unknown[]): fc.Arbitrary<unknown[]> {
  const all = paths(args);
  if (all.length === 0) return fc.constant(args);
  return fc.tuple(fc.integer({ min: 0, max: all.length - 1 }), fc.integer({ min: 0, max: 3 }), REPLACEMENTS, fc.constantFrom(...HOSTILE_KEYS)).map(([i, kind, replacement, key]) => {
    const path = all[i]!;
    const parent = path.slice(0, -1);
    const last = path[path.length - 1]!;
    switch (kind) {
      case 0:
        return edited(args, path, () => replacement) as unknown[];
      case 1:
        return edited(args, path, (old) => (typeof old === "string" ? key : replacement)) as unknown[];
      case 2:
        return edited(args, parent, (obj) => (isPlain(obj) && typeof last === "string" ? renamed(obj, last, key) : obj)) as unknown[];
      default:
        return edited(args, parent, (obj) => (isPlain(obj) ? withKey(obj, key, obj[String(last)] ?? null) : obj)) as unknown[];
    }
  });
}
