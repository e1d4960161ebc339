import { readFileSync } from "node:fs";
import type { LangDictionary } from "../view/i18n";

/** The system's own lang/en.json, so the CLI words things exactly as Foundry does. */
export function loadLanguage(): LangDictionary {
  // From src/cli (tsx) or build/cli (bundle), the repository root is two levels up.
  const file = new URL("../../lang/en.json", import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as LangDictionary;
}
