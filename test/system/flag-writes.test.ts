import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * A ruleset's flags are read and written only through its accessor (system/<ruleset>/flags.ts),
 * so none reads a single place or writes 0.1.0's: no `getFlag("fray", …)`/`setFlag` and no
 * literal `fray: { … }` flags elsewhere in a ruleset's folder. The Combat's shared
 * `flags.fray.automation` is the combat machinery's, not a ruleset's, and stays where it is.
 */
const root = join(import.meta.dirname, "../..");
const RULESETS = ["trauma", "banks"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe.each(RULESETS)("the %s adapter touches its flags only through its accessor", (ruleset) => {
  const files = sources(join(root, "src/system", ruleset)).filter((f) => !/\/(flags|fvtt-config)\.ts$/.test(f));
  test.each(files.map((f) => [relative(root, f), f]))("%s", (_name, file) => {
    const offending = readFileSync(file, "utf8")
      .split("\n")
      .map((line, i) => ({ line, n: i + 1 }))
      .filter(({ line }) => /(get|set|unset)Flag\(\s*["']fray["']/.test(line) || /\bfray:\s*\{(?!\s*automation\b)/.test(line));
    expect(offending.map(({ n, line }) => `${n}: ${line.trim()}`)).toEqual([]);
  });
});
