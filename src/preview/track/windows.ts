/**
 * The track windows as their Foundry classes configure them (the layouts of
 * src/view/track/sheet-layout.ts): the actor sheet with its monitor, and the soak prompt with its
 * odds per purchase.
 */
import type { DialogLayout, WindowLayout } from "../../view/sheet/layout";
import { templatePath as t } from "../../view/sheet/layout";
import { TRACK_CHARACTER_LAYOUT, TRACK_NPC_LAYOUT } from "../../view/track/sheet-layout";
import { soakDialogView } from "../../view/track/soak-dialog-view";
import { worded } from "../i18n";
import { layoutFrame } from "../page/frame";
import { actorSheetFrame } from "../page/sheet-context";
import { type PreviewWindow, replaceWindow } from "../page/state";
import { trackSheetViewOf, trackStateOfDoc } from "./contexts";
import { TRACK_NAMES } from "./samples";
import { type TrackWorld, trackActorOf } from "./world";

type TrackWindow = PreviewWindow<TrackWorld>;

const actorLayout = (kind: "character" | "npc"): WindowLayout => (kind === "npc" ? TRACK_NPC_LAYOUT : TRACK_CHARACTER_LAYOUT);

const SOAK_LAYOUT: DialogLayout = {
  classes: ["fray", "fray-dialog", "fray-track-dialog", "fray-track-soak-dialog"],
  width: 460,
  height: null,
  icon: "fa-solid fa-shield-halved",
  parts: { body: { template: t("track/dialog/soak.hbs") } },
};

export function trackActorWindow(spec: { readonly actorId: string; readonly editMode: boolean }): TrackWindow {
  const key = `track-actor-${spec.actorId}`;
  return {
    key,
    frame(state, render) {
      const doc = trackActorOf(state.world, spec.actorId);
      const layout = actorLayout(doc.type === "npc" ? "npc" : "character");
      const context = actorSheetFrame(doc, trackSheetViewOf(doc, spec.editMode), { editable: true, editMode: spec.editMode, activeTab: null }, layout);
      return layoutFrame(layout, { key, title: doc.name, icon: "fa-solid fa-user", sheet: true }, (_id, template) => render(template, context));
    },
    act(state, target) {
      return target.action === "toggleMode" ? replaceWindow(state, trackActorWindow({ ...spec, editMode: !spec.editMode })) : null;
    },
  };
}

/** Mara soaks the Heavy Pistol's 7 Lethal damage: buy 0, 1 or 2 hits, with the odds of each wound. */
export function trackSoakWindow(targetId: string): TrackWindow {
  const key = "trackSoak-dialog";
  return {
    key,
    frame(state, render) {
      const doc = trackActorOf(state.world, targetId);
      const view = worded(soakDialogView({ targetName: TRACK_NAMES.target, target: trackStateOfDoc(doc), damage: 7, damageType: "lethal", category: "ballistics", extraDice: 0 }));
      return layoutFrame(SOAK_LAYOUT, { key, title: view.title, icon: SOAK_LAYOUT.icon, sheet: false }, (_id, template) => render(template, { view }));
    },
  };
}
