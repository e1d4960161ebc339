/**
 * The ESLint rule that keeps `instanceof HTMLElement` out of src/system (eslint.config.js): an
 * element of a window Foundry v14 popped out is not an instance of this window's classes, so the
 * adapter asks isElement (src/system/compat/elements.ts). Run through ESLint's own API on the
 * project's config, so the test fails if the rule is dropped, mistyped or scoped wrongly.
 */
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, "eslint.config.js") });

/** The element-check messages ESLint gives `code` as if it were the file at `path`. */
async function elementChecks(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const probe = (check: string): string => `export const probe = (value: unknown): boolean => ${check};\n`;

describe("no instanceof on the DOM's element classes in src/system", () => {
  test.each(["value instanceof HTMLElement", "value instanceof HTMLButtonElement", "value instanceof Element", "value instanceof globalThis.HTMLInputElement"])(
    "%s is refused in a ruleset's adapter, with the reason and the way out",
    async (check) => {
      const messages = await elementChecks(probe(check), "src/system/wounds/probe.ts");
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain("popped-out window");
      expect(messages[0]).toContain("isElement");
    },
  );

  test("the compat module, which answers the question, may ask it", async () => {
    expect(await elementChecks(probe("value instanceof HTMLElement"), "src/system/compat/probe.ts")).toEqual([]);
  });

  test("other instanceof checks (errors, Foundry's classes) are left alone", async () => {
    expect(await elementChecks(probe("value instanceof Error || value instanceof foundry.applications.api.ApplicationV2"), "src/system/wounds/probe.ts")).toEqual([]);
  });
});
