/**
 * The banks sheets' windows as their Foundry classes configure them (classes, size, PARTS):
 * BanksCharacterSheet, BanksNpcSheet, BanksWeaponSheet and BanksArmorSheet, rendered from the
 * real templates with the contexts of src/preview/context/banks-sheets.ts.
 */
import { BANKS_CHARACTER_LAYOUT, BANKS_NPC_LAYOUT, banksItemLayoutOf } from "../../view/banks/sheet/layout";
import { banksActorSheetContext, banksItemSheetContext } from "../context/banks-sheets";
import type { RenderTemplate } from "../templates";
import { banksActorOf, banksItemOf } from "../world";
import { type WindowFrame, layoutFrame } from "./frame";
import { type AppState, type WindowSpec, windowKey } from "./state";

export function banksActorFrame(state: AppState, w: Extract<WindowSpec, { kind: "banksActor" }>, render: RenderTemplate): WindowFrame {
  const doc = banksActorOf(state.world, w.actorId);
  const npc = doc.type === "npc";
  const context = banksActorSheetContext(doc, {
    editable: w.editable,
    editMode: w.editMode,
    activeTab: npc ? null : (w.tab ?? "combat"),
    acting: w.actingId === null ? null : banksActorOf(state.world, w.actingId),
  });
  return layoutFrame(npc ? BANKS_NPC_LAYOUT : BANKS_CHARACTER_LAYOUT, { key: windowKey(w), title: doc.name, icon: "fa-solid fa-user", sheet: true }, (id, template) =>
    render(template, { ...context, tab: context.tabs?.[id] }),
  );
}

export function banksItemFrame(state: AppState, w: Extract<WindowSpec, { kind: "banksItem" }>, render: RenderTemplate): WindowFrame {
  const item = banksItemOf(state.world, w.itemId);
  const context = banksItemSheetContext(item, w.editable);
  const layout = banksItemLayoutOf(item.type);
  if (layout === undefined) throw new Error(`no banks item sheet for ${item.type}`);
  return layoutFrame(layout, { key: windowKey(w), title: item.name, icon: "fa-solid fa-suitcase", sheet: true }, (_id, template) => render(template, context));
}
