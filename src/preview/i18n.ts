/**
 * English as Foundry words it, from the real lang/en.json: `word` for one Text, `worded` for a
 * whole view-model (every Text becomes its sentence, so templates print plain, escaped strings).
 * `worded` is src/view's `wordView` with this wording.
 */
import en from "../../lang/en.json";
import { type LangDictionary, type Text, type Worded, formatText, wordView } from "../view/i18n";

export type { Worded } from "../view/i18n";

export const EN: LangDictionary = en;

export const word = (t: Text): string => formatText(EN, t);

/** Foundry's `localize` helper: a key alone is looked up, a key with hash arguments is formatted. */
export function localizeKey(key: string, hash: Readonly<Record<string, string | number>> = {}): string {
  return formatText(EN, Object.keys(hash).length > 0 ? { key, data: hash } : { key });
}

/** Every Text in a view-model worded from lang/en.json (the adapter words with Foundry's i18n). */
export function worded<T>(view: T): Worded<T> {
  return wordView(view, word);
}
