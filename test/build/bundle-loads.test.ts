/**
 * The built bundle itself (dist/fray.mjs, as Foundry loads it) evaluates and initialises against
 * the Foundry double: Rollup's module order, with the import cycles the adapter registry makes
 * (data models ↔ adapters ↔ sheets), must never touch a binding before it exists.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, test, vi } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../support/foundry-double";
import { repoRoot } from "../support/examples";

const bundle = join(repoRoot, "dist", "fray.mjs");
let foundry: FoundryDouble | null = null;
afterAll(() => foundry?.uninstall());

describe("dist/fray.mjs", () => {
  test("loads and wires Fray at init, in module order as bundled", async () => {
    expect(existsSync(bundle), "run `npm run build` first").toBe(true);
    foundry = installFoundryDouble();
    vi.spyOn(console, "info").mockImplementation(() => {});
    await import(/* @vite-ignore */ pathToFileURL(bundle).href);
    foundry.fire("init");
    const config = (globalThis as unknown as { CONFIG: Record<string, Record<string, unknown>> }).CONFIG;
    expect((config["Actor"]!["documentClass"] as { name: string }).name).toBe("FrayActor");
    expect(Object.keys(config["Actor"]!["dataModels"] as object).sort()).toEqual(["character", "npc"]);
    expect(Object.keys(config["queries"]!).length).toBeGreaterThan(0);
    expect(foundry.sheets.length).toBeGreaterThan(5);
  });
});
