/**
 * The conformance suite of the Foundry adapter: every registered ruleset adapter keeps the
 * contract of src/system/ruleset-adapter.ts and brings its own folders (templates, styles,
 * packs, examples). A new ruleset gets these tests by being registered; nothing here names one.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import "../sim/install";
import { beforeAll, describe, expect, test } from "vitest";
import type { RulesetAdapter } from "../../src/system/ruleset-adapter";
import { type SimTab, createWorld } from "../sim";
import type { AppRecord } from "../sim/applications";
import type { DataField } from "../sim/data/fields";
import { readJson, repoRoot } from "../support/examples";

let adapters: readonly RulesetAdapter[] = [];
let gm: SimTab;

beforeAll(async () => {
  const world = createWorld();
  gm = world.open("gm");
  world.focus(gm);
  adapters = Object.values((await import("../../src/system/rulesets")).RULESET_ADAPTERS);
});

const manifest = readJson<{ packs: { name: string; path: string }[] }>("system.json");

describe("every registered adapter", () => {
  test("every adapter wraps its ruleset's core, as the core registry lists it (a core may come before its adapter: it plays in the CLI first)", async () => {
    const { rulesetFor } = await import("../../src/core/rulesets");
    for (const adapter of adapters) {
      expect(adapter.core.id).toBe(adapter.id);
      expect(rulesetFor(adapter.id)).toBe(adapter.core);
    }
  });

  test("registers a sheet for every actor type and every item kind it profiles, defaults only in its own world", () => {
    for (const adapter of adapters) {
      for (const active of [true, false]) {
        const sheets: AppRecord["sheets"] = gm.apps.sheets;
        sheets.length = 0;
        adapter.registerAlways(active);
        const types = sheets.map((s) => (s.options["types"] as string[])[0]);
        expect(types, adapter.id).toEqual(expect.arrayContaining(["character", "npc", ...Object.keys(adapter.schema.items)]));
        const ownDefaults = sheets.filter((s) => s.options["makeDefault"] === true && Object.keys(adapter.schema.items).concat("character", "npc").includes((s.options["types"] as string[])[0]!));
        if (!active) expect(ownDefaults.every((s) => (s.options["types"] as string[])[0] === "behavior"), adapter.id).toBe(true);
        for (const sheet of sheets) expect(String(sheet.options["label"]), sheet.sheet).toMatch(/^FRAY\./);
      }
    }
  });

  test("names its queries fray.<thing>, each a function", () => {
    for (const adapter of adapters) {
      for (const [name, handler] of Object.entries(adapter.queries)) {
        expect(name).toMatch(/^fray\.[a-z][A-Za-z]+$/);
        expect(typeof handler).toBe("function");
      }
    }
    const all = adapters.flatMap((a) => Object.keys(a.queries));
    expect(new Set(all).size).toBe(all.length);
  });

  test("gives every actor kind a schema piece and reads its bars from a new actor's data", () => {
    for (const adapter of adapters) {
      for (const kind of ["character", "npc"] as const) {
        const field = adapter.schema.actor(kind) as unknown as DataField;
        expect(field, adapter.id).toBeInstanceOf(foundry.data.fields.SchemaField);
        const system = { [adapter.id]: adapter.core.actor.defaults({ kind }) };
        const health = adapter.tokenBars.health(system);
        expect(Number.isInteger(health.value) && Number.isInteger(health.max) && health.value <= health.max, adapter.id).toBe(true);
        const derived = adapter.tokenBars.derived?.(system) ?? {};
        for (const bar of adapter.tokenBars.trackable.bar) expect(Object.keys(derived).map((k) => `bars.${k}`), bar).toContain(bar);
      }
    }
  });

  test("brings its templates, styles, packs and example scenarios in folders of its own", () => {
    for (const { id } of adapters) {
      for (const dir of ["templates", "styles", "examples"]) expect(existsSync(join(repoRoot, dir, id)) && readdirSync(join(repoRoot, dir, id)).length > 0, `${dir}/${id}`).toBe(true);
      expect(manifest.packs.some((p) => p.path.startsWith(`packs/${id}/`)), `packs/${id}`).toBe(true);
    }
    // Every pack and every template or style folder belongs to a registered ruleset, or is common.
    const ids = adapters.map((a) => a.id);
    for (const pack of manifest.packs) expect(ids, pack.path).toContain(pack.path.split("/")[1]);
    for (const dir of ["templates", "styles"]) for (const folder of readdirSync(join(repoRoot, dir))) expect(["common", ...ids], `${dir}/${folder}`).toContain(folder);
  });
});
