/**
 * Deleting a key in an update: v13 reads `{"-=key": null}`; v14 warns on that form (it goes in
 * v16) and wants `{key: ForcedDeletion}`. Typed as v13's form, which is what the v13
 * declarations accept; on v14 the same update object carries the operator instead.
 */
import { foundryGeneration } from "./generation";
import { v14Operators } from "./v14";

export function deleting(key: string): Record<`-=${string}`, null> {
  return forThisFoundry({ [`-=${key}`]: null });
}

/**
 * An update written with v13's `-=key` deletions, in the form this Foundry wants: unchanged on
 * v13, each `"-=key": null` turned into `key: ForcedDeletion` on v14. Pure code (the view's
 * edits, the migrations) keeps writing the one form; the adapter converts at the write.
 */
export function forThisFoundry<T>(update: T): T {
  const operators = foundryGeneration() >= 14 ? v14Operators() : null;
  return operators ? (convert(update, operators.ForcedDeletion.create()) as T) : update;
}

function convert(value: unknown, deletion: unknown): unknown {
  if (Array.isArray(value)) return value.map((inner: unknown) => convert(inner, deletion));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => (key.startsWith("-=") && inner === null ? [key.slice(2), deletion] : [key, convert(inner, deletion)])),
  );
}
