/**
 * View-models of the banks profile on the weapon and armor sheets (docs/rules/banks.md §3.3). Damage
 * codes are typed as the seed writes them ("6P 3I") and read with the core parser; a code that
 * does not parse is shown back with the reason and the stored code is kept, as the trauma
 * spread input does.
 */
import { type BanksArmor, type BanksWeapon, DAMAGE_LETTERS, SIZE_CLASSES, parseDamageCode } from "../../../core/banks";
import { type Text, text } from "../../i18n";
import { type SelectOption, selectOptions } from "../../sheet/options";
import { weaponChips, type WeaponChip } from "./gear";
import { type RatingField, codeMeaning, ratingFields } from "./ratings";

const S = "FRAY.Banks.Sheet";

export type CodeField = "code" | "splashCode";

/** A code the person typed that did not parse: shown back in its field with the reason. */
export interface CodeDraft {
  readonly field: CodeField;
  readonly text: string;
  readonly error: Text;
}

export interface CodeInput {
  readonly text: string;
  readonly error: Text | null;
  /** "6 Piercing, then 3 Impact", or null while the code is empty or broken. */
  readonly meaning: Text | null;
}

/**
 * A typed damage code: normalised (trimmed, upper case, single spaces) when the core parser
 * accepts it; an optional code (the splash) may be left empty, meaning none.
 */
export function parseCodeInput(input: string, optional: boolean): { code: string | null } | { error: Text } {
  const typed = input.trim().toUpperCase().replace(/\s+/g, " ");
  if (typed === "" && optional) return { code: null };
  try {
    parseDamageCode(typed);
    return { code: typed };
  } catch {
    return { error: text(`${S}.Code.Invalid`, { input: input.trim(), letters: DAMAGE_LETTERS.join(" ") }) };
  }
}

function codeInput(stored: string | null, draft: CodeDraft | null, field: CodeField): CodeInput {
  const own = draft !== null && draft.field === field ? draft : null;
  if (own !== null) return { text: own.text, error: own.error, meaning: null };
  return { text: stored ?? "", error: null, meaning: stored === null ? null : codeMeaning(stored) };
}

export interface NumberField {
  readonly key: string;
  readonly label: Text;
  readonly hint: Text;
  readonly value: number;
  readonly min: number | null;
  readonly field: string;
}

export interface BanksWeaponSheetView {
  readonly code: CodeInput;
  readonly splash: CodeInput;
  readonly sizeOptions: readonly SelectOption[];
  readonly numbers: readonly NumberField[];
  /** Qualities as one comma-separated line. */
  readonly qualities: string;
  readonly chips: readonly WeaponChip[];
}

const NUMBER_FIELDS = [
  ["recoil", 0],
  ["bracing", 0],
  ["auto", 1],
  ["reach", 0],
  ["design", null],
  ["designMax", 0],
  ["gr", 0],
] as const;

export function banksWeaponSheetView(weapon: BanksWeapon, draft: CodeDraft | null): BanksWeaponSheetView {
  return {
    code: codeInput(weapon.code, draft, "code"),
    splash: codeInput(weapon.splashCode, draft, "splashCode"),
    sizeOptions: selectOptions(SIZE_CLASSES.map((c) => [c, text(`FRAY.Banks.Field.Size.${c}`)] as const), weapon.sizeClass),
    numbers: NUMBER_FIELDS.map(([key, min]) => ({
      key,
      label: text(`${S}.WeaponField.${key}`),
      hint: text(`${S}.WeaponField.${key}Hint`),
      value: weapon[key],
      min,
      field: `system.banks.${key}`,
    })),
    qualities: weapon.qualities.join(", "),
    chips: weaponChips(weapon),
  };
}

/** "Concealable, Reach" → ["Concealable", "Reach"]: trimmed, empties and repeats dropped. */
export function parseQualities(input: string): string[] {
  return [...new Set(input.split(",").map((q) => q.trim()).filter((q) => q !== ""))];
}

export interface BanksArmorSheetView {
  readonly fields: readonly RatingField[];
  /** Worn armor counts (core isWornArmor reads the item's one equip flag). */
  readonly equipped: boolean;
}

export function banksArmorSheetView(armor: BanksArmor, equipped: boolean): BanksArmorSheetView {
  return { fields: ratingFields(armor.ratings, "system.banks.ratings"), equipped };
}
