/**
 * Patches: what a procedure changes, as a plain object nested like the state it changes.
 * Arrays and non-plain values are replaced whole; plain objects merge key by key. The adapter
 * turns a patch into one document update, the encounter engine merges it into its table, and
 * an Undo stores the inverse patch.
 */
import { RulesInputError } from "./errors";
export type Patch<S> = {
  [K in keyof S]?: S[K] extends readonly unknown[] ? S[K] : S[K] extends Record<string, unknown> ? Patch<S[K]> : S[K];
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A new state with the patch applied; neither argument is changed. */
export function applyPatch<S>(state: S, patch: Patch<S>): S {
  return mergeValue(state, patch) as S;
}

/** A deep copy of plain JSON-like data (the core runs where structuredClone may not exist). */
function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
  return value;
}

function mergeValue(base: unknown, change: unknown): unknown {
  if (!isPlainObject(change) || !isPlainObject(base)) return clone(change);
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    // Keys may be player-typed (a team named __proto__): read own values only, write own properties only.
    Object.defineProperty(out, key, { value: mergeValue(Object.hasOwn(base, key) ? base[key] : undefined, value), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The patch that undoes `patch` on `state`: for every key the patch touches, the value it had
 * before. Applying `patch` and then `invertPatch(state, patch)` gives back `state`.
 */
export function invertPatch<S>(state: S, patch: Patch<S>): Patch<S> {
  return invertValue(state, patch) as Patch<S>;
}

function invertValue(base: unknown, change: unknown): unknown {
  if (!isPlainObject(change) || !isPlainObject(base)) return clone(base);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    Object.defineProperty(out, key, { value: invertValue(Object.hasOwn(base, key) ? base[key] : undefined, value), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** True when the patch changes nothing. */
export function isEmptyPatch(patch: object): boolean {
  if (typeof patch !== "object" || patch === null) throw new RulesInputError("patch.invalid", "patch", "a patch must be an object");
  return Object.values(patch).every((v) => v === undefined || (isPlainObject(v) && isEmptyPatch(v)));
}
