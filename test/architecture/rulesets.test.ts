/**
 * design.md "Layers, and one folder per ruleset in each": a ruleset lives in its own folder in
 * each layer and is listed once per registry; no shared file names a ruleset; no ruleset imports
 * another. This is the backstop that keeps it so as rulesets are added.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { RULESET_IDS } from "../../src/core/ruleset-id";

const root = join(import.meta.dirname, "../..");
const LAYERS = ["core", "view", "system", "preview", "cli"];
/** The registries and the list of ids: the only shared files that may name rulesets. */
const REGISTRIES = new Set(["src/core/ruleset-id.ts", ...LAYERS.map((l) => `src/${l}/rulesets.ts`)]);

function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".ts")) out.push(relative(root, p));
    }
  };
  walk(join(root, dir));
  return out;
}

/** The ruleset whose folder holds the file (src/<layer>/<ruleset>/…), or null for shared code. */
function rulesetOf(file: string): string | null {
  const [, layer, folder] = file.split("/");
  return layer !== undefined && LAYERS.includes(layer) && folder !== undefined && (RULESET_IDS as readonly string[]).includes(folder) ? folder : null;
}

/** Code without comments, so words in prose are not counted. */
const codeOf = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

const files = sources("src");
const shared = files.filter((f) => rulesetOf(f) === null && !REGISTRIES.has(f));

describe("no shared file names a ruleset (compares its id, reads its slice, lists it by hand)", () => {
  const named = new RegExp(`["'\`](${RULESET_IDS.join("|")})["'\`]|\\.(${RULESET_IDS.join("|")})\\b`);
  test.each(shared)("%s", (file) => {
    const lines = codeOf(readFileSync(join(root, file), "utf8")).split("\n");
    expect(lines.map((line, i) => `${i + 1}: ${line.trim()}`).filter((line) => named.test(line))).toEqual([]);
  });
});

describe("no ruleset imports another ruleset, in any layer", () => {
  const importsOf = (file: string): string[] =>
    [...readFileSync(join(root, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => relative(root, resolve(dirname(join(root, file)), m[1]!)));
  test.each(files.filter((f) => rulesetOf(f) !== null))("%s", (file) => {
    const own = rulesetOf(file);
    const foreign = importsOf(file).filter((target) => {
      const other = rulesetOf(`${target}.ts`) ?? rulesetOf(`${target}/index.ts`);
      return other !== null && other !== own;
    });
    expect(foreign).toEqual([]);
  });
});

describe("each ruleset is listed once per registry", () => {
  test.each(LAYERS.filter((l) => l !== "cli").map((l) => `src/${l}/rulesets.ts`).filter((f) => files.includes(f)))("%s", (file) => {
    const code = codeOf(readFileSync(join(root, file), "utf8"));
    const entries = [...code.matchAll(/^\s*(\w+):\s*\w+,?\s*$/gm)].map((m) => m[1]);
    for (const id of RULESET_IDS) expect(entries.filter((e) => e === id), `${file}: ${id}`).toHaveLength(entries.includes(id) ? 1 : 0);
    expect(entries.length, file).toBeGreaterThan(0);
  });
});
