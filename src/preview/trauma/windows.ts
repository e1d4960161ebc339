/**
 * The trauma windows as their Foundry classes configure them (src/view/trauma/sheet-layout.ts)
 * and what their buttons do here: the character and NPC sheets (tabs, edit mode, attack, edit
 * item), the item sheets (rename), the draw dialog (draw) and the deck set-up.
 */
import { CHARACTER_LAYOUT, type CharacterTab, DECK_SETUP_LAYOUT, DRAW_DIALOG_LAYOUT, NPC_LAYOUT, itemLayoutOf } from "../../view/trauma/sheet-layout";
import { localizeKey } from "../i18n";
import { layoutFrame } from "../page/frame";
import { type ActionTarget, type PreviewWindow, closeWindow, openWindow, replaceWindow } from "../page/state";
import { actorSheetContext, partContext } from "./actor-sheet";
import { deckSetupContext } from "./chat-cards";
import { drawDialogContext, drawDialogTitle } from "./draw-dialog";
import { itemSheetContext } from "./item-sheet";
import { attackMessage } from "./messages";
import type { TraumaSession, TraumaState } from "./session";
import { actorOf, itemOf, renameItem } from "./world";

type TraumaWindow = PreviewWindow<TraumaSession>;

export interface ActorWindowSpec {
  readonly actorId: string;
  readonly editable: boolean;
  readonly editMode: boolean;
  /** null: the NPC sheet, which has no tabs. */
  readonly tab: CharacterTab | null;
}

const isTab = (tab: string | undefined): tab is CharacterTab => CHARACTER_LAYOUT.tabs?.tabs.some((t) => t.id === tab) === true;

export function actorWindow(spec: ActorWindowSpec): TraumaWindow {
  const self: TraumaWindow = {
    key: `actor-${spec.actorId}`,
    frame(state, render) {
      const doc = actorOf(state.world.docs, spec.actorId);
      const npc = doc.type === "npc";
      const context = actorSheetContext(doc, state.world.table.actor(spec.actorId).state, { editable: spec.editable, editMode: spec.editMode, activeTab: npc ? null : (spec.tab ?? "overview") });
      return layoutFrame(npc ? NPC_LAYOUT : CHARACTER_LAYOUT, { key: self.key, title: doc.name, icon: "fa-solid fa-user", sheet: true }, (id, template) => render(template, partContext(context, id)));
    },
    act(state, t) {
      switch (t.action) {
        case "tab":
          return isTab(t.data["tab"]) ? replaceWindow(state, actorWindow({ ...spec, tab: t.data["tab"] })) : state;
        case "toggleMode":
          return replaceWindow(state, actorWindow({ ...spec, editMode: !spec.editMode }));
        case "attack":
          return t.itemId === null ? state : openWindow(state, drawWindow({ attackerId: spec.actorId, weaponId: t.itemId, narrator: false }));
        case "editItem":
          return t.itemId === null ? state : openWindow(state, itemWindow({ itemId: t.itemId, editable: true }));
        default:
          return null;
      }
    },
  };
  return self;
}

export function itemWindow(spec: { readonly itemId: string; readonly editable: boolean }): TraumaWindow {
  return {
    key: `item-${spec.itemId}`,
    frame(state, render) {
      const { item } = itemOf(state.world.docs, spec.itemId);
      const layout = itemLayoutOf(item.type);
      if (layout === undefined) throw new Error(`no item sheet for ${item.type}`);
      const context = itemSheetContext(item, spec.editable);
      return layoutFrame(layout, { key: `item-${spec.itemId}`, title: item.name, icon: "fa-solid fa-suitcase", sheet: true }, (_id, template) => render(template, context));
    },
    rename(state, name) {
      return { ...state, world: { ...state.world, docs: renameItem(state.world.docs, spec.itemId, name) } };
    },
  };
}

export interface DrawWindowSpec {
  readonly attackerId: string;
  readonly weaponId: string;
  readonly narrator: boolean;
}

/** The dialog's Draw: the attack card goes to the chat log and the dialog closes. */
function draw(state: TraumaState, spec: DrawWindowSpec, key: string): TraumaState {
  const card = state.world.table.draw({
    attackerId: spec.attackerId,
    weaponId: spec.weaponId,
    weaponName: itemOf(state.world.docs, spec.weaponId).item.name,
    targetId: state.targets[0] ?? null,
  });
  return closeWindow({ ...state, chat: [...(state.chat ?? []), attackMessage(card.id)] }, key);
}

export function drawWindow(spec: DrawWindowSpec): TraumaWindow {
  const key = `draw-${spec.attackerId}-${spec.weaponId}`;
  return {
    key,
    frame(state, render) {
      const { docs, table } = state.world;
      const attacker = actorOf(docs, spec.attackerId);
      const { item } = itemOf(docs, spec.weaponId);
      const context = drawDialogContext({
        attacker,
        attackerState: table.actor(spec.attackerId).state,
        weapon: item,
        targets: state.targets.map((id) => ({ doc: actorOf(docs, id), state: table.actor(id).state })),
        narrator: spec.narrator,
      });
      return layoutFrame(DRAW_DIALOG_LAYOUT, { key, title: drawDialogTitle(attacker, item), icon: DRAW_DIALOG_LAYOUT.icon, sheet: false }, (_id, template) => render(template, context));
    },
    act: (state: TraumaState, t: ActionTarget) => (t.action === "draw" ? draw(state, spec, key) : null),
  };
}

export function deckSetupWindow(): TraumaWindow {
  return {
    key: "deck-setup",
    frame(state, render) {
      const context = deckSetupContext(state.world.table.table);
      return layoutFrame(DECK_SETUP_LAYOUT, { key: "deck-setup", title: localizeKey("FRAY.Trauma.Decks.SetUp.Name"), icon: DECK_SETUP_LAYOUT.icon, sheet: false, tag: "div" }, (_id, template) =>
        render(template, context),
      );
    },
  };
}
