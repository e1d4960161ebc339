/**
 * Words the view layer's texts with Foundry's i18n: a Text ({ key, data }) becomes a string,
 * nested texts (an ability's name inside a sentence) first. Templates then only print strings,
 * escaped by Handlebars.
 */
import { type Text, type TextValue, type Worded, wordView as wordViewWith } from "../view/i18n";

export type { Worded } from "../view/i18n";

export function formatText(t: Text): string {
  if (!t.data) return game.i18n.localize(t.key);
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(t.data)) data[name] = formatValue(value);
  return game.i18n.format(t.key, data);
}

function formatValue(value: TextValue): string {
  return typeof value === "object" ? formatText(value) : String(value);
}

/** Every Text in a view-model worded with Foundry's i18n. */
export function wordView<T>(view: T): Worded<T> {
  return wordViewWith(view, formatText);
}
