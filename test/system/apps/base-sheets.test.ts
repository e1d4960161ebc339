/**
 * Each ruleset's sheets are configuration over the shared bases (src/system/apps/actor-sheet.ts,
 * item-sheet.ts): the bases carry the buttons every sheet has, and no ruleset declares them
 * again (Foundry merges DEFAULT_OPTIONS.actions down the class chain).
 */
import "../../sim/install";
import { beforeAll, describe, expect, test } from "vitest";

type Options = { actions?: Record<string, unknown>; form?: unknown; window?: unknown };
type SheetClass = { readonly name: string; readonly prototype: object; readonly DEFAULT_OPTIONS: Options };

let bases: { actor: SheetClass; item: SheetClass };
let actorSheets: SheetClass[];
let itemSheets: SheetClass[];

beforeAll(async () => {
  // The bases first: they reach nothing that imports the adapter registry, so loading one before
  // any ruleset (which extends it) works whatever the order.
  const actor = await import("../../../src/system/apps/actor-sheet");
  const item = await import("../../../src/system/apps/item-sheet");
  const [trauma, npc, traumaItems, banks, banksItems] = await Promise.all([
    import("../../../src/system/trauma/apps/character-sheet"),
    import("../../../src/system/trauma/apps/npc-sheet"),
    import("../../../src/system/trauma/apps/item-sheets"),
    import("../../../src/system/banks/apps/banks-actor-sheet"),
    import("../../../src/system/banks/apps/banks-item-sheets"),
  ]);
  bases = { actor: actor.FrayActorSheet as unknown as SheetClass, item: item.FrayItemSheet as unknown as SheetClass };
  actorSheets = [trauma.CharacterSheet, npc.NpcSheet, banks.BanksCharacterSheet, banks.BanksNpcSheet] as unknown as SheetClass[];
  itemSheets = [traumaItems.WeaponSheet, traumaItems.ArmorSheet, traumaItems.BehaviorSheet, banksItems.BanksWeaponSheet, banksItems.BanksArmorSheet] as unknown as SheetClass[];
});

/** The classes from `cls` up to (not including) `base`. */
function chain(cls: SheetClass, base: SheetClass): SheetClass[] {
  const out: SheetClass[] = [];
  for (let c: unknown = cls; c !== base && typeof c === "function"; c = Object.getPrototypeOf(c)) out.push(c as unknown as SheetClass);
  return out;
}

describe("the shared sheet bases", () => {
  test("the actor base has the buttons every actor sheet has", () => {
    expect(Object.keys(bases.actor.DEFAULT_OPTIONS.actions ?? {}).sort()).toEqual(["createItem", "deleteItem", "editItem", "toggleMode"]);
    expect(bases.actor.DEFAULT_OPTIONS.form).toEqual({ submitOnChange: true });
  });

  test("every registered actor sheet extends the base and declares none of its buttons again", () => {
    for (const sheet of actorSheets) {
      expect(sheet.prototype instanceof (bases.actor as unknown as new () => object), sheet.name).toBe(true);
      const own = chain(sheet, bases.actor).flatMap((c) => (Object.hasOwn(c, "DEFAULT_OPTIONS") ? Object.keys(c.DEFAULT_OPTIONS.actions ?? {}) : []));
      expect(own.filter((a) => ["createItem", "deleteItem", "editItem", "toggleMode"].includes(a)), sheet.name).toEqual([]);
      expect(own, sheet.name).toContain("toggleEquipped");
    }
  });

  test("every registered item sheet extends the item base", () => {
    for (const sheet of itemSheets) expect(sheet.prototype instanceof (bases.item as unknown as new () => object), sheet.name).toBe(true);
    expect(bases.item.DEFAULT_OPTIONS.form).toEqual({ submitOnChange: true });
  });
});
