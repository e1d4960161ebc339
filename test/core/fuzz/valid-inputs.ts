/**
 * Valid calls per fuzzed function (`face.name` → argument lists), so the hostile mutations start
 * from realistic data. A function without an entry still gets arbitrary arguments.
 */
export const VALID_INPUTS: Record<string, readonly (() => unknown[])[]> = {};
