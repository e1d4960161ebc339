import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { RULESET_IDS } from "../../src/core/ruleset-id";

const root = join(import.meta.dirname, "../..");
const read = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), "utf8")) as T;

interface Manifest {
  id: string;
  version: string;
  compatibility: { minimum: string; verified: string };
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
  packs: { name: string; path: string; type: string; system: string }[];
  manifest: string;
  download: string;
  primaryTokenAttribute: string;
}
type TemplateJson = Record<string, { types: string[]; htmlFields?: string[] } & Record<string, unknown>>;

const manifest = read<Manifest>("system.json");
const template = read<TemplateJson>("template.json");
const pkg = read<{ version: string }>("package.json");

describe("system.json", () => {
  test("is the fray system for Foundry v13", () => {
    expect(manifest.id).toBe("fray");
    expect(manifest.compatibility).toMatchObject({ minimum: "13", verified: "14" });
    expect(manifest.esmodules).toEqual(["fray.mjs"]);
    expect(manifest.styles).toEqual(["fray.css"]);
    expect(manifest.languages).toContainEqual(expect.objectContaining({ lang: "en", path: "lang/en.json" }));
  });

  test("version matches package.json; the release URLs are not kept here but made from package.json at build time", () => {
    expect(manifest.version).toBe(pkg.version);
    expect(manifest).not.toHaveProperty("manifest");
    expect(manifest).not.toHaveProperty("download");
  });

  test("every pack has a source folder, a dot-free name and the system id", () => {
    for (const pack of manifest.packs) {
      expect(pack.name).not.toContain(".");
      expect(pack.path).toMatch(new RegExp(`^packs/[a-z]+/${pack.name}$`));
      expect(pack.system).toBe("fray");
      expect(["Actor", "Item", "JournalEntry", "RollTable", "Macro", "Cards"]).toContain(pack.type);
    }
  });
});

describe("template.json lists the same types as documentTypes", () => {
  test.each(Object.keys(manifest.documentTypes))("%s", (documentName) => {
    const declared = Object.keys(manifest.documentTypes[documentName]!).sort();
    const listed = template[documentName];
    expect(listed, `template.json has no ${documentName}`).toBeDefined();
    expect([...listed!.types].sort()).toEqual(declared);
    for (const type of declared) expect(listed![type], `template.json ${documentName}.${type}`).toBeDefined();
  });

  test("and no document type that system.json lacks", () => {
    expect(Object.keys(template).sort()).toEqual(Object.keys(manifest.documentTypes).sort());
  });
});

test("each of the five rulesets has its own lang section, FRAY.<Ruleset>, with its name", () => {
  const lang = read<{ FRAY: Record<string, { Name?: string }> }>("lang/en.json");
  expect(RULESET_IDS).toEqual(["trauma", "wounds", "track", "banks", "slots"]);
  for (const id of RULESET_IDS) expect(lang.FRAY[`${id[0]!.toUpperCase()}${id.slice(1)}`]?.Name, id).toBeTruthy();
  expect(Object.keys(lang.FRAY).sort()).toEqual(["Banks", "Common", "Slots", "Track", "Trauma", "Wounds"]);
});

test("every document type has its TYPES.<Document>.<type> label (sheet titles, the Create dialog)", () => {
  const lang = read<{ TYPES: Record<string, Record<string, string>> }>("lang/en.json");
  for (const [documentName, types] of Object.entries(manifest.documentTypes)) {
    for (const type of Object.keys(types)) expect(lang.TYPES[documentName]?.[type], `${documentName}.${type}`).toBeTruthy();
  }
});
