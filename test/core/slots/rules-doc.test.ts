/**
 * docs/rules/slots.md keeps the checks test/docs/rules-docs.test.ts makes of the banks and trauma
 * documents: every `rules/slots.md §N.M` cited in the sources has its heading, every S-n cited is
 * a listed example, and every worked example of the spec is a row and a test.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "../../..");
const doc = readFileSync(join(root, "docs/rules/slots.md"), "utf8");
const headings = doc.split("\n").filter((l) => /^#{1,6} /.test(l)).map((l) => l.replace(/^#{1,6} /, ""));

function textFiles(path: string): string[] {
  const p = join(root, path);
  if (!existsSync(p)) return [];
  if (statSync(p).isDirectory()) return readdirSync(p).flatMap((name) => (name === "node_modules" ? [] : textFiles(join(path, name))));
  return [p];
}

const SECTION = String.raw`\d+(?:\.\d+)*[a-z]?`;
const CITATION = new RegExp(String.raw`(?:docs/)?rules/slots\.md\`?\)?\s*((?:§\s?${SECTION}|S-\d+)(?:\s*(?:,|;|–|—|-|and|or|&)\s*(?:§\s?${SECTION}|S-\d+))*)`, "g");
const cited = ["src", "docs", "examples", "test/core/slots"].flatMap(textFiles).flatMap((file) => [...readFileSync(file, "utf8").matchAll(CITATION)].flatMap((m) => [...m[1]!.matchAll(/§\s?([\d.]+[a-z]?)|(S-\d+)/g)].map((p) => p[1] ?? p[2]!)));

describe("docs/rules/slots.md", () => {
  test("the sources cite it", () => {
    expect(cited.length).toBeGreaterThan(20);
  });
  test.each([...new Set(cited.filter((c) => !c.startsWith("S-")))].sort())("§%s has its heading", (section) => {
    expect(headings.some((h) => h.startsWith(`${section} `))).toBe(true);
  });
  test("lists S-1 … S-27, each a test named by its id", () => {
    const tests = readFileSync(join(root, "test/core/slots/worked-examples.test.ts"), "utf8");
    for (let i = 1; i <= 27; i++) {
      expect(doc, `S-${i}`).toMatch(new RegExp(`\\| S-${i} \\|`));
      expect(tests, `S-${i}`).toMatch(new RegExp(`it\\("S-${i} `));
    }
  });
});
