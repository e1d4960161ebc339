/**
 * Words the view layer's texts with Foundry's i18n: a Text ({ key, data }) becomes a string,
 * nested texts (an ability's name inside a sentence) first. Templates then only print strings,
 * escaped by Handlebars.
 */
import type { Text, TextValue } from "../view/i18n";

export function formatText(t: Text): string {
  if (!t.data) return game.i18n.localize(t.key);
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(t.data)) data[name] = formatValue(value);
  return game.i18n.format(t.key, data);
}

function formatValue(value: TextValue): string {
  return typeof value === "object" ? formatText(value) : String(value);
}

function isText(value: unknown): value is Text {
  return typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string" && Object.keys(value).every((k) => k === "key" || k === "data");
}

/** Mapped type: every Text inside a view-model becomes a string. */
export type Worded<T> = T extends Text ? string : T extends readonly (infer U)[] ? Worded<U>[] : T extends object ? { [K in keyof T]: Worded<T[K]> } : T;

export function wordView<T>(view: T): Worded<T> {
  const walk = (value: unknown): unknown => {
    if (isText(value)) return formatText(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(view) as Worded<T>;
}
