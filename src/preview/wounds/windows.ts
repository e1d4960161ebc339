/**
 * The wounds sheets as their Foundry classes configure them (the layouts of
 * src/view/wounds/sheet-layout.ts): a Wild Card's tabbed sheet and an NPC's single page, with
 * the tabs and the edit mode working here as they do in Foundry.
 */
import { WOUNDS_CHARACTER_LAYOUT, WOUNDS_NPC_LAYOUT } from "../../view/wounds/sheet-layout";
import { woundsActorSheetView } from "../../view/wounds/sheet-view";
import { layoutFrame } from "../page/frame";
import { actorSheetFrame, sheetItems } from "../page/sheet-context";
import { type PreviewWindow, replaceWindow } from "../page/state";
import { type WoundsWorld, woundsActorOf } from "./world";

type WoundsWindow = PreviewWindow<WoundsWorld>;
type WoundsTab = "combat" | "traits" | "biography";

const isTab = (tab: string | undefined): tab is WoundsTab => WOUNDS_CHARACTER_LAYOUT.tabs?.tabs.some((t) => t.id === tab) === true;

export function woundsActorWindow(spec: { readonly actorId: string; readonly editMode: boolean; readonly tab?: WoundsTab }): WoundsWindow {
  const key = `wounds-actor-${spec.actorId}`;
  return {
    key,
    frame(state, render) {
      const doc = woundsActorOf(state.world, spec.actorId);
      const npc = doc.type === "npc";
      const layout = npc ? WOUNDS_NPC_LAYOUT : WOUNDS_CHARACTER_LAYOUT;
      const view = woundsActorSheetView({ name: doc.name, img: doc.img === "" ? null : doc.img, type: npc ? "npc" : "character", system: doc.system, items: sheetItems(doc), editMode: spec.editMode });
      const context = actorSheetFrame(doc, view, { editable: true, editMode: spec.editMode, activeTab: npc ? null : (spec.tab ?? "combat") }, layout);
      return layoutFrame(layout, { key, title: doc.name, icon: "fa-solid fa-user", sheet: true }, (id, template) => render(template, { ...context, tab: context.tabs?.[id] }));
    },
    act(state, t) {
      switch (t.action) {
        case "tab":
          return isTab(t.data["tab"]) ? replaceWindow(state, woundsActorWindow({ ...spec, tab: t.data["tab"] })) : state;
        case "toggleMode":
          return replaceWindow(state, woundsActorWindow({ ...spec, editMode: !spec.editMode }));
        default:
          return null;
      }
    },
  };
}
