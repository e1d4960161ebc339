/**
 * The track actor sheet's view-model: the condition monitor (src/view/track/monitor-view.ts),
 * attributes, Edge, armor by category, the weapons and armor carried. Pure, so the preview and
 * the tests build the same sheet. Every word is a lang key.
 */
import { ARMOR_CATEGORIES, ATTRIBUTE_KEYS, type TrackActor, defaultTrackArmor, defaultTrackWeapon, trackArmorFromSource, trackWeaponFromSource } from "../../core/track";
import type { SheetItem } from "../sheet/sheet-item";
import { type ItemRow, itemRow } from "../sheet/item-row";
import { type Text, text } from "../i18n";
import { type MonitorView, monitorView } from "./monitor-view";
import { damageTypeName } from "./monitor-text";

const cap = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

export interface TrackSheetInput {
  readonly name: string;
  readonly img: string | null;
  readonly type: "character" | "npc";
  /** The state as the rules read it, or null when they refuse it (the sheet shows why). */
  readonly state: TrackActor | null;
  /** `system.track` as stored: what the edit inputs show and write. */
  readonly stored: Readonly<Record<string, unknown>>;
  readonly items: readonly SheetItem[];
  readonly editMode: boolean;
}

export interface TrackSheetView {
  readonly header: { readonly name: string; readonly img: string | null; readonly role: Text; readonly badges: readonly Text[] };
  readonly editMode: boolean;
  readonly monitor: MonitorView | null;
  readonly attributes: readonly { readonly key: string; readonly label: Text; readonly value: unknown; readonly field: string }[];
  /** The three stroke counts, typed directly in edit mode (a GM mending a monitor). */
  readonly counts: readonly { readonly key: string; readonly label: Text; readonly value: unknown; readonly field: string }[];
  readonly numbers: readonly { readonly key: string; readonly label: Text; readonly value: unknown; readonly field: string }[];
  readonly armor: readonly { readonly key: string; readonly label: Text; readonly own: unknown; readonly best: number | null; readonly field: string }[];
  readonly toggles: readonly { readonly key: string; readonly label: Text; readonly checked: boolean; readonly field: string }[];
  readonly weapons: readonly (ItemRow & { readonly summary: Text; readonly attackLabel: Text })[];
  readonly armorItems: readonly (ItemRow & { readonly summary: Text })[];
}

/** Whether the rules read an item (a row is still shown for one they refuse, flagged, so it can be fixed). */
function readable(read: () => unknown): boolean {
  try {
    read();
    return true;
  } catch {
    return false;
  }
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

function trackSlice(item: SheetItem): Record<string, unknown> {
  const slice = item.system["track"];
  return typeof slice === "object" && slice !== null ? (slice as Record<string, unknown>) : {};
}

export function trackSheetView(input: TrackSheetInput): TrackSheetView {
  const { state, stored } = input;
  const isObject = state?.object === true || stored["object"] === true;
  const badges: Text[] = [];
  if (isObject) badges.push(text("FRAY.Track.Sheet.Object"));
  if (state?.indomitable === true) badges.push(text("FRAY.Track.Sheet.Indomitable"));
  const field = (key: string): string => `system.track.${key}`;
  const weaponDefaults = defaultTrackWeapon();
  const armorDefaults = defaultTrackArmor();
  return {
    header: { name: input.name, img: input.img, role: text(`FRAY.Track.Sheet.Role.${input.type}`), badges },
    editMode: input.editMode,
    monitor: state === null ? null : monitorView(state),
    attributes: ATTRIBUTE_KEYS.map((key) => ({ key, label: text(`FRAY.Track.Attribute.${cap(key)}`), value: stored[key], field: field(key) })),
    counts: (["slash", "back", "bar"] as const).map((key) => ({ key, label: text(`FRAY.Track.Sheet.Count.${key}`), value: stored[key], field: field(key) })),
    numbers: (["edge", "edgeSpent", "extraPasses", "deathThresholdBonus"] as const).map((key) => ({ key, label: text(`FRAY.Track.Sheet.Number.${cap(key)}`), value: stored[key], field: field(key) })),
    armor: ARMOR_CATEGORIES.map((key) => {
      const own = (stored["armor"] as Record<string, unknown> | undefined)?.[key];
      return { key, label: text(`FRAY.Track.Category.${cap(key)}`), own, best: state === null ? null : state.armor[key], field: field(`armor.${key}`) };
    }),
    toggles: (["indomitable", "object"] as const).map((key) => ({ key, label: text(`FRAY.Track.Sheet.Toggle.${cap(key)}`), checked: stored[key] === true, field: field(key) })),
    weapons: input.items
      .filter((item) => item.type === "weapon")
      .map((item) => {
        const w = trackSlice(item);
        const type = typeof w["damageType"] === "string" ? w["damageType"] : weaponDefaults.damageType;
        const category = typeof w["category"] === "string" ? w["category"] : weaponDefaults.category;
        return {
          ...itemRow(item, readable(() => trackWeaponFromSource(item))),
          summary: text("FRAY.Track.Sheet.WeaponSummary", { damage: numberOr(w["damage"], weaponDefaults.damage), type: damageTypeName(type), category: text(`FRAY.Track.Category.${cap(category)}`) }),
          attackLabel: text("FRAY.Track.Sheet.AttackWith", { weapon: item.name }),
        };
      }),
    armorItems: input.items
      .filter((item) => item.type === "armor")
      .map((item) => {
        const a = trackSlice(item);
        return {
          ...itemRow(item, readable(() => trackArmorFromSource(item))),
          summary: text(a["equipped"] === false ? "FRAY.Track.Sheet.ArmorSummaryOff" : "FRAY.Track.Sheet.ArmorSummary", {
            ballistics: numberOr(a["ballistics"], armorDefaults.ballistics),
            melee: numberOr(a["melee"], armorDefaults.melee),
            heat: numberOr(a["heat"], armorDefaults.heat),
          }),
        };
      }),
  };
}
