/**
 * Attributes, Chutzpah and skills (docs/rules/banks.md §3.1): the seven named attributes, the extra
 * ones (DECISION §9.3) and the skills by name. Play mode shows the ratings with a roll button
 * per attribute; edit mode shows number inputs named for the form, and lets skills and extra
 * attributes be added and removed.
 */
import { ATTRIBUTE_KEYS, type BanksActor, MAX_ATTRIBUTE } from "../../../core/banks";
import { type Text, text } from "../../i18n";

const S = "FRAY.Banks.Sheet";

export interface AttributeRow {
  readonly key: string;
  /** "Agility"; an extra attribute is shown by its own name. */
  readonly label: Text | string;
  /** "AGI", or the extra attribute's name. */
  readonly abbr: string;
  readonly value: number;
  readonly field: string;
  readonly inputLabel: Text;
  readonly rollLabel: Text;
  /** Extra attributes can be removed; the seven cannot. */
  readonly removeLabel: Text | null;
}

export interface SkillRow {
  readonly name: string;
  readonly value: number;
  readonly field: string;
  readonly inputLabel: Text;
  readonly removeLabel: Text;
}

export interface TraitsView {
  readonly attributes: readonly AttributeRow[];
  readonly extra: readonly AttributeRow[];
  readonly maxAttribute: number;
  readonly chutzpah: { readonly value: number; readonly field: string };
  readonly skills: readonly SkillRow[];
}

const byName = ([a]: [string, number], [b]: [string, number]): number => a.localeCompare(b);

function attributeRow(key: string, label: Text | string, abbr: string, value: number, extra: boolean): AttributeRow {
  const field = extra ? `system.banks.attributes.extra.${key}` : `system.banks.attributes.${key}`;
  return {
    key,
    label,
    abbr,
    value,
    field,
    inputLabel: text(`${S}.Attribute.Input`, { attribute: label }),
    rollLabel: text(value === 1 ? `${S}.Attribute.RollOne` : `${S}.Attribute.Roll`, { attribute: label, dice: value }),
    removeLabel: extra ? text(`${S}.Attribute.Remove`, { attribute: label }) : null,
  };
}

export function traitsView(s: BanksActor): TraitsView {
  return {
    attributes: ATTRIBUTE_KEYS.map((k) => attributeRow(k, text(`${S}.Attribute.${k}`), k, s.attributes[k], false)),
    extra: Object.entries(s.attributes.extra)
      .sort(byName)
      .map(([name, value]) => attributeRow(name, name, name, value, true)),
    maxAttribute: MAX_ATTRIBUTE,
    chutzpah: { value: s.chutzpah, field: "system.banks.chutzpah" },
    skills: Object.entries(s.skills)
      .sort(byName)
      .map(([name, value]) => ({
        name,
        value,
        field: `system.banks.skills.${name}`,
        inputLabel: text(`${S}.Skill.Input`, { skill: name }),
        removeLabel: text(`${S}.Skill.Remove`, { skill: name }),
      })),
  };
}

/**
 * A new skill's or extra attribute's name as typed: trimmed, refused when empty, taken, or
 * holding a dot (Foundry reads dots in update keys as paths, so such a key could never change).
 */
export function newTraitName(typed: string, existing: Readonly<Record<string, number>>): { name: string } | { error: Text } | null {
  const name = typed.trim();
  if (name === "") return null;
  if (name.includes(".")) return { error: text(`${S}.Skill.Dot`) };
  if (Object.hasOwn(existing, name)) return { error: text(`${S}.Skill.Taken`, { name }) };
  return { name };
}
