/**
 * The preview's registry: every view id is unique and opens as its ruleset's state, the README's
 * screenshots are views, and no shared preview file knows a ruleset (design.md "Layers, and one
 * folder per ruleset in each"). Runs in Node: the states are plain data and closures.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { VIEWS, initialState } from "../../src/preview/rulesets";
import { implementedRulesets } from "../../src/core/rulesets";

const root = join(import.meta.dirname, "../..");

describe("the preview registry", () => {
  test("view ids are unique", () => {
    const ids = VIEWS.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(VIEWS.map((v) => v.id))("%s opens with something to show", (view) => {
    const state = initialState(view, { scripted: true, itemName: null });
    expect(state.windows.length + (state.chat?.length ?? 0) + (state.sidebar === null ? 0 : 1)).toBeGreaterThan(0);
  });

  test("an unknown view opens the first ruleset's first view", () => {
    const state = initialState("no-such-view", { scripted: true, itemName: null });
    expect(state.windows.map((w) => w.key)).toEqual(initialState(VIEWS[0]!.id, { scripted: true, itemName: null }).windows.map((w) => w.key));
  });

  test("every screenshot the README links is a view", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const linked = [...readme.matchAll(/docs\/screenshots\/([\w-]+)\.png/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const shot of linked) expect(VIEWS.map((v) => v.id), shot).toContain(shot.replace(/-(light|dark)$/, ""));
  });
});

describe("shared preview files know no ruleset", () => {
  const ids: readonly string[] = implementedRulesets();
  const shared = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return ids.includes(name) ? [] : shared(full);
      return full.endsWith(".ts") ? [full] : [];
    });
  test.each(shared(join(root, "src/preview")).map((f) => [relative(root, f), f]))("%s", (_name, file) => {
    const text = readFileSync(file, "utf8");
    // The registry imports each ruleset's module: that is its one job.
    const code = file.endsWith("rulesets.ts") ? text.replace(/^import .*$/gm, "") : text;
    for (const id of ids) {
      expect(code, `${id} as a string`).not.toMatch(new RegExp(`["'\`]${id}["'\`]`));
      expect(code, `a read of system.${id}`).not.toMatch(new RegExp(`system\\.${id}\\b|system\\[["']${id}["']\\]`));
    }
  });
});
