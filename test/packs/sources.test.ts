import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, describe, expect, test } from "vitest";
import { checkPackSource } from "../../scripts/pack-source";
import { readPackSources } from "../../scripts/packs";

const root = join(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as {
  packs: { name: string; path: string; type: string }[];
};
const work = mkdtempSync(join(tmpdir(), "fray-packs-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(manifest.packs)("pack $name", (pack) => {
  const sources = readPackSources(join(root, pack.path));

  test("has sources", () => {
    expect(sources.length).toBeGreaterThan(0);
  });

  test.each(sources.map((s) => [s.file, s.doc] as const))("%s has a valid _id and _key", (_file, doc) => {
    expect(checkPackSource(doc, pack.type)).toEqual([]);
    // Actors and items have a type; journals do not (their pages do).
    if (pack.type === "Actor" || pack.type === "Item") expect(doc.type).toBeTypeOf("string");
    for (const page of doc.pages ?? []) expect(page.type).toBeTypeOf("string");
  });

  test("ids are unique within the pack", () => {
    const ids = sources.map((s) => s.doc._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("compiles with the official CLI and reads back every document", async () => {
    const db = join(work, pack.name);
    const out = join(work, `${pack.name}-extracted`);
    await compilePack(join(root, pack.path), db, { log: false });
    await extractPack(db, out, { log: false });
    const back = readdirSync(out).map((f) => JSON.parse(readFileSync(join(out, f), "utf8")) as { _id: string; name: string; system: unknown; items?: { _id: string }[] });
    expect(back.map((d) => d._id).sort()).toEqual(sources.map((s) => s.doc._id).sort());
    for (const { doc } of sources) {
      const copy = back.find((d) => d._id === doc._id)!;
      expect(copy.name).toBe(doc.name);
      expect(copy.system).toEqual(doc.system);
      expect((copy.items ?? []).map((i) => i._id).sort()).toEqual((doc.items ?? []).map((i) => i._id).sort());
    }
  });
});

describe("the source check catches what the CLI would skip silently", () => {
  const good = { _id: "fray0qulia000001", _key: "!actors!fray0qulia000001", name: "Qulia" };
  test("a missing _key", () => {
    expect(checkPackSource({ ...good, _key: undefined }, "Actor")).toEqual([expect.stringContaining("_key")]);
  });
  test("a wrong collection prefix", () => {
    expect(checkPackSource({ ...good, _key: "!items!fray0qulia000001" }, "Actor")).toEqual([expect.stringContaining("!actors!")]);
  });
  test("a malformed _id", () => {
    expect(checkPackSource({ ...good, _id: "short", _key: "!actors!short" }, "Actor")).toEqual([expect.stringContaining("_id")]);
  });
  test("an embedded item keyed as a world item", () => {
    const items = [{ _id: "fray0qulia0grim1", _key: "!items!fray0qulia0grim1", name: "Grimgrin" }];
    expect(checkPackSource({ ...good, items }, "Actor")).toEqual([expect.stringContaining("!actors.items!fray0qulia000001.fray0qulia0grim1")]);
  });
});
