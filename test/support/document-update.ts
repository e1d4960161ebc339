/**
 * Foundry's way of applying an update to a document's data (v13 `mergeObject` with
 * `performDeletions`): objects merge key by key, anything else replaces, and a `-=key` entry
 * deletes `key` (foundry-v13.md §9). Enough for the flag updates the adapter writes.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function applyUpdate(target: Record<string, unknown>, change: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(change)) {
    if (key.startsWith("-=")) {
      Reflect.deleteProperty(target, key.slice(2));
      continue;
    }
    const current = target[key];
    if (isObject(value) && isObject(current)) applyUpdate(current, value);
    else if (isObject(value)) {
      const fresh: Record<string, unknown> = {};
      applyUpdate(fresh, value);
      target[key] = fresh;
    } else target[key] = structuredClone(value);
  }
}
