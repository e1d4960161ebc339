/**
 * The banks sheets' windows as their Foundry classes configure them (classes, size, PARTS):
 * BanksCharacterSheet, BanksNpcSheet, BanksWeaponSheet and BanksArmorSheet, rendered from the
 * real templates with the contexts of src/preview/context/banks-sheets.ts.
 */
import { BANKS_ITEM_BODY, banksActorSheetContext, banksItemSheetContext } from "../context/banks-sheets";
import type { RenderTemplate } from "../templates";
import { banksActorOf, banksItemOf } from "../world";
import type { WindowFrame } from "./frame";
import { type AppState, type WindowSpec, windowKey } from "./state";

const T = "systems/fray/templates";

/** BanksCharacterSheet.PARTS and BanksNpcSheet.PARTS, in order (test/ui/contexts.test.ts compares them). */
export const BANKS_CHARACTER_PARTS = ["header", "tabs", "combat", "attributes", "armor", "biography"] as const;
export const BANKS_NPC_PARTS = ["header", "body"] as const;
const PART_TEMPLATE: Readonly<Record<string, string>> = {
  header: `${T}/banks/actor/header.hbs`,
  tabs: `${T}/common/parts/tabs.hbs`,
  combat: `${T}/banks/actor/combat.hbs`,
  attributes: `${T}/banks/actor/attributes.hbs`,
  armor: `${T}/banks/actor/armor.hbs`,
  biography: `${T}/common/actor/biography.hbs`,
  body: `${T}/banks/actor/npc-body.hbs`,
};

export function banksActorFrame(state: AppState, w: Extract<WindowSpec, { kind: "banksActor" }>, render: RenderTemplate): WindowFrame {
  const doc = banksActorOf(state.world, w.actorId);
  const npc = doc.type === "npc";
  const context = banksActorSheetContext(doc, {
    editable: w.editable,
    editMode: w.editMode,
    activeTab: npc ? null : (w.tab ?? "combat"),
    acting: w.actingId === null ? null : banksActorOf(state.world, w.actingId),
  });
  const parts = npc ? BANKS_NPC_PARTS : BANKS_CHARACTER_PARTS;
  return {
    key: windowKey(w),
    title: doc.name,
    icon: "fa-solid fa-user",
    classes: ["sheet", "fray", "fray-sheet", "fray-actor", "fray-banks", npc ? "fray-npc" : "fray-character"],
    tag: "form",
    width: npc ? 600 : 720,
    height: npc ? 760 : 800,
    parts: parts.map((id) => ({ id, html: render(PART_TEMPLATE[id] ?? "", { ...context, tab: context.tabs?.[id] }) })),
  };
}

export function banksItemFrame(state: AppState, w: Extract<WindowSpec, { kind: "banksItem" }>, render: RenderTemplate): WindowFrame {
  const item = banksItemOf(state.world, w.itemId);
  const context = banksItemSheetContext(item, w.editable);
  return {
    key: windowKey(w),
    title: item.name,
    icon: "fa-solid fa-suitcase",
    classes: ["sheet", "fray", "fray-sheet", "fray-item", "fray-banks"],
    tag: "form",
    width: 520,
    height: 640,
    parts: [
      { id: "header", html: render(`${T}/common/item/header.hbs`, context) },
      { id: "body", html: render(BANKS_ITEM_BODY[item.type] ?? "", context) },
    ],
  };
}
