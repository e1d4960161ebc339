/**
 * Whether a value is an HTML element (of a tag, if one is named). `instanceof HTMLElement` fails
 * for an element of another window (v14 can pop an application out into its own, and each
 * window has its own `HTMLElement`), so ask the node what it is: an element node (type 1) in the
 * XHTML namespace, which is what every element Fray's templates make is. eslint.config.js
 * forbids `instanceof` on the DOM's element classes everywhere else in src/system.
 */
const XHTML = "http://www.w3.org/1999/xhtml";

export function isElement(value: unknown): value is HTMLElement;
export function isElement<K extends keyof HTMLElementTagNameMap>(value: unknown, tag: K): value is HTMLElementTagNameMap[K];
export function isElement(value: unknown, tag?: keyof HTMLElementTagNameMap): boolean {
  if (typeof value !== "object" || value === null) return false;
  const node = value as { nodeType?: unknown; namespaceURI?: unknown; tagName?: unknown };
  if (node.nodeType !== 1 || node.namespaceURI !== XHTML) return false;
  return tag === undefined || String(node.tagName).toLowerCase() === tag;
}
