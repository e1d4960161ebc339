/**
 * The preview's mirrors of what Foundry's classes declare (tabs, parts, templates) against the
 * classes' source text (they need Foundry to load), and the preview table against the seed:
 * the same attack `fray run` plays, step by step, with the ledger's at-most-once Apply.
 * Runs in Node: no browser needed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CHARACTER_TABS } from "../../src/preview/context/actor-sheet";
import { ITEM_BODY } from "../../src/preview/context/item-sheet";
import { PreviewTable } from "../../src/preview/flow/preview-table";
import { BANKS_CHARACTER_TABS, BANKS_ITEM_BODY } from "../../src/preview/context/banks-sheets";
import { BANKS_CHARACTER_PARTS, BANKS_NPC_PARTS } from "../../src/preview/page/banks-windows";
import { CHARACTER_PARTS, NPC_PARTS } from "../../src/preview/page/windows";
import { BANKS_DIALOG_PARTS } from "../../src/preview/context/banks-cards";
import { ASHMITE_ID, GRIMGRIN_ID, QULIA_ID, sampleWorld, seedCards } from "../../src/preview/world";
import { templatePaths } from "../../src/preview/templates";
import { templatePaths as filesUnderTemplates } from "../templates/render";

const apps = (file: string): string => readFileSync(join(import.meta.dirname, "../../src/system", file), "utf8");
const partsOf = (source: string): string[] => [...(/static override PARTS = \{([\s\S]*?)\n {2}\};/.exec(source)?.[1] ?? "").matchAll(/^\s*(\w+): \{ template/gm)].map((m) => m[1]!);

describe("the preview composes each window as its Foundry class declares", () => {
  test("character sheet: parts and tabs", () => {
    const source = apps("trauma/apps/character-sheet.ts");
    expect(partsOf(source)).toEqual([...CHARACTER_PARTS]);
    const tabs = [...source.matchAll(/\{ id: "(\w+)", icon: "([\w -]+)"/g)].map((m) => ({ id: m[1], icon: m[2] }));
    expect(tabs).toEqual(CHARACTER_TABS.map((t) => ({ ...t })));
  });

  test("NPC sheet: parts", () => {
    expect(partsOf(apps("trauma/apps/npc-sheet.ts"))).toEqual([...NPC_PARTS]);
  });

  test("item sheets: one body template per type", () => {
    const source = apps("trauma/apps/item-sheets.ts");
    for (const [type, path] of Object.entries(ITEM_BODY)) {
      expect(source).toContain(`\${T}/${type}.hbs`);
      expect(path).toBe(`systems/fray/templates/trauma/item/${type}.hbs`);
    }
    expect(Object.keys(ITEM_BODY).sort()).toEqual(["armor", "behavior", "weapon"]);
  });

  test("banks attack and bid dialogs: parts", () => {
    const banks = (file: string): string => readFileSync(join(import.meta.dirname, "../../src/system/banks", file), "utf8");
    expect(partsOf(banks("apps/attack-dialog.ts"))).toEqual([...BANKS_DIALOG_PARTS]);
    expect(partsOf(banks("apps/bid-dialog.ts"))).toEqual([...BANKS_DIALOG_PARTS]);
  });

  test("banks character and NPC sheets: parts and tabs", () => {
    const source = apps("banks/apps/banks-actor-sheet.ts");
    const character = source.slice(source.indexOf("class BanksCharacterSheet"), source.indexOf("class BanksNpcSheet"));
    const npc = source.slice(source.indexOf("class BanksNpcSheet"));
    expect(partsOf(character)).toEqual([...BANKS_CHARACTER_PARTS]);
    expect(partsOf(npc)).toEqual([...BANKS_NPC_PARTS]);
    const tabs = [...character.matchAll(/\{ id: "(\w+)", icon: "([\w -]+)"/g)].map((m) => ({ id: m[1], icon: m[2] }));
    expect(tabs).toEqual(BANKS_CHARACTER_TABS.map((t) => ({ ...t })));
  });

  test("banks item sheets: one body template per type", () => {
    const source = apps("banks/apps/banks-item-sheets.ts");
    for (const [type, path] of Object.entries(BANKS_ITEM_BODY)) {
      expect(source).toContain(`\${T}/item/${type}.hbs`);
      expect(path).toBe(`systems/fray/templates/banks/item/${type}.hbs`);
    }
    expect(Object.keys(BANKS_ITEM_BODY).sort()).toEqual(["armor", "weapon"]);
  });

  test("the preview loads every template file, under its Foundry path", () => {
    expect(templatePaths()).toEqual(filesUnderTemplates().sort());
  });
});

describe("the preview table plays the seed's attack", () => {
  const seed = seedCards();
  const table = (): PreviewTable => new PreviewTable(sampleWorld(), { draws: [[...seed.draw], [...seed.resist]] });
  const vim = (t: PreviewTable) => {
    const s = t.actor(ASHMITE_ID).state;
    return { lifeSupport: s.vim.lifeSupport, clot: s.vim.clot };
  };

  test("T-1 step by step: awaiting, ready (6), applied (6 of 12, Clot 6), undone (12, 0)", () => {
    const t = table();
    const card = t.draw({ attackerId: QULIA_ID, weaponId: GRIMGRIN_ID, weaponName: "Grimgrin Paralyzer 272", targetId: ASHMITE_ID });
    expect(t.outcome(card)?.result.stage).toBe("needsResistance");
    t.resist(card.id);
    expect(t.outcome(t.card(card.id))?.result.finalTrauma).toBe(6);
    t.apply(card.id);
    expect(vim(t)).toEqual({ lifeSupport: 6, clot: 6 });
    // The encounter engine dealt the Perk Cards `fray run` prints: K♦ to Qulia.
    expect(t.actor(QULIA_ID).state.perkHand.map((c) => `${c.rank}${c.suit}`)).toEqual(["KD"]);
    expect(() => t.apply(card.id)).toThrow(/already been applied/);
    t.undo(card.id);
    expect(vim(t)).toEqual({ lifeSupport: 12, clot: 0 });
    expect(() => t.undo(card.id)).toThrow(/nothing applied/);
    t.apply(card.id);
    expect(vim(t)).toEqual({ lifeSupport: 6, clot: 6 });
  });

  test("Apply before the resistance draw is refused", () => {
    const t = table();
    const card = t.draw({ attackerId: QULIA_ID, weaponId: GRIMGRIN_ID, weaponName: "Grimgrin Paralyzer 272", targetId: ASHMITE_ID });
    expect(() => t.apply(card.id)).toThrow(/resistance draw/);
    expect(vim(t)).toEqual({ lifeSupport: 12, clot: 0 });
  });
});
