/**
 * The contexts the banks sheets hand their templates (src/system/banks/apps/banks-actor-sheet.ts and
 * banks-item-sheets.ts `_prepareContext`), assembled from the same view-models: the worded view,
 * what only Foundry knows (editable, enriched biography, root id), the tabs, and for the actor a
 * combat moment as plain data, as the Foundry sheet reads it from the viewed combat.
 */
import { banksActorFromSource, banksArmorFromSource, banksWeaponFromSource, isWornArmor } from "../../core/banks";
import { type BanksActorSheetView, type BanksSheetCombat, banksActorSheetView } from "../../view/banks/sheet/actor-sheet";
import { type BanksArmorSheetView, type BanksWeaponSheetView, banksArmorSheetView, banksWeaponSheetView } from "../../view/banks/sheet/item-sheet";
import { type Worded, localizeKey, worded } from "../i18n";
import type { PackDocument } from "../documents";
import { type SheetContext, type SheetOptions, actorSheetFrame, sheetItems } from "../page/sheet-context";
import { BANKS_CHARACTER_LAYOUT, type BanksTab } from "../../view/banks/sheet/layout";

export type BanksActorSheetContext = SheetContext<BanksActorSheetView>;

export interface BanksActorSheetOptions extends SheetOptions<BanksTab> {
  /** The other combatant whose turn is under way, or null out of combat. */
  readonly acting: PackDocument | null;
}

const imgOf = (img: string): string | null => (img === "" ? null : img);

/** The combat moment: `acting` takes its turn at time class B, no teams. */
function combatOf(acting: PackDocument | null): BanksSheetCombat | null {
  if (acting === null) return null;
  const state = banksActorFromSource({ type: acting.type, system: acting.system, items: sheetItems(acting) }, `Actor.${acting._id}`);
  return { timeClass: "B", team: null, current: { name: acting.name, state, team: null }, ownTurn: false };
}

export function banksActorSheetContext(doc: PackDocument, options: BanksActorSheetOptions): BanksActorSheetContext {
  const view = banksActorSheetView({
    name: doc.name,
    img: imgOf(doc.img),
    type: doc.type === "npc" ? "npc" : "character",
    system: doc.system,
    items: sheetItems(doc),
    editMode: options.editMode && options.editable,
    combat: combatOf(options.acting),
  });
  return actorSheetFrame(doc, view, options, BANKS_CHARACTER_LAYOUT);
}

export interface BanksItemSheetContext {
  readonly document: { readonly uuid: string; readonly name: string; readonly img: string };
  readonly editable: boolean;
  readonly rootId: string;
  readonly typeLabel: string;
  readonly description: { readonly source: string; readonly enriched: string };
  readonly banks: { readonly weapon?: Worded<BanksWeaponSheetView>; readonly armor?: Worded<BanksArmorSheetView> };
}

export function banksItemSheetContext(item: PackDocument, editable: boolean): BanksItemSheetContext {
  const description = typeof item.system["description"] === "string" ? item.system["description"] : "";
  const path = `Item.${item._id}`;
  const banks =
    item.type === "weapon"
      ? { weapon: worded(banksWeaponSheetView(banksWeaponFromSource(item, path), null)) }
      : item.type === "armor"
        ? { armor: worded(banksArmorSheetView(banksArmorFromSource(item, path), isWornArmor(item))) }
        : {};
  return {
    document: { uuid: path, name: item.name, img: item.img },
    editable,
    rootId: `fray-item-${item._id}`,
    typeLabel: localizeKey(`FRAY.Common.Item.Type.${item.type}`),
    description: { source: description, enriched: description },
    banks,
  };
}
