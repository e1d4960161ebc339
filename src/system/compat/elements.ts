/**
 * Whether a value is a DOM element (of a tag, if one is named). `instanceof HTMLElement` fails
 * for an element of another window (v14 can pop an application out into its own), so ask the
 * node what it is.
 */
export function isElement<K extends keyof HTMLElementTagNameMap>(value: unknown, tag?: K): value is HTMLElementTagNameMap[K] {
  if (typeof value !== "object" || value === null || (value as { nodeType?: unknown }).nodeType !== 1) return false;
  return tag === undefined || String((value as { tagName?: unknown }).tagName).toLowerCase() === tag;
}
