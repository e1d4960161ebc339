/**
 * Text as the view layer hands it out: a language key and its data, never a sentence. Foundry
 * words it with its own i18n (src/system/i18n.ts); the CLI and the preview use `formatText` with the same
 * `lang/en.json`, whose `{name}` placeholders follow Foundry's format.
 */
export interface Text {
  readonly key: string;
  readonly data?: Readonly<Record<string, TextValue>>;
}

/** A placeholder value: plain, or itself a text to localize first (an ability's name). */
export type TextValue = string | number | Text;

export type LangDictionary = { readonly [key: string]: string | LangDictionary };

export function text(key: string, data?: Readonly<Record<string, TextValue>>): Text {
  return data === undefined ? { key } : { key, data };
}

/** Looks a dotted key up in a nested dictionary; a missing key comes back as the key itself, as in Foundry. */
export function localize(dictionary: LangDictionary, key: string): string {
  let node: string | LangDictionary | undefined = dictionary;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return key;
    node = node[part];
  }
  return typeof node === "string" ? node : key;
}

export function formatText(dictionary: LangDictionary, t: Text): string {
  const template = localize(dictionary, t.key);
  if (!t.data) return template;
  const data = t.data;
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const value = data[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? formatText(dictionary, value) : String(value);
  });
}

/** A Text, recognised by shape: an object with a string `key` and at most `data`. */
export function isText(value: unknown): value is Text {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { key?: unknown }).key === "string" &&
    Object.keys(value).every((k) => k === "key" || k === "data")
  );
}

/** A view-model once worded: every Text in it is a string. */
export type Worded<T> = T extends Text ? string : T extends readonly (infer U)[] ? Worded<U>[] : T extends object ? { [K in keyof T]: Worded<T[K]> } : T;

/**
 * Words a whole view-model with the given wording (Foundry's i18n in the adapter, lang/en.json
 * in the preview and the tests), so templates only print plain strings that Handlebars escapes.
 */
export function wordView<T>(view: T, word: (t: Text) => string): Worded<T> {
  const walk = (value: unknown): unknown => {
    if (isText(value)) return word(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(view) as Worded<T>;
}
