import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * design.md "Layers": src/core and src/view are pure, the CLI and preview use core and view
 * only. ESLint and tsconfig.pure.json enforce this too; this test is the plain-text backstop
 * that also catches globals reached through `globalThis` or a string-keyed lookup.
 */
const root = join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  const full = join(root, dir);
  try {
    statSync(full);
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".ts")) out.push(p);
    }
  };
  walk(full);
  return out;
}

/** Code without comments and string contents, so words in prose are not counted. */
function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
    .replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
}

const FOUNDRY = /(^|[^A-Za-z0-9_.$])(game|CONFIG|foundry|Hooks|ui|canvas|globalThis|window|document)\s*(\.|\[)/;
/** The preview is a browser page: the DOM is its business, Foundry is not. */
const FOUNDRY_ONLY = /(^|[^A-Za-z0-9_.$])(game|CONFIG|foundry|Hooks|ui|canvas)\s*(\.|\[)/;

describe("core, view and cli stay away from Foundry and the DOM; the preview from Foundry", () => {
  const files = ["src/core", "src/view", "src/cli", "src/preview"].flatMap(sources);
  test.each(files.map((f) => [relative(root, f), f]))("%s", (_name, file) => {
    const pattern = relative(root, file).startsWith("src/preview") ? FOUNDRY_ONLY : FOUNDRY;
    const lines = codeOf(readFileSync(file, "utf8")).split("\n");
    const offending = lines.map((line, i) => ({ line, n: i + 1 })).filter(({ line }) => pattern.test(line));
    expect(offending.map(({ n, line }) => `${n}: ${line.trim()}`)).toEqual([]);
  });
});

describe("imports go one way: system → view → core", () => {
  const importsOf = (file: string): string[] =>
    [...readFileSync(file, "utf8").matchAll(/^\s*(?:import|export)[^'"]*from\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  const reaches = (file: string, spec: string, target: string): boolean =>
    spec.startsWith(".") && relative(root, join(file, "..", spec)).startsWith(target);

  test.each(sources("src/core").map((f) => [relative(root, f), f]))("core file %s imports only core", (_n, file) => {
    const bad = importsOf(file).filter(
      (s) => !s.startsWith(".") || ["src/view", "src/system", "src/cli", "src/preview"].some((t) => reaches(file, s, t)),
    );
    expect(bad).toEqual([]);
  });

  const upper = [
    ...sources("src/view").map((f) => [relative(root, f), f, ["src/system", "src/cli", "src/preview"]] as const),
    ...sources("src/cli").map((f) => [relative(root, f), f, ["src/system", "src/preview"]] as const),
    ...sources("src/preview").map((f) => [relative(root, f), f, ["src/system", "src/cli"]] as const),
  ];
  test.each(upper)("%s imports nothing above its layer", (_n, file, forbidden) => {
    const bad = importsOf(file).filter((s) => forbidden.some((t) => reaches(file, s, t)));
    expect(bad).toEqual([]);
  });
});

test("the purity check itself catches a Foundry global", () => {
  expect(FOUNDRY.test(codeOf("const x = game.settings.get('fray', 'ruleset');"))).toBe(true);
  expect(FOUNDRY.test(codeOf("const y = globalThis['CONFIG'];"))).toBe(true);
  expect(FOUNDRY.test(codeOf("// game.settings in a comment is fine"))).toBe(false);
  expect(FOUNDRY.test(codeOf("const s = 'the game.settings text';"))).toBe(false);
  expect(FOUNDRY.test(codeOf("const endGame = state.endgame.value;"))).toBe(false);
});
