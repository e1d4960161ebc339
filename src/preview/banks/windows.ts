/**
 * The banks windows as their Foundry classes configure them (src/view/banks/sheet/layout.ts)
 * and what their buttons do here: the character and NPC sheets (tabs, edit mode, edit item),
 * the item sheets (rename), and the attack and bid dialogs from the samples.
 */
import { BANKS_CHARACTER_LAYOUT, BANKS_NPC_LAYOUT, type BanksTab, banksItemLayoutOf } from "../../view/banks/sheet/layout";
import { layoutFrame } from "../page/frame";
import { type PreviewWindow, openWindow, replaceWindow } from "../page/state";
import { banksAttackDialogFrame, banksBidDialogFrame } from "./cards";
import { banksActorSheetContext, banksItemSheetContext } from "./sheets";
import { type BanksWorld, banksActorOf, banksItemOf, renameBanksItem } from "./world";

type BanksWindow = PreviewWindow<BanksWorld>;

export interface BanksActorWindowSpec {
  readonly actorId: string;
  readonly editable: boolean;
  readonly editMode: boolean;
  /** null: the NPC sheet, which has no tabs. */
  readonly tab: BanksTab | null;
  /** The banks actor whose turn is under way (the sheet offers interrupts), or null. */
  readonly actingId: string | null;
}

const isTab = (tab: string | undefined): tab is BanksTab => BANKS_CHARACTER_LAYOUT.tabs?.tabs.some((t) => t.id === tab) === true;

export function banksActorWindow(spec: BanksActorWindowSpec): BanksWindow {
  const key = `banks-actor-${spec.actorId}`;
  return {
    key,
    frame(state, render) {
      const doc = banksActorOf(state.world, spec.actorId);
      const npc = doc.type === "npc";
      const context = banksActorSheetContext(doc, {
        editable: spec.editable,
        editMode: spec.editMode,
        activeTab: npc ? null : (spec.tab ?? "combat"),
        acting: spec.actingId === null ? null : banksActorOf(state.world, spec.actingId),
      });
      return layoutFrame(npc ? BANKS_NPC_LAYOUT : BANKS_CHARACTER_LAYOUT, { key, title: doc.name, icon: "fa-solid fa-user", sheet: true }, (id, template) =>
        render(template, { ...context, tab: context.tabs?.[id] }),
      );
    },
    act(state, t) {
      switch (t.action) {
        case "tab":
          return isTab(t.data["tab"]) ? replaceWindow(state, banksActorWindow({ ...spec, tab: t.data["tab"] })) : state;
        case "toggleMode":
          return replaceWindow(state, banksActorWindow({ ...spec, editMode: !spec.editMode }));
        case "editItem":
          return t.itemId === null ? state : openWindow(state, banksItemWindow({ itemId: t.itemId, editable: true }));
        default:
          return null;
      }
    },
  };
}

export function banksItemWindow(spec: { readonly itemId: string; readonly editable: boolean }): BanksWindow {
  const key = `banks-item-${spec.itemId}`;
  return {
    key,
    frame(state, render) {
      const item = banksItemOf(state.world, spec.itemId);
      const layout = banksItemLayoutOf(item.type);
      if (layout === undefined) throw new Error(`no banks item sheet for ${item.type}`);
      const context = banksItemSheetContext(item, spec.editable);
      return layoutFrame(layout, { key, title: item.name, icon: "fa-solid fa-suitcase", sheet: true }, (_id, template) => render(template, context));
    },
    rename: (state, name) => ({ ...state, world: renameBanksItem(state.world, spec.itemId, name) }),
  };
}

export const banksAttackDialogWindow = (weaponName: string): BanksWindow => ({
  key: "banksAttack-dialog",
  frame: (_state, render) => banksAttackDialogFrame("banksAttack-dialog", weaponName, render),
});

export const banksBidDialogWindow = (weaponName: string): BanksWindow => ({
  key: "banksBid-dialog",
  frame: (_state, render) => banksBidDialogFrame("banksBid-dialog", weaponName, render),
});
