// docs/rules/track.md keeps the checks test/docs/rules-docs.test.ts makes of the banks and trauma
// documents: every `rules/track.md §N` the sources cite has its heading, and every worked
// example K-n is listed there and tested by its id.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../../support/examples";

function textFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (p: string): void => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) return readdirSync(p).forEach((name) => visit(join(p, name)));
    out.push(p);
  };
  visit(join(repoRoot, dir));
  return out;
}

const doc = readFileSync(join(repoRoot, "docs/rules/track.md"), "utf8");
const headings = doc.split("\n").filter((l) => /^#{1,6} /.test(l)).map((l) => l.replace(/^#{1,6} /, ""));
const sources = ["src/core/track", "src/view/track", "examples/track", "docs/rules/track.md"].flatMap(textFiles);
const cited = new Set<string>();
for (const file of sources) {
  for (const m of readFileSync(file, "utf8").matchAll(/rules\/track\.md`?\)?\s*((?:§\s?\d+(?:\.\d+)*(?:\s*(?:,|–|and|or)\s*)?)+)/g)) {
    for (const s of m[1]!.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) cited.add(s[1]!);
  }
}

describe("docs/rules/track.md", () => {
  test("the sources do cite it", () => {
    expect(cited.size).toBeGreaterThan(10);
  });

  test.each([...cited].sort())("§%s has its heading", (section) => {
    expect(headings.some((h) => h.startsWith(`${section} `))).toBe(true);
  });

  test("every worked example K-1 … K-23 is listed and is a test named by its id", () => {
    const tests = textFiles("test/core/track").map((f) => readFileSync(f, "utf8")).join("\n");
    for (let k = 1; k <= 23; k++) {
      expect(doc, `K-${k}`).toMatch(new RegExp(`\\| K-${k} \\|`));
      expect(tests, `K-${k}`).toMatch(new RegExp(`test\\("K-${k} `));
    }
  });
});
