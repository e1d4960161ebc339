/**
 * The slots windows as their Foundry classes configure them (src/view/slots/sheet-layout.ts): the
 * actor sheet (characters and NPCs share one page) with its edit mode, the ability sheet, and the
 * dialog of an Execution or Maim of a Vulnerable target with its price now.
 */
import type { DialogLayout } from "../../view/sheet/layout";
import { templatePath as t } from "../../view/sheet/layout";
import { finisherDialogView } from "../../view/slots/finisher-view";
import { slotsItemSheetView } from "../../view/slots/item-sheet-view";
import { multipliersText } from "../../view/slots/multipliers-text";
import { SLOTS_ACTOR_LAYOUT, SLOTS_WEAPON_LAYOUT } from "../../view/slots/sheet-layout";
import { slotsSheetView } from "../../view/slots/sheet-view";
import { slotsItemFromSource } from "../../core/slots/document";
import { localizeKey, worded } from "../i18n";
import { layoutFrame } from "../page/frame";
import { actorSheetFrame, sheetItems } from "../page/sheet-context";
import { type PreviewWindow, openWindow, replaceWindow } from "../page/state";
import { inHerPhase, slotsStateOfDoc } from "./samples";
import { type SlotsWorld, renameSlotsItem, slotsActorOf, slotsItemOf } from "./world";

type SlotsWindow = PreviewWindow<SlotsWorld>;

const FINISHER_LAYOUT: DialogLayout = {
  classes: ["fray", "fray-dialog", "fray-slots-dialog", "fray-slots-finisher-dialog"],
  width: 460,
  height: null,
  icon: "fa-solid fa-skull",
  parts: { body: { template: t("slots/dialog/finisher.hbs") } },
};

export function slotsActorWindow(spec: { readonly actorId: string; readonly editMode: boolean }): SlotsWindow {
  const key = `slots-actor-${spec.actorId}`;
  return {
    key,
    frame(state, render) {
      const doc = slotsActorOf(state.world, spec.actorId);
      const view = slotsSheetView({ name: doc.name, img: doc.img === "" ? null : doc.img, type: doc.type === "npc" ? "npc" : "character", system: doc.system, items: sheetItems(doc), editMode: spec.editMode });
      const slots = (doc.system["slots"] ?? {}) as { weakness?: Record<string, number>; resistance?: Record<string, number> };
      const context = { ...actorSheetFrame(doc, view, { editable: true, editMode: spec.editMode, activeTab: null }, SLOTS_ACTOR_LAYOUT), weaknessText: multipliersText(slots.weakness ?? {}), resistanceText: multipliersText(slots.resistance ?? {}) };
      return layoutFrame(SLOTS_ACTOR_LAYOUT, { key, title: doc.name, icon: "fa-solid fa-user", sheet: true }, (_id, template) => render(template, context));
    },
    act(state, target) {
      if (target.action === "toggleMode") return replaceWindow(state, slotsActorWindow({ ...spec, editMode: !spec.editMode }));
      if (target.action === "editItem" && target.itemId !== null) return openWindow(state, slotsItemWindow(target.itemId));
      return null;
    },
  };
}

export function slotsItemWindow(itemId: string): SlotsWindow {
  const key = `slots-item-${itemId}`;
  return {
    key,
    frame(state, render) {
      const item = slotsItemOf(state.world, itemId);
      const system = item.system;
      const slots = (system["slots"] ?? {}) as Record<string, unknown>;
      const description = typeof system["description"] === "string" ? system["description"] : "";
      const context = {
        document: { uuid: `Item.${item._id}`, name: item.name, img: item.img },
        editable: true,
        rootId: `fray-item-${item._id}`,
        typeLabel: localizeKey(`FRAY.Common.Item.Type.${item.type}`),
        description: { source: description, enriched: description },
        slots: { system: slots, view: worded(slotsItemSheetView(slotsItemFromSource(item, item.name), null)), problem: null },
      };
      return layoutFrame(SLOTS_WEAPON_LAYOUT, { key, title: item.name, icon: "fa-solid fa-bolt", sheet: true }, (_id, template) => render(template, context));
    },
    rename: (state, name) => ({ ...state, world: renameSlotsItem(state.world, itemId, name) }),
  };
}

/** Seraphine stands over the fallen Hound in her Active Phase: Execution at 3 AS, or a Maim. */
export function slotsFinisherWindow(executionerId: string, targetId: string): SlotsWindow {
  const key = "slotsFinisher-dialog";
  return {
    key,
    frame(state, render) {
      const actor = slotsActorOf(state.world, executionerId);
      const target = slotsActorOf(state.world, targetId);
      const view = worded(finisherDialogView({ actor: { ...inHerPhase(slotsStateOfDoc(actor)), actionSlots: 5 }, actorName: actor.name, targetName: target.name, target: slotsStateOfDoc(target), time: "active" }));
      return layoutFrame(FINISHER_LAYOUT, { key, title: view.title, icon: FINISHER_LAYOUT.icon, sheet: false }, (_id, template) => render(template, { view, dialogId: "fray-slots-finisher" }));
    },
  };
}
