/**
 * The context Fray's actor sheets hand their templates (src/system/trauma/apps/trauma-actor-sheet.ts
 * `_prepareContext` + `_preparePartContext`), assembled from the same view-model: the worded
 * view, what only Foundry knows (editable, the biography as enriched HTML, the root id), the
 * tabs, and the tab of each part. The actor's trauma state is the table's (so an Apply shows),
 * its items the world's documents (so a rename shows).
 */
import type { Card } from "../../core/cards";
import type { TraumaActor } from "../../core/trauma";
import { type ActorSheetView, type TraumaSheetSource, actorSheetView } from "../../view/trauma/actor-sheet";
import type { PackDocument } from "../documents";
import { type SheetContext, type SheetOptions, actorSheetFrame, sheetItems } from "../page/sheet-context";
import { CHARACTER_LAYOUT, type CharacterTab } from "../../view/trauma/sheet-layout";

export type ActorSheetContext = SheetContext<ActorSheetView>;

export type ActorSheetOptions = SheetOptions<CharacterTab>;

export function actorSheetContext(doc: PackDocument, state: TraumaActor, options: ActorSheetOptions): ActorSheetContext {
  const perkHand: readonly Card[] = state.perkHand;
  const view = actorSheetView({
    name: doc.name,
    img: doc.img === "" ? null : doc.img,
    kind: doc.type === "npc" ? "npc" : "character",
    trauma: state satisfies TraumaSheetSource,
    items: sheetItems(doc),
    perkHand,
    editMode: options.editMode && options.editable,
  });
  return actorSheetFrame(doc, view, options, CHARACTER_LAYOUT);
}

/** `_preparePartContext`: a tab part gets its own tab descriptor as `tab`. */
export function partContext(context: ActorSheetContext, part: string): ActorSheetContext {
  return { ...context, tab: context.tabs?.[part] };
}
