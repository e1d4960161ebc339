/**
 * What an actor sheet's templates receive beyond its view-model, as FrayActorSheet builds it
 * (src/system/apps/actor-sheet.ts): editability, the root id, the document, the biography, and
 * the tabs of its layout with the active one marked.
 */
import type { WindowLayout } from "../../view/sheet/layout";
import { type Worded, worded } from "../i18n";
import type { PackDocument } from "../documents";

export interface TabContext {
  readonly id: string;
  readonly group: string;
  readonly icon: string;
  readonly label: string;
  readonly active: boolean;
  readonly cssClass: string;
}

/** What an actor sheet's templates receive, as the Foundry sheet class builds it, for either ruleset's view-model. */
export interface SheetContext<V> {
  readonly view: Worded<V>;
  readonly editable: boolean;
  readonly rootId: string;
  readonly document: { readonly uuid: string; readonly name: string; readonly img: string };
  readonly biography: { readonly source: string; readonly enriched: string };
  readonly tabs?: Readonly<Record<string, TabContext>>;
  readonly tab?: TabContext | undefined;
}

export interface SheetOptions<Tab extends string> {
  readonly editable: boolean;
  readonly editMode: boolean;
  /** Only the character sheet has tabs (the NPC sheet is one page). */
  readonly activeTab: Tab | null;
}

/** A document's items as a sheet's view-model reads them (an empty image is none). */
export function sheetItems(doc: PackDocument) {
  return (doc.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img === "" ? null : i.img, type: i.type, system: i.system }));
}

/**
 * The context around an actor sheet's view-model, whatever the ruleset: what FrayActorSheet adds
 * (editable, root id, document, biography, the layout's tabs with the active one marked).
 */
export function actorSheetFrame<V>(doc: PackDocument, view: V, options: SheetOptions<string>, layout: WindowLayout): SheetContext<V> {
  const biography = typeof doc.system["biography"] === "string" ? doc.system["biography"] : "";
  return {
    view: worded(view),
    editable: options.editable,
    rootId: `fray-sheet-${doc._id}`,
    document: { uuid: `Actor.${doc._id}`, name: doc.name, img: doc.img },
    // Pack biographies are the system's own HTML; Foundry's enrichHTML would leave them as they are.
    biography: { source: biography, enriched: biography },
    ...(options.activeTab === null ? {} : { tabs: tabsContext(layout, options.activeTab) }),
  };
}

/** ApplicationV2#_prepareTabs: each tab's descriptor, the active one marked. */
export function tabsContext(layout: WindowLayout, active: string): Record<string, TabContext> {
  const group = layout.tabs;
  if (group === undefined) return {};
  return Object.fromEntries(
    group.tabs.map(({ id, icon }) => [
      id,
      { id, group: "primary", icon, label: `${group.labelPrefix}.${id}`, active: id === active, cssClass: id === active ? "active" : "" },
    ]),
  );
}

