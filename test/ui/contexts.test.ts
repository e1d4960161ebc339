/**
 * The Foundry classes declare their windows from the layout data the preview composes its
 * windows from (src/view/<ruleset>/…layout.ts): each class's PARTS, TABS, classes and size equal
 * that data. The classes load under the Foundry test double. Also the preview table against the
 * seed: the same attack `fray run` plays, step by step, with the ledger's at-most-once Apply.
 * Runs in Node: no browser needed.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PreviewTable } from "../../src/preview/trauma/table";
import { ASHMITE_ID, GRIMGRIN_ID, QULIA_ID, sampleWorld, seedCards } from "../../src/preview/trauma/world";
import { templatePaths } from "../../src/preview/templates";
import type { WindowLayout } from "../../src/view/sheet/layout";
import * as banksLayout from "../../src/view/banks/sheet/layout";
import * as traumaLayout from "../../src/view/trauma/sheet-layout";
import { type FoundryDouble, installFoundryDouble } from "../support/foundry-double";
import { templatePaths as filesUnderTemplates } from "../templates/render";

interface WindowClass {
  readonly name: string;
  readonly PARTS: Record<string, { template: string; scrollable?: string[] }>;
  readonly TABS: Record<string, { tabs: { id: string; icon?: string }[]; initial?: string; labelPrefix?: string }>;
  readonly DEFAULT_OPTIONS: { classes?: string[]; position?: { width?: number; height?: number }; window?: { icon?: string } };
}

let foundry: FoundryDouble;
const classes: Record<string, WindowClass> = {};

beforeAll(async () => {
  foundry = installFoundryDouble();
  const modules = await Promise.all([
    import("../../src/system/trauma/apps/character-sheet"),
    import("../../src/system/trauma/apps/npc-sheet"),
    import("../../src/system/trauma/apps/item-sheets"),
    import("../../src/system/trauma/apps/draw-dialog"),
    import("../../src/system/trauma/cards/deck-setup-menu"),
    import("../../src/system/banks/apps/banks-actor-sheet"),
    import("../../src/system/banks/apps/banks-item-sheets"),
    import("../../src/system/banks/apps/attack-dialog"),
    import("../../src/system/banks/apps/bid-dialog"),
  ]);
  for (const module of modules) for (const [name, value] of Object.entries(module)) if (typeof value === "function" && "PARTS" in value) classes[name] = value as unknown as WindowClass;
});

afterAll(() => foundry.uninstall());

/** What the class declares, in the layout's terms. */
function declared(cls: WindowClass, layout: WindowLayout): { parts: unknown; tabs: unknown; classes: unknown; width: unknown; height: unknown } {
  const primary = cls.TABS["primary"];
  return {
    parts: cls.PARTS,
    tabs: primary === undefined ? undefined : { tabs: primary.tabs.map(({ id, icon }) => ({ id, icon })), initial: primary.initial, labelPrefix: primary.labelPrefix },
    classes: cls.DEFAULT_OPTIONS.classes,
    width: cls.DEFAULT_OPTIONS.position?.width,
    height: layout.height === null ? null : cls.DEFAULT_OPTIONS.position?.height,
  };
}

const expected = (layout: WindowLayout) => ({ parts: layout.parts, tabs: layout.tabs, classes: layout.classes, width: layout.width, height: layout.height });

const SHEETS: readonly [string, WindowLayout][] = [
  ["CharacterSheet", traumaLayout.CHARACTER_LAYOUT],
  ["NpcSheet", traumaLayout.NPC_LAYOUT],
  ["WeaponSheet", traumaLayout.ITEM_LAYOUTS.weapon],
  ["ArmorSheet", traumaLayout.ITEM_LAYOUTS.armor],
  ["BehaviorSheet", traumaLayout.ITEM_LAYOUTS.behavior],
  ["BanksCharacterSheet", banksLayout.BANKS_CHARACTER_LAYOUT],
  ["BanksNpcSheet", banksLayout.BANKS_NPC_LAYOUT],
  ["BanksWeaponSheet", banksLayout.BANKS_ITEM_LAYOUTS.weapon],
  ["BanksArmorSheet", banksLayout.BANKS_ITEM_LAYOUTS.armor],
];

describe("each Foundry window class declares the layout the preview composes", () => {
  test.each(SHEETS)("%s: parts, tabs, classes and size", (name, layout) => {
    const cls = classes[name];
    expect(cls, `${name} is exported`).toBeDefined();
    expect(declared(cls!, layout)).toEqual(expected(layout));
  });

  test.each([
    ["DrawDialog", traumaLayout.DRAW_DIALOG_LAYOUT],
    ["DeckSetupMenu", traumaLayout.DECK_SETUP_LAYOUT],
    ["BanksAttackDialog", banksLayout.BANKS_ATTACK_DIALOG_LAYOUT],
    ["BanksBidDialog", banksLayout.BANKS_BID_DIALOG_LAYOUT],
  ] as const)("%s: parts, classes, width and icon", (name, layout) => {
    const cls = classes[name];
    expect(cls, `${name} is exported`).toBeDefined();
    expect({ ...declared(cls!, layout), icon: cls!.DEFAULT_OPTIONS.window?.icon }).toEqual({ ...expected(layout), icon: layout.icon });
  });

  test("every item type of a ruleset has its sheet layout", () => {
    expect(Object.keys(traumaLayout.ITEM_LAYOUTS).sort()).toEqual(["armor", "behavior", "weapon"]);
    expect(Object.keys(banksLayout.BANKS_ITEM_LAYOUTS).sort()).toEqual(["armor", "weapon"]);
  });

  test("every template a layout names exists", () => {
    const layouts = [...SHEETS.map(([, l]) => l), traumaLayout.DRAW_DIALOG_LAYOUT, traumaLayout.DECK_SETUP_LAYOUT, banksLayout.BANKS_ATTACK_DIALOG_LAYOUT, banksLayout.BANKS_BID_DIALOG_LAYOUT];
    const files = new Set(filesUnderTemplates());
    for (const layout of layouts) for (const part of Object.values(layout.parts)) expect(files.has(part.template), part.template).toBe(true);
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
