/**
 * game.i18n over the repository's real lang/en.json, with Foundry's format placeholders.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type LangDictionary, formatText, localize } from "../../src/view/i18n";

const LANG = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../lang/en.json"), "utf8")) as LangDictionary;

/** @sim game.i18n, its methods cited one by one */
export const simI18n = {
  /** @foundry client/helpers/localization.mjs:354-365 (has: a key with a translation) */
  has: (key: string): boolean => localize(LANG, key) !== key,
  /** @foundry client/helpers/localization.mjs:383-395 (localize: the translation, else the key) */
  localize: (key: string): string => localize(LANG, key),
  /** @foundry client/helpers/localization.mjs:415-425 (format: {name} placeholders filled) */
  format: (key: string, data: Record<string, string> = {}): string => formatText(LANG, { key, data }),
  lang: "en",
};
