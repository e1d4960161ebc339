/**
 * Tests of the adapter run on the Foundry simulation (test/sim), whose every behaviour is written
 * from Foundry's source and cites it. A test that writes its own version of a Foundry method
 * hides exactly the branch of Foundry that breaks a real table (design.md "Verifying without
 * Foundry"), so outside test/sim no test file may define or assign one.
 *
 * The files still on the older hand-made doubles are listed by name; the list may only shrink:
 * a listed file that no longer defines such a method must leave the list.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/** Foundry methods Fray's adapter calls or overrides. */
const FOUNDRY_METHODS = new Set([
  "setupTurns", "nextTurn", "previousTurn", "nextRound", "previousRound", "startCombat",
  "_onStartTurn", "_onEndTurn", "_onStartRound", "_onEndRound",
  "_onCreate", "_onUpdate", "_onDelete", "_onRelatedUpdate",
  "createDocuments", "updateDocuments", "deleteDocuments",
  "createEmbeddedDocuments", "updateEmbeddedDocuments", "deleteEmbeddedDocuments",
  "modifyTokenAttribute", "toggleStatusEffect", "query",
  "pass", "deal", "draw", "shuffle", "recall",
]);

/** Still on the hand-made doubles (issue 19 moves them onto the simulation). */
const LEGACY = new Set([
  "test/support/combat-double.ts",
  "test/support/server-double.ts",
  "test/support/status-double.ts",
  "test/system/banks/combat/banks-fixtures.ts",
  "test/system/banks/combat/initiative-sync.test.ts",
  "test/system/combat/combat-document.test.ts",
  "test/system/documents/actor.test.ts",
  "test/system/documents/token.test.ts",
  "test/system/gm/apply-writes.test.ts",
  "test/system/track/combat/initiative-roll.test.ts",
  "test/system/wounds/combat/cards-double.ts",
  "test/system/wounds/combat/world.ts",
]);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(ROOT, path) === "test/sim" ? [] : testFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const isFunction = (node: ts.Node | undefined): boolean => !!node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** The Foundry methods a file defines (a method, a function-valued property) or assigns. */
function foundryMethodsDefinedIn(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isMethodDeclaration(node) && FOUNDRY_METHODS.has(node.name.getText())) found.add(node.name.getText());
    if ((ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) && isFunction(node.initializer) && FOUNDRY_METHODS.has(node.name.getText())) found.add(node.name.getText());
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && FOUNDRY_METHODS.has(node.left.name.text)) found.add(node.left.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

const defined = new Map(testFiles(join(ROOT, "test")).map((file) => [relative(ROOT, file), foundryMethodsDefinedIn(file)] as const));

describe("tests run on the Foundry simulation", () => {
  test("no test file outside test/sim writes its own version of a Foundry method", () => {
    const offenders = [...defined].filter(([file, names]) => names.length > 0 && !LEGACY.has(file)).map(([file, names]) => `${file}: ${names.join(", ")}`);
    expect(offenders).toEqual([]);
  });

  test("the list of files still on hand-made doubles only shrinks", () => {
    const moved = [...LEGACY].filter((file) => !(defined.get(file)?.length));
    expect(moved, "these files no longer define Foundry methods: take them off LEGACY").toEqual([]);
  });

  test("the check sees a method written in a test (it can fail)", () => {
    expect(foundryMethodsDefinedIn("probe.ts", "class C { setupTurns() { return []; } }")).toEqual(["setupTurns"]);
    expect(foundryMethodsDefinedIn("probe.ts", ["const d = { pass: async () => [] };", "combat." + "nextTurn = () => combat;"].join(" ")).sort()).toEqual(["nextTurn", "pass"]);
    expect(foundryMethodsDefinedIn("probe.ts", "const row = { pass: 2, draw: [1] };")).toEqual([]);
  });
});
