// The checks test/docs/rules-docs.test.ts makes of the banks and trauma documents, made of
// docs/rules/wounds.md: every `rules/wounds.md §N` cited in the sources has its heading, and
// every cited example id is listed.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../../support/examples";

const SECTION = String.raw`\d+(?:\.\d+)*[a-z]?`;
const CITATION = new RegExp(String.raw`(?:docs/)?rules/wounds\.md\`?\)?\s*((?:§\s?${SECTION}|W-\d+)(?:\s*(?:,|;|–|—|-|and|or|&)\s*(?:§\s?${SECTION}|W-\d+))*)`, "g");
const PART = new RegExp(String.raw`§\s?(${SECTION})|(W-\d+)`, "g");

function files(dir: string): string[] {
  const path = join(repoRoot, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    const full = join(path, name);
    return statSync(full).isDirectory() ? files(join(dir, name)) : [full];
  });
}

const sources = ["src", "examples", "docs"].flatMap(files).filter((f) => /\.(ts|json|md)$/.test(f));
const cited = new Set<string>();
for (const file of sources) for (const m of readFileSync(file, "utf8").matchAll(CITATION)) for (const p of m[1]!.matchAll(PART)) cited.add(p[1] ? `§${p[1]}` : p[2]!);
const doc = readFileSync(join(repoRoot, "docs/rules/wounds.md"), "utf8");
const headings = doc.split("\n").filter((l) => /^#{1,6} /.test(l)).map((l) => l.replace(/^#{1,6} /, ""));

describe("docs/rules/wounds.md answers every citation", () => {
  test("the sources cite it", () => expect([...cited].filter((c) => c.startsWith("§")).length).toBeGreaterThan(20));
  test.each([...cited].sort())("%s", (c) => {
    if (c.startsWith("§")) expect(headings.some((h) => h.startsWith(`${c.slice(1)} `)), c).toBe(true);
    else expect(new RegExp(`\\| ${c} \\|`).test(doc), c).toBe(true);
  });
  test("every worked example W-1 … W-24 is listed", () => {
    for (let i = 1; i <= 24; i++) expect(doc).toContain(`| W-${i} |`);
  });
});
