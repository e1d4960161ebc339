import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { type ArmorRatings, banksRuleset, isCore, parseDamageCode } from "../../../src/core/banks";
import { banksActorFromDocument } from "../../../src/core/banks/scenario";
import type { ItemLike } from "../../../src/core/trauma";
import { banksActorFromSource, banksWeaponFromSource, bestArmor, wornArmorRatings } from "../../../src/core/banks";
import { readPackSources } from "../../../scripts/packs";
import { readJson, repoRoot } from "../../support/examples";

/**
 * Every pack actor through the same pure mapping the tracker uses (banksStateOf), so a banks
 * world can drag any of them into combat; a trauma actor without a banks slice gets defaults.
 */
type Doc = { _id: string; name: string; type: string; img?: string; system: Record<string, unknown>; items?: Doc[] };
type Pack = { name: string; path: string; type: string };

const manifest = readJson<{ packs: Pack[]; packFolders: { packs: string[] }[] }>("system.json");
const docsOf = (pack: Pack): Doc[] => readPackSources(join(repoRoot, pack.path)).map((s) => s.doc as unknown as Doc);
const asItem = (d: Doc): ItemLike => ({ name: d.name, type: d.type, system: d.system });
const asActor = (d: Doc) => ({ type: d.type, system: d.system, items: (d.items ?? []).map(asItem) });
const packNamed = (name: string): Pack => manifest.packs.find((p) => p.name === name)!;

const BANKS_PACKS = ["banks-characters", "banks-drones", "banks-weapons", "banks-armor"];
const ICONS = ["mystery-man", "sword", "shield", "target", "lightning", "fire", "daze", "skull", "eye", "wing", "item-bag", "cowled"].map((n) => `icons/svg/${n}.svg`);

describe("the banks packs are in system.json", () => {
  test.each(BANKS_PACKS)("%s is a pack in the Fray folder", (name) => {
    expect(packNamed(name)).toMatchObject({ path: `packs/banks/${name}` });
    expect(manifest.packFolders.flatMap((f) => f.packs)).toContain(name);
  });
});

describe.each(manifest.packs.filter((p) => p.type === "Actor"))("every actor of pack $name reads as banks state", (pack) => {
  test.each(docsOf(pack).map((d) => [d.name, d] as const))("%s", (_name, doc) => {
    const state = banksActorFromSource(asActor(doc), doc.name);
    expect(state.isPlayer).toBe(doc.type === "character");
    for (const [i, item] of (doc.items ?? []).entries()) if (item.type === "weapon") banksWeaponFromSource(asItem(item), `${doc.name}.items[${i}]`);
  });
});

