import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LangDictionary } from "../../src/view/i18n";

export const repoRoot = join(import.meta.dirname, "../..");

export function readJson<T = unknown>(relativePath: string): T {
  return JSON.parse(readFileSync(join(repoRoot, relativePath), "utf8")) as T;
}

export const lang = (): LangDictionary => readJson<LangDictionary>("lang/en.json");
