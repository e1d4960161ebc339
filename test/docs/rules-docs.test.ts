import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Code comments, chat cards, CLI messages, docs and examples cite the rules as
 * `rules/<ruleset>.md §N.M` (or `docs/rules/<ruleset>.md §N.M`). Both spellings are resolved in
 * docs/rules/<ruleset>.md: this test checks that every cited section has a heading there that
 * starts with its number (`### 6.19 Team Bank operations`), and that every cited example id
 * (`docs/rules/trauma.md T-3`) is listed. Rulesets without a document yet must be listed as coming in
 * docs/rules/README.md.
 */
const root = join(import.meta.dirname, "../..");
const DOCUMENTED = ["trauma", "banks", "wounds", "track", "slots"] as const;

/** Every text file under the given roots (binary files, such as screenshots, are skipped). */
function textFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const visit = (p: string): void => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p)) if (name !== "node_modules") visit(join(p, name));
      return;
    }
    const text = readFileSync(p);
    if (!text.includes(0)) out.push(p);
  };
  for (const p of paths) visit(join(root, p));
  return out;
}

const SECTION = String.raw`\d+(?:\.\d+)*[a-z]?`;
/** `docs/rules/banks.md §6.3`, `` `docs/rules/trauma.md` §3.1 ``, `docs/rules/trauma.md §3.1, §5.8a–§5.11`, `docs/rules/trauma.md T-3`. */
const CITATION = new RegExp(
  String.raw`(?:docs/)?rules/([a-z]+)\.md\`?\)?\s*((?:§\s?${SECTION}|[TB]-\d+)(?:\s*(?:,|;|–|—|-|and|or|&)\s*(?:§\s?${SECTION}|[TB]-\d+))*)`,
  "g",
);
const PART = new RegExp(String.raw`§\s?(${SECTION})|([TB]-\d+)`, "g");

type Citation = { ruleset: string; section?: string; example?: string; where: string };

function citationsIn(text: string, where: string): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(CITATION)) {
    for (const p of m[2]!.matchAll(PART)) {
      out.push(p[1] ? { ruleset: m[1]!, section: p[1], where } : { ruleset: m[1]!, example: p[2]!, where });
    }
  }
  return out;
}

const files = textFiles(["src", "docs", "examples", "packs", "README.md"]);
const citations = files.flatMap((f) => citationsIn(readFileSync(f, "utf8"), relative(root, f)));
const docPath = (ruleset: string): string => join(root, "docs/rules", `${ruleset}.md`);
const headingsOf = (ruleset: string): string[] =>
  readFileSync(docPath(ruleset), "utf8")
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#{1,6} /, ""));

/** One row per distinct citation, with the first file that makes it. */
function distinct(list: readonly Citation[]): [string, Citation][] {
  const seen = new Map<string, Citation>();
  for (const c of list) {
    const key = `${c.ruleset}.md ${c.section ? `§${c.section}` : c.example}`;
    if (!seen.has(key)) seen.set(key, c);
  }
  return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }));
}

describe("every rules citation resolves in docs/rules", () => {
  const documented = citations.filter((c) => (DOCUMENTED as readonly string[]).includes(c.ruleset));

  test("the sources do cite the rules (the scan is not empty)", () => {
    expect(documented.filter((c) => c.ruleset === "trauma" && c.section).length).toBeGreaterThan(50);
    expect(documented.filter((c) => c.ruleset === "banks" && c.section).length).toBeGreaterThan(50);
  });

  test.each(DOCUMENTED.map((r) => [r]))("docs/rules/%s.md exists", (ruleset) => {
    expect(existsSync(docPath(ruleset))).toBe(true);
  });

  const sections = distinct(documented.filter((c) => c.section));
  test.each(sections)("%s has its heading", (_key, c) => {
    const headings = headingsOf(c.ruleset);
    expect(headings.some((h) => h.startsWith(`${c.section} `)), `cited in ${c.where}`).toBe(true);
  });

  const examples = distinct(documented.filter((c) => c.example));
  test.each(examples)("%s is a listed worked example", (_key, c) => {
    const text = readFileSync(docPath(c.ruleset), "utf8");
    expect(new RegExp(`\\| ${c.example} \\|`).test(text), `cited in ${c.where}`).toBe(true);
  });

  test("a cited ruleset without a document is listed as coming in docs/rules/README.md", () => {
    const readme = readFileSync(join(root, "docs/rules/README.md"), "utf8");
    const missing = [...new Set(citations.map((c) => c.ruleset))]
      .filter((r) => !(DOCUMENTED as readonly string[]).includes(r))
      .filter((r) => !new RegExp(`\\| \`${r}\` \\|[^\\n]*\\| coming \\|`).test(readme));
    expect(missing).toEqual([]);
  });
});

test("the citation scan reads both spellings, lists and ranges", () => {
  const found = citationsIn(
    "docs/rules/trauma.md §3.1, §5.8a–§5.11; `docs/rules/banks.md` §6.19. docs/rules/banks.md §6.3 step 3; docs/rules/trauma.md T-3",
    "inline",
  ).map((c) => `${c.ruleset} ${c.section ?? c.example}`);
  expect(found).toEqual(["trauma 3.1", "trauma 5.8a", "trauma 5.11", "banks 6.19", "banks 6.3", "trauma T-3"]);
});