describe("banks pack contents", () => {
  const characters = docsOf(packNamed("banks-characters"));
  const drones = docsOf(packNamed("banks-drones"));
  const weapons = docsOf(packNamed("banks-weapons"));
  const armor = docsOf(packNamed("banks-armor"));
  const all = [...characters, ...drones, ...weapons, ...armor];
  const embedded = [...characters, ...drones].flatMap((a) => a.items ?? []);

  test("sizes: 3–4 characters, 2–3 drones or vehicles, 6–8 weapons, 3–4 armors", () => {
    expect(characters.length).toBeGreaterThanOrEqual(3);
    expect(characters.length).toBeLessThanOrEqual(4);
    expect(drones.length).toBeGreaterThanOrEqual(2);
    expect(drones.length).toBeLessThanOrEqual(3);
    expect(weapons.length).toBeGreaterThanOrEqual(6);
    expect(weapons.length).toBeLessThanOrEqual(8);
    expect(armor.length).toBeGreaterThanOrEqual(3);
    expect(armor.length).toBeLessThanOrEqual(4);
  });

  test("characters are living player characters with skills, a weapon and worn armor", () => {
    for (const doc of characters) {
      expect(doc.type).toBe("character");
      const state = banksActorFromSource(asActor(doc), doc.name);
      expect(state).toMatchObject({ kind: "life", isPlayer: true, ipReplenish: null, ipMax: null });
      expect(Object.keys(state.skills).length, doc.name).toBeGreaterThan(0);
      expect(doc.items?.some((i) => i.type === "weapon"), doc.name).toBe(true);
      expect(wornArmorRatings((doc.items ?? []).map(asItem), doc.name).length, doc.name).toBe(1);
    }
  });

  test("drones and vehicles are machines or vehicles with a core's replenish / max", () => {
    expect(new Set(drones.map((d) => banksActorFromSource(asActor(d), d.name).kind))).toEqual(new Set(["machine", "vehicle"]));
    for (const doc of drones) {
      const state = banksActorFromSource(asActor(doc), doc.name);
      expect(doc.type).toBe("npc");
      expect(isCore(state), doc.name).toBe(true);
      expect(state.ipReplenish!, doc.name).toBeLessThanOrEqual(state.ipMax!);
    }
  });

  test("every banks item carries both a banks and a trauma profile, valid in each", () => {
    for (const item of [...weapons, ...armor, ...embedded]) {
      for (const id of ["banks", "trauma"] as const) {
        expect(item.system[id], `${item.name}.system.${id}`).toBeDefined();
        const spec = id === "banks" ? banksRuleset.items[item.type as "weapon" | "armor"] : undefined;
        spec?.validate(item.system[id], `${item.name}.system.${id}`);
      }
    }
  });

  test("damage codes mix letters, and the weapons cover recoil, bracing, auto, reach, splash and size", () => {
    const profiles = [...weapons, ...embedded].filter((w) => w.type === "weapon").map((w) => banksWeaponFromSource(asItem(w), w.name));
    expect(profiles.some((w) => parseDamageCode(w.code).length > 1)).toBe(true);
    expect(profiles.some((w) => w.recoil > 0 && w.bracing > 0)).toBe(true);
    expect(profiles.some((w) => w.auto > 1)).toBe(true);
    expect(profiles.some((w) => w.reach > 0)).toBe(true);
    expect(profiles.some((w) => w.splashCode !== null)).toBe(true);
    expect(new Set(profiles.map((w) => w.sizeClass)).size).toBeGreaterThan(1);
  });

  test("icons come from Foundry's core set we use", () => {
    for (const doc of [...all, ...embedded]) expect(ICONS, doc.name).toContain(doc.img);
  });

  test("the CLI's encounter reads each banks actor the same way (every armor is worn here)", () => {
    for (const doc of [...characters, ...drones]) {
      const cli = banksActorFromDocument({ _id: doc._id, name: doc.name, type: doc.type, system: doc.system, items: (doc.items ?? []).map((i) => ({ ...i, items: [] })) }, doc.name);
      expect(banksActorFromSource(asActor(doc), doc.name), doc.name).toEqual(cli);
    }
  });
});

describe("worn armor", () => {
  const armorItem = (ratings: ArmorRatings, equipped?: boolean): ItemLike => ({
    name: "Armor",
    type: "armor",
    system: { banks: { ratings, ...(equipped === undefined ? {} : { equipped }) }, trauma: { spread: [10], equipped: true } },
  });

  test("does not stack: the best rating per letter counts, written against the best fallback", () => {
    expect(bestArmor([{ I: 2, P: 1 }, { all: 1, P: 4, I: 3 }])).toEqual({ all: 1, I: 3, P: 4 });
    // A weak spot of one armor is covered by the other's fallback.
    expect(bestArmor([{ all: 2 }, { all: 3, E: 1 }])).toEqual({ all: 3, E: 2 });
    expect(bestArmor([{}])).toEqual({});
  });

  test("armor taken off (banks' own equipped flag; trauma's is not read) does not count; an item without the flag does", () => {
    const items = [armorItem({ all: 5 }, false), armorItem({ P: 2 }, true), armorItem({ H: 1 })];
    expect(wornArmorRatings(items, "items")).toEqual([{ P: 2 }, { H: 1 }]);
    const state = banksActorFromSource({ type: "character", system: {}, items }, "a");
    expect(state.armor).toEqual({ P: 2, H: 1 });
  });

  test("a bad slice is reported by path", () => {
    const error = (run: () => unknown): unknown => {
      try {
        run();
      } catch (e) {
        return e;
      }
      return null;
    };
    // Stun is capped at 2·WIL (3 by default): a cross-field cap the schema cannot hold.
    expect(error(() => banksActorFromSource({ type: "npc", system: { banks: { stun: 9 } }, items: [] }, "Vex"))).toMatchObject({ code: "bank.outOfRange", path: "Vex.system.banks.stun" });
    expect(error(() => banksActorFromSource({ type: "npc", system: {}, items: [armorItem({ Q: 1 } as ArmorRatings)] }, "Vex"))).toMatchObject({ code: "armor.invalid", path: "Vex.items[0].system.banks.ratings.Q" });
    expect(error(() => banksActorFromSource({ type: "vehicle", system: {}, items: [] }, "X"))).toMatchObject({ code: "actor.invalid", path: "X.type" });
  });
});
