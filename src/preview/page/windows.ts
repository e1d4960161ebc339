/**
 * Each kind of window as its Foundry class configures it (classes, size, PARTS) and renders it:
 * the context from src/preview/context, the parts from the real templates.
 */
import { CHARACTER_LAYOUT, DECK_SETUP_LAYOUT, DRAW_DIALOG_LAYOUT, NPC_LAYOUT, itemLayoutOf } from "../../view/trauma/sheet-layout";
import { itemSheetContext } from "../context/item-sheet";
import { actorSheetContext, partContext } from "../context/actor-sheet";
import { drawDialogContext, drawDialogTitle } from "../context/draw-dialog";
import { deckSetupContext } from "../context/chat-cards";
import { banksAttackDialogFrame, banksBidDialogFrame } from "../context/banks-cards";
import { localizeKey } from "../i18n";
import type { RenderTemplate } from "../templates";
import { actorOf, itemOf } from "../world";
import { banksActorFrame, banksItemFrame } from "./banks-windows";
import { type WindowFrame, layoutFrame } from "./frame";
import { type AppState, type WindowSpec, windowKey } from "./state";


function actorFrame(state: AppState, w: Extract<WindowSpec, { kind: "actor" }>, render: RenderTemplate): WindowFrame {
  const doc = actorOf(state.world, w.actorId);
  const npc = doc.type === "npc";
  const context = actorSheetContext(doc, state.table.actor(w.actorId).state, { editable: w.editable, editMode: w.editMode, activeTab: npc ? null : (w.tab ?? "overview") });
  return layoutFrame(npc ? NPC_LAYOUT : CHARACTER_LAYOUT, { key: windowKey(w), title: doc.name, icon: "fa-solid fa-user", sheet: true }, (id, template) =>
    render(template, partContext(context, id)),
  );
}

function itemFrame(state: AppState, w: Extract<WindowSpec, { kind: "item" }>, render: RenderTemplate): WindowFrame {
  const { item } = itemOf(state.world, w.itemId);
  const context = itemSheetContext(item, w.editable);
  const layout = itemLayoutOf(item.type);
  if (layout === undefined) throw new Error(`no item sheet for ${item.type}`);
  return layoutFrame(layout, { key: windowKey(w), title: item.name, icon: "fa-solid fa-suitcase", sheet: true }, (_id, template) => render(template, context));
}

function drawFrame(state: AppState, w: Extract<WindowSpec, { kind: "draw" }>, render: RenderTemplate): WindowFrame {
  const attacker = actorOf(state.world, w.attackerId);
  const { item } = itemOf(state.world, w.weaponId);
  const context = drawDialogContext({
    attacker,
    attackerState: state.table.actor(w.attackerId).state,
    weapon: item,
    targets: state.targets.map((id) => ({ doc: actorOf(state.world, id), state: state.table.actor(id).state })),
    narrator: w.narrator,
  });
  return layoutFrame(DRAW_DIALOG_LAYOUT, { key: windowKey(w), title: drawDialogTitle(attacker, item), icon: DRAW_DIALOG_LAYOUT.icon, sheet: false }, (_id, template) =>
    render(template, context),
  );
}

function deckSetupFrame(state: AppState, render: RenderTemplate): WindowFrame {
  const context = deckSetupContext(state.table.table);
  return layoutFrame(DECK_SETUP_LAYOUT, { key: "deck-setup", title: localizeKey("FRAY.Decks.SetUp.Name"), icon: DECK_SETUP_LAYOUT.icon, sheet: false, tag: "div" }, (_id, template) =>
    render(template, context),
  );
}

export function windowFrame(state: AppState, w: WindowSpec, render: RenderTemplate): WindowFrame {
  switch (w.kind) {
    case "actor":
      return actorFrame(state, w, render);
    case "item":
      return itemFrame(state, w, render);
    case "draw":
      return drawFrame(state, w, render);
    case "banksAttack":
      return banksAttackDialogFrame(windowKey(w), w.weaponName, render);
    case "banksBid":
      return banksBidDialogFrame(windowKey(w), w.weaponName, render);
    case "banksActor":
      return banksActorFrame(state, w, render);
    case "banksItem":
      return banksItemFrame(state, w, render);
    default:
      return deckSetupFrame(state, render);
  }
}
