/**
 * Weapons and armor on the banks sheet (docs/rules/banks.md §3.3). A weapon row shows its damage
 * code and what it means, and the numbers that change an attack (recoil, bracing, automatic
 * fire, reach, size class, design, Glitch Risk), with an Attack button. Armor rows show their
 * ratings and whether they are worn; above them, what the actor's armor stops of each letter
 * (the best of its own rating and its worn armor, as the core reads it). An item whose data the
 * rules reject still gets a row, flagged, so a person can open and fix it.
 */
import { type ArmorRatings, type BanksActor, type BanksWeapon, banksArmorFromSource, banksWeaponFromSource, isWornArmor, validateArmorRatings } from "../../../core/banks";
import { type Text, text } from "../../i18n";
import { attackActionsFor } from "../attack-actions";
import { type EquipToggle, type ItemRow, equipToggle, itemRow } from "../../sheet/item-row";
import type { SheetItem } from "./input";
import { type RatingChip, type RatingField, codeMeaning, effectiveChips, ratingChips, ratingFields } from "./ratings";

const S = "FRAY.Banks.Sheet";

export interface WeaponChip {
  readonly label: Text;
  readonly hint: Text;
}

export interface BanksWeaponRow extends ItemRow {
  readonly code: string | null;
  readonly meaning: Text | null;
  readonly splash: Text | null;
  readonly chips: readonly WeaponChip[];
  readonly qualities: readonly string[];
  readonly attackLabel: Text;
}

export interface BanksArmorRow extends ItemRow, EquipToggle {
  readonly ratings: readonly RatingChip[];
  /** In banks every equipped piece is worn (its ratings count). */
  readonly worn: boolean;
}

export interface ArmorView {
  readonly rows: readonly BanksArmorRow[];
  /** What the actor's armor stops of each damage letter. */
  readonly effective: readonly RatingChip[];
  /** The actor's own armor (a drone's shell, a hide), before worn armor. */
  readonly natural: readonly RatingChip[];
  readonly naturalFields: readonly RatingField[];
}

function chip(key: string, value: number | string): WeaponChip {
  return { label: text(`${S}.Weapon.${key}`, { value }), hint: text(`${S}.Weapon.${key}Hint`) };
}

/** The numbers worth a glance; zeros that change nothing are left out. */
export function weaponChips(w: BanksWeapon): WeaponChip[] {
  const chips = [chip("Size", w.sizeClass)];
  // A firing mode belongs to a fired weapon only (§3.3, §6.18): an axe or a grenade has none.
  if (attackActionsFor(w).includes("fireSimpleWeapon")) chips.push(w.auto > 1 ? chip("Auto", w.auto) : chip("Semi", w.auto));
  if (w.recoil > 0) chips.push(chip("Recoil", w.recoil));
  if (w.bracing > 0) chips.push(chip("Bracing", w.bracing));
  if (w.reach > 0) chips.push(chip("Reach", w.reach));
  if (w.design !== 0) chips.push(chip("Design", w.design > 0 ? `+${w.design}` : String(w.design)));
  if (w.gr > 0) chips.push(chip("Gr", w.gr));
  return chips;
}

function weaponRow(item: SheetItem): BanksWeaponRow {
  const attackLabel = text(`${S}.Weapon.Attack`, { name: item.name });
  try {
    const w = banksWeaponFromSource(item, `Item.${item.id}`);
    return {
      ...itemRow(item, true),
      code: w.code,
      meaning: codeMeaning(w.code),
      splash: w.splashCode === null ? null : text(`${S}.Weapon.Splash`, { code: w.splashCode }),
      chips: weaponChips(w),
      qualities: [...w.qualities],
      attackLabel,
    };
  } catch {
    return { ...itemRow(item, false), code: null, meaning: null, splash: null, chips: [], qualities: [], attackLabel };
  }
}

export function weaponRows(items: readonly SheetItem[]): BanksWeaponRow[] {
  return items.filter((i) => i.type === "weapon").map(weaponRow);
}

function armorRow(item: SheetItem): BanksArmorRow {
  const worn = isWornArmor(item);
  try {
    const armor = banksArmorFromSource(item, `Item.${item.id}`);
    return { ...itemRow(item, true), ...equipToggle(item, worn), ratings: ratingChips(armor.ratings), worn };
  } catch {
    return { ...itemRow(item, false), ...equipToggle(item, worn), ratings: [], worn };
  }
}

/** The actor's own ratings as stored (state.armor already holds the best with worn armor). */
function naturalRatings(system: Readonly<Record<string, unknown>>): ArmorRatings {
  const banks = system["banks"];
  try {
    return validateArmorRatings(typeof banks === "object" && banks !== null ? (banks as Record<string, unknown>)["armor"] ?? {} : {});
  } catch {
    return {};
  }
}

export function armorView(s: BanksActor, items: readonly SheetItem[], system: Readonly<Record<string, unknown>>): ArmorView {
  const natural = naturalRatings(system);
  return {
    rows: items.filter((i) => i.type === "armor").map(armorRow),
    effective: effectiveChips(s.armor),
    natural: ratingChips(natural),
    naturalFields: ratingFields(natural, "system.banks.armor"),
  };
}
