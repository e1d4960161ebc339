import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { ItemKind } from "../../src/core/ruleset";
import { implementedRulesets, rulesetFor } from "../../src/core/rulesets";
import { type ItemLike, traumaActorFromDocument } from "../../src/core/trauma";
import { readPackSources } from "../../scripts/packs";
import { readJson, repoRoot } from "../support/examples";

const manifest = readJson<{ packs: { name: string; path: string; type: string }[] }>("system.json");
const types = readJson<{ documentTypes: { Actor: Record<string, unknown>; Item: Record<string, unknown> } }>("system.json").documentTypes;

type Doc = { _id: string; name: string; type: string; system: Record<string, unknown>; items?: Doc[] };
const asItem = (d: Doc): ItemLike => ({ name: d.name, type: d.type, system: d.system });

/**
 * Every item's `system.<ruleset>` slice is checked by each implemented ruleset that profiles its
 * kind; a slice the source leaves out gets that ruleset's defaults in Foundry.
 */
function checkItem(doc: Doc, path: string): void {
  expect(Object.keys(types.Item), `${path}.type`).toContain(doc.type);
  expect(doc.system["trauma"], `${path}.system.trauma (the default ruleset's profile)`).toBeDefined();
  for (const id of implementedRulesets()) {
    const spec = rulesetFor(id)?.items[doc.type as ItemKind];
    if (spec && doc.system[id] !== undefined) spec.validate(doc.system[id], `${path}.system.${id}`);
  }
}

describe.each(manifest.packs)("every document of pack $name validates with the rules core", (pack) => {
  const sources = readPackSources(join(repoRoot, pack.path)).map((s) => ({ file: s.file, doc: s.doc as unknown as Doc }));
  test.each(sources.map((s) => [s.file, s.doc] as const))("%s", (file, doc) => {
    if (pack.type === "Actor") {
      expect(Object.keys(types.Actor)).toContain(doc.type);
      (doc.items ?? []).forEach((item, i) => checkItem(item, `${file}.items[${i}]`));
      const state = traumaActorFromDocument({ type: doc.type, system: doc.system, items: (doc.items ?? []).map(asItem) }, file);
      expect(state.vim.lifeSupport).toBeLessThanOrEqual(state.maxVim);
    } else if (pack.type === "Item") {
      checkItem(doc, file);
    } else if (pack.type === "RollTable") {
      // Roll tables: a formula, and every result named and described in our own words.
      const table = doc as Doc & { formula?: string; results?: { name?: string; description?: string; range?: number[] }[] };
      expect(table.formula ?? "").not.toBe("");
      expect((table.results ?? []).length).toBeGreaterThan(0);
      for (const result of table.results ?? []) expect((result.name ?? "").length > 0 && (result.description ?? "").length > 0 && result.range?.length === 2).toBe(true);
    } else {
      // Journals: every page is a text page with content in our own words.
      const pages = (doc as Doc & { pages?: { type: string; text?: { content?: string } }[] }).pages ?? [];
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page.type === "text" && (page.text?.content ?? "").length > 0).toBe(true);
    }
  });
});

test("the seed's documents carry the seed's numbers", () => {
  const qulia = readJson<Doc>("packs/trauma/protagonists/qulia.json");
  const ashmite = readJson<Doc>("packs/trauma/antagonists/ashmite.json");
  const q = traumaActorFromDocument({ ...qulia, items: (qulia.items ?? []).map(asItem) }, "qulia");
  const a = traumaActorFromDocument({ ...ashmite, items: (ashmite.items ?? []).map(asItem) }, "ashmite");
  expect(q).toMatchObject({ isLead: true, maxVim: 17, abilities: { operate: 4, think: 5, sense: 3, will: 2 }, lobes: { correl: 2, focal: 3 } });
  expect(a).toMatchObject({ isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3 }, lobes: {} });
  expect(a.behaviors.map((b) => [b.scope, b.key, b.percent])).toEqual([["family", "Mental", 0], ["type", "Blunt", 150]]);
});

test("the example scenes paste the compendium documents as they are", () => {
  const strip = (d: Doc & { _key?: string }): unknown => {
    const { _key: _k, items, ...rest } = d;
    return { ...rest, items: (items ?? []).map((i) => strip(i)) };
  };
  const scene = readJson<{ actors: Doc[] }>("examples/trauma/qulia-vs-ashmite.json");
  const packed = [readJson<Doc>("packs/trauma/protagonists/qulia.json"), readJson<Doc>("packs/trauma/antagonists/ashmite.json")];
  expect(scene.actors.map((a) => strip(a))).toEqual(packed.map((a) => strip(a)));
});
