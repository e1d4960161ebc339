/**
 * The object helpers Foundry's database path uses on every write, as the simulation needs them.
 * Written from Foundry 13.350 `common/utils/helpers.mjs`; read, not copied.
 */
export type Data = Record<string, unknown>;

const isPlain = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** @foundry common/utils/helpers.mjs:202-245 (deepClone: plain objects and arrays copied, other objects kept) */
export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => deepClone(v)) as T;
  if (!isPlain(value)) return value;
  const copy: Data = {};
  for (const [k, v] of Object.entries(value)) copy[k] = deepClone(v);
  return copy as T;
}

/** @foundry common/utils/helpers.mjs:495-510 (expandObject: "a.b": 1 becomes {a: {b: 1}}, arrays mapped) */
export function expandObject(value: unknown, depth = 0): unknown {
  if (depth > 32) throw new Error("Maximum object expansion depth exceeded");
  if (Array.isArray(value)) return value.map((v: unknown) => expandObject(v, depth + 1));
  if (!isPlain(value)) return value;
  const expanded: Data = {};
  for (const [key, v] of Object.entries(value)) setProperty(expanded, key, expandObject(v, depth + 1));
  return expanded;
}

/** @foundry common/utils/helpers.mjs:725-745 (setProperty: walks a dotted path, creating objects) */
export function setProperty(target: Data, key: string, value: unknown): void {
  const parts = key.split(".");
  const last = parts.pop()!;
  let node = target;
  for (const part of parts) {
    const next = node[part];
    if (!isPlain(next)) node[part] = {};
    node = node[part] as Data;
  }
  node[last] = value;
}

/** @foundry common/utils/helpers.mjs:701-713 (getProperty: a dotted path read, undefined when absent) */
export function getProperty(target: unknown, key: string): unknown {
  let node: unknown = target;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Data)[part];
  }
  return node;
}

/**
 * mergeObject as a document update applies it (`performDeletions: true`): objects merge key by
 * key, anything else replaces, `-=key: null` deletes, `==key` replaces whole.
 * @foundry common/utils/helpers.mjs:916-1010 (mergeObject, _mergeInsert, _mergeUpdate)
 */
export function mergeUpdate(original: Data, other: Data): Data {
  const change = Object.keys(other).some((k) => k.includes(".")) ? (expandObject(other) as Data) : other;
  for (const [key, value] of Object.entries(change)) {
    if (key.startsWith("==")) {
      original[key.slice(2)] = deepClone(value);
      continue;
    }
    if (key.startsWith("-=")) {
      if (value !== null) throw new Error("Removing a key using the -= deletion syntax requires the value of that deletion key to be null");
      Reflect.deleteProperty(original, key.slice(2));
      continue;
    }
    const current = original[key];
    if (isPlain(value) && isPlain(current)) mergeUpdate(current, value);
    else if (isPlain(value)) original[key] = mergeUpdate({}, value);
    else original[key] = deepClone(value);
  }
  return original;
}

/**
 * What an update changes against a source, the update's own keys only (`diff: true` drops an
 * update that changes nothing).
 * @foundry common/utils/helpers.mjs:254-300 (diffObject)
 */
export function diffUpdate(source: Data, update: Data): Data {
  const diff: Data = {};
  for (const [key, value] of Object.entries(update)) {
    if (key.startsWith("-=")) {
      if (key.slice(2) in source) diff[key] = value;
      continue;
    }
    if (key.startsWith("==")) {
      diff[key] = value;
      continue;
    }
    const current = source[key];
    if (isPlain(value) && isPlain(current)) {
      const inner = diffUpdate(current, value);
      if (Object.keys(inner).length) diff[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(current)) diff[key] = value;
  }
  return diff;
}

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** @foundry common/utils/helpers.mjs:1032-1042 (randomID: 16 alphanumeric characters) */
export function randomID(next: () => number, length = 16): string {
  let id = "";
  for (let i = 0; i < length; i++) id += ID_CHARS[Math.floor(next() * ID_CHARS.length)];
  return id;
}
