/**
 * Each kind of window as its Foundry class configures it (classes, size, PARTS) and renders it:
 * the context from src/preview/context, the parts from the real templates.
 */
import { ITEM_BODY, itemSheetContext } from "../context/item-sheet";
import { actorSheetContext, partContext } from "../context/actor-sheet";
import { drawDialogContext, drawDialogTitle } from "../context/draw-dialog";
import { deckSetupContext } from "../context/chat-cards";
import { banksAttackDialogFrame, banksBidDialogFrame } from "../context/banks-cards";
import { localizeKey } from "../i18n";
import type { RenderTemplate } from "../templates";
import { actorOf, itemOf } from "../world";
import { banksActorFrame, banksItemFrame } from "./banks-windows";
import type { WindowFrame } from "./frame";
import { type AppState, type WindowSpec, windowKey } from "./state";

const T = "systems/fray/templates";

/** CharacterSheet.PARTS and NpcSheet.PARTS, in order (test/ui/contexts.test.ts compares them). */
export const CHARACTER_PARTS = ["header", "tabs", "overview", "vim", "defenses", "biography"] as const;
export const NPC_PARTS = ["header", "body"] as const;
const PART_TEMPLATE: Readonly<Record<string, string>> = {
  header: `${T}/trauma/actor/header.hbs`,
  tabs: `${T}/common/parts/tabs.hbs`,
  overview: `${T}/trauma/actor/overview.hbs`,
  vim: `${T}/trauma/actor/vim.hbs`,
  defenses: `${T}/trauma/actor/defenses.hbs`,
  biography: `${T}/common/actor/biography.hbs`,
  body: `${T}/trauma/actor/npc-body.hbs`,
};

function actorFrame(state: AppState, w: Extract<WindowSpec, { kind: "actor" }>, render: RenderTemplate): WindowFrame {
  const doc = actorOf(state.world, w.actorId);
  const npc = doc.type === "npc";
  const context = actorSheetContext(doc, state.table.actor(w.actorId).state, { editable: w.editable, editMode: w.editMode, activeTab: npc ? null : (w.tab ?? "overview") });
  const parts = npc ? NPC_PARTS : CHARACTER_PARTS;
  return {
    key: windowKey(w),
    title: doc.name,
    icon: "fa-solid fa-user",
    classes: ["sheet", "fray", "fray-sheet", "fray-actor", npc ? "fray-npc" : "fray-character"],
    tag: "form",
    width: npc ? 560 : 720,
    height: npc ? 720 : 780,
    parts: parts.map((id) => ({ id, html: render(PART_TEMPLATE[id] ?? "", partContext(context, id)) })),
  };
}

function itemFrame(state: AppState, w: Extract<WindowSpec, { kind: "item" }>, render: RenderTemplate): WindowFrame {
  const { item } = itemOf(state.world, w.itemId);
  const context = itemSheetContext(item, w.editable);
  return {
    key: windowKey(w),
    title: item.name,
    icon: "fa-solid fa-suitcase",
    classes: ["sheet", "fray", "fray-sheet", "fray-item"],
    tag: "form",
    width: 520,
    height: 620,
    parts: [
      { id: "header", html: render(`${T}/common/item/header.hbs`, context) },
      { id: "body", html: render(ITEM_BODY[item.type] ?? "", context) },
    ],
  };
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
  return {
    key: windowKey(w),
    title: drawDialogTitle(attacker, item),
    icon: "fa-solid fa-layer-group",
    classes: ["fray", "fray-dialog", "fray-draw"],
    tag: "form",
    width: 520,
    height: null,
    parts: [{ id: "body", html: render(`${T}/trauma/dialog/draw.hbs`, context) }],
  };
}

function deckSetupFrame(state: AppState, render: RenderTemplate): WindowFrame {
  return {
    key: "deck-setup",
    title: localizeKey("FRAY.Trauma.Decks.SetUp.Name"),
    icon: "fa-solid fa-layer-group",
    classes: ["fray", "fray-deck-setup"],
    tag: "div",
    width: 420,
    height: null,
    parts: [{ id: "main", html: render(`${T}/trauma/apps/deck-setup.hbs`, deckSetupContext(state.table.table)) }],
  };
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
