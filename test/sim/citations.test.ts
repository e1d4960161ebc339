/**
 * Every behaviour of the Foundry simulation names the Foundry 13.350 source it follows
 * (`@foundry <file>:<lines>`), or says it is harness (`@sim`). With FOUNDRY_SOURCE pointing at a
 * copy of that source (client/, common/, dist/), each citation is also checked: the file exists,
 * the lines are inside it, and the first name in its parentheses appears in those lines.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const SIM = resolve(import.meta.dirname);
const CITATION = /@foundry\s+((?:client|common|dist)\/[\w./-]+\.mjs):(\d+)(?:-(\d+))?(?:\s+\(([^)]*)\))?/g;

function simFiles(dir = SIM): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return simFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

interface Behaviour {
  file: string;
  name: string;
  doc: string;
}

/** Functions, methods, accessors and exported constants, with the doc comments above them (and above their class or object). */
function behaviours(file: string): Behaviour[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Behaviour[] = [];
  const docOf = (node: ts.Node): string => (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).map((r) => text.slice(r.pos, r.end)).join("\n");
  const visit = (node: ts.Node): void => {
    const named = ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isConstructorDeclaration(node);
    const exportedConst = ts.isVariableStatement(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (named || exportedConst) {
      const name = ts.isVariableStatement(node) ? node.declarationList.declarations.map((d) => d.name.getText()).join() : (node.name?.getText() ?? "constructor");
      let doc = docOf(node);
      // A one-line method in an object literal may share the doc of the property that holds it.
      if (!doc && ts.isPropertyAssignment(node.parent)) doc = docOf(node.parent);
      found.push({ file: relative(SIM, file), name, doc });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = simFiles().flatMap(behaviours);

describe("the Foundry simulation cites Foundry's source", () => {
  test("it has behaviours to check", () => {
    expect(all.length).toBeGreaterThan(60);
  });
  test.each(all.map((b) => [`${b.file} ${b.name}`, b] as const))("%s names its Foundry source or is marked harness", (_label, behaviour) => {
    const cited = [...behaviour.doc.matchAll(CITATION)];
    expect(cited.length > 0 || /@sim\b/.test(behaviour.doc), `${behaviour.file}: ${behaviour.name} needs "@foundry <file>:<lines> (what)" or "@sim"`).toBe(true);
    for (const [, , start, end] of cited) expect(Number(end ?? start)).toBeGreaterThanOrEqual(Number(start));
  });

  const root = process.env["FOUNDRY_SOURCE"];
  test.runIf(root && existsSync(root))("each citation points at real lines that name what it cites (FOUNDRY_SOURCE)", () => {
    const wrong: string[] = [];
    for (const b of all) {
      for (const [whole, path, start, end, what] of b.doc.matchAll(CITATION)) {
        const file = join(root!, path!);
        if (!existsSync(file)) {
          wrong.push(`${b.file} ${b.name}: no ${path}`);
          continue;
        }
        const lines = readFileSync(file, "utf8").split("\n");
        const [from, to] = [Number(start), Number(end ?? start)];
        if (to > lines.length) wrong.push(`${b.file} ${b.name}: ${path} has ${lines.length} lines (${whole})`);
        const word = what?.match(/^[#\w]+/)?.[0]?.replace(/^#/, "");
        if (word && !path!.startsWith("dist/") && !lines.slice(from - 1, to).join("\n").includes(word)) wrong.push(`${b.file} ${b.name}: "${word}" not in ${path}:${from}-${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
