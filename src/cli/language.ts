import { readFileSync } from "node:fs";
import type { LangDictionary } from "../view/i18n";

// From src/cli (tsx) or build/cli (bundle), the repository root is two levels up.
const fromRoot = (file: string): URL => new URL(`../../${file}`, import.meta.url);

/** The system's own lang/en.json, so the CLI words things exactly as Foundry does. */
export function loadLanguage(): LangDictionary {
  return JSON.parse(readFileSync(fromRoot("lang/en.json"), "utf8")) as LangDictionary;
}

/** The version in package.json: `fray --version`. */
export function loadVersion(): string {
  const manifest = JSON.parse(readFileSync(fromRoot("package.json"), "utf8")) as { version?: unknown };
  return typeof manifest.version === "string" ? manifest.version : "unknown";
}
