import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { readJson, repoRoot } from "../support/examples";

/** The installable system as `npm run build` leaves it (npm test builds before it tests). */
const dist = join(repoRoot, "dist");
const manifest = readJson<{ version: string; esmodules: string[]; styles: string[]; languages: { path: string }[]; packs: { path: string }[] }>("system.json");

describe("dist/ is a Foundry system folder", () => {
  test("it was built", () => {
    expect(existsSync(join(dist, "system.json")), "run `npm run build` first").toBe(true);
  });

  test("every file system.json names is there", () => {
    for (const file of [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)]) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    for (const pack of manifest.packs) {
      expect(readdirSync(join(dist, pack.path)).some((f) => f.endsWith(".ldb")), pack.path).toBe(true);
    }
  });

  test("template.json stays out (the data models are the schema)", () => {
    expect(existsSync(join(dist, "template.json"))).toBe(false);
  });

  test("the bundle is one ES module with no bare imports Foundry could not resolve", () => {
    const code = readFileSync(join(dist, "fray.mjs"), "utf8");
    expect(code).toContain('Hooks.once("init"');
    expect(code).not.toMatch(/^\s*import\s.+from\s+["'][^./]/m);
  });

  test("the zip holds the same system at its root", () => {
    const zip = unzipSync(readFileSync(join(dist, `fray-${manifest.version}.zip`)));
    const names = Object.keys(zip);
    expect(names).toContain("system.json");
    expect(names).toContain("fray.mjs");
    expect(names.some((n) => n.startsWith("packs/trauma/protagonists/"))).toBe(true);
    expect(names.some((n) => n.endsWith(".zip"))).toBe(false);
    // No source map and no LevelDB lock or log files: only what Foundry loads.
    expect(names.filter((n) => /\.map$|(^|\/)(LOCK|LOG|LOG\.old)$/.test(n))).toEqual([]);
    expect(JSON.parse(new TextDecoder().decode(zip["system.json"]))).toEqual(readJson("dist/system.json"));
  });

  test("the installed manifest points at this version's release, made from package.json's repository", () => {
    const built = readJson<Record<string, unknown>>("dist/system.json");
    const pkg = readJson<{ version: string; repository: { url: string } }>("package.json");
    expect(built).toEqual({ ...readJson<Record<string, unknown>>("system.json"), url: "https://github.com/fray-vtt/fray", manifest: "https://github.com/fray-vtt/fray/releases/latest/download/system.json", download: `https://github.com/fray-vtt/fray/releases/download/v${pkg.version}/fray-${pkg.version}.zip` });
    expect(pkg.repository.url).toContain("github.com/fray-vtt/fray");
  });
});
