/**
 * View-models of the trauma item sheets: weapon (docs/rules/trauma.md §3.2), armor (§5.7) and
 * behavior (§3.3). Spreads are edited as the seed writes them ("100% > 60%") and read with the
 * core parser; a bad entry is shown back with the reason and the stored spread is kept.
 */
import {
  ABILITY_KEYS,
  BEHAVIOR_WORDING,
  DEFAULT_TRAUMA_REGISTRY,
  LOBE_KEYS,
  type TraumaRegistry,
  parseSpread,
} from "../../core/trauma";
import { type Text, text } from "../i18n";
import { type OptionGroup, type SelectOption, selectOptions } from "../sheet/options";
import { behaviorSummary, weaponTraits } from "./actor-sheet-items";
import { spreadInput } from "./spread-text";

export interface WeaponSource {
  readonly difficulty: number;
  readonly ability: string;
  readonly lobe: string | null;
  readonly traumaType: string;
  readonly spread: readonly number[];
  readonly condition: string | null;
}
export interface ArmorSource {
  readonly spread: readonly number[];
  readonly equipped: boolean;
}
export interface BehaviorSource {
  readonly scope: "type" | "family";
  readonly key: string;
  readonly percent: number;
}

/** A spread the person typed that did not parse: shown back in the field with the reason. */
export interface SpreadDraft {
  readonly text: string;
  readonly error: Text;
}

export interface SpreadView {
  readonly text: string;
  readonly error: Text | null;
  /** What each step of the spread means, e.g. "Short by 1: 60 %". */
  readonly steps: readonly { readonly label: Text; readonly percent: number }[];
  readonly beyond: Text;
}

/** Parses a typed spread with the core parser; the error is a lang key, not the core's English. */
export function parseSpreadInput(input: string): { spread: number[] } | { error: Text } {
  try {
    return { spread: parseSpread(input) };
  } catch {
    return { error: text("FRAY.Trauma.Item.Spread.Invalid", { input }) };
  }
}

function spreadView(spread: readonly number[], draft: SpreadDraft | null, kind: "attack" | "armor"): SpreadView {
  const steps = spread.map((percent, margin) => ({
    label: margin === 0 ? text("FRAY.Trauma.Item.Spread.Success") : text("FRAY.Trauma.Item.Spread.Short", { margin }),
    percent,
  }));
  return {
    text: draft?.text ?? spreadInput(spread),
    error: draft?.error ?? null,
    steps,
    beyond: text(kind === "attack" ? "FRAY.Trauma.Item.Spread.BeyondAttack" : "FRAY.Trauma.Item.Spread.BeyondArmor", { margin: spread.length }),
  };
}

export interface WeaponSheetView {
  readonly difficulty: number;
  readonly abilityOptions: readonly SelectOption[];
  readonly lobeOptions: readonly SelectOption[];
  readonly typeGroups: readonly OptionGroup[];
  readonly family: string | null;
  /** "Resisted with Will(Focal)" (§4), or a warning for a type the registry does not know. */
  readonly resistance: Text;
  readonly unknownType: boolean;
  readonly traits: Text;
  readonly spread: SpreadView;
  readonly condition: string;
}

/** Trauma types grouped under their family, so the family shows beside every choice. */
export function traumaTypeGroups(registry: TraumaRegistry, current: string): OptionGroup[] {
  const groups = Object.keys(registry.families)
    .sort()
    .map((family) => ({
      label: text("FRAY.Trauma.Item.Weapon.FamilyGroup", { family }),
      options: selectOptions(
        Object.entries(registry.types)
          .filter(([, f]) => f === family)
          .map(([type]) => [type, type] as const),
        current,
      ),
    }));
  if (!Object.hasOwn(registry.types, current)) {
    groups.push({ label: text("FRAY.Trauma.Item.Weapon.UnknownGroup"), options: [{ value: current, label: current, selected: true }] });
  }
  return groups;
}

export function weaponSheetView(source: WeaponSource, draft: SpreadDraft | null, registry = DEFAULT_TRAUMA_REGISTRY): WeaponSheetView {
  const family = registry.types[source.traumaType] ?? null;
  const resist = family === null ? undefined : registry.families[family];
  const ability = ABILITY_KEYS.find((k) => k === source.ability) ?? "operate";
  const lobe = LOBE_KEYS.find((k) => k === source.lobe) ?? null;
  return {
    difficulty: source.difficulty,
    abilityOptions: selectOptions(ABILITY_KEYS.map((k) => [k, text(`FRAY.Trauma.Ability.${k}`)] as const), source.ability),
    lobeOptions: selectOptions([["", text("FRAY.Trauma.Item.Weapon.NoLobe")], ...LOBE_KEYS.map((k) => [k, text(`FRAY.Trauma.Lobe.${k}`)] as const)], source.lobe ?? ""),
    typeGroups: traumaTypeGroups(registry, source.traumaType),
    family,
    resistance:
      resist === undefined
        ? text("FRAY.Trauma.Item.Weapon.UnknownType", { type: source.traumaType })
        : text("FRAY.Trauma.Item.Weapon.Resisted", { family: family ?? "", traits: weaponTraits(resist) }),
    unknownType: resist === undefined,
    traits: weaponTraits({ ability, lobe }),
    spread: spreadView(source.spread, draft, "attack"),
    condition: source.condition ?? "",
  };
}

export interface ArmorSheetView {
  readonly spread: SpreadView;
  readonly equipped: boolean;
}

export function armorSheetView(source: ArmorSource, draft: SpreadDraft | null): ArmorSheetView {
  return { spread: spreadView(source.spread, draft, "armor"), equipped: source.equipped };
}

export interface BehaviorPreset {
  readonly percent: number;
  readonly label: Text;
  readonly active: boolean;
}

export interface BehaviorSheetView {
  readonly scopeOptions: readonly SelectOption[];
  readonly keyOptions: readonly SelectOption[];
  readonly percent: number;
  readonly summary: Text;
  readonly presets: readonly BehaviorPreset[];
  /** For a family: the types it covers; for a type: its family. */
  readonly covers: Text | null;
}

/** A key that fits the scope: a type's family when switching to family scope, a family's first type the other way. */
export function behaviorKeyFor(scope: "type" | "family", key: string, registry = DEFAULT_TRAUMA_REGISTRY): string {
  if (scope === "family") {
    if (Object.hasOwn(registry.families, key)) return key;
    return registry.types[key] ?? Object.keys(registry.families)[0] ?? key;
  }
  if (Object.hasOwn(registry.types, key)) return key;
  const ofFamily = Object.entries(registry.types).find(([, f]) => f === key)?.[0];
  return ofFamily ?? Object.keys(registry.types)[0] ?? key;
}

// docs/rules/trauma.md §3.3: the seed's words and their percentages.
const PRESETS = [
  ["Immune", BEHAVIOR_WORDING["immune"] ?? 0],
  ["Resistant", BEHAVIOR_WORDING["resistant"] ?? 50],
  ["Weak", BEHAVIOR_WORDING["weak"] ?? 150],
] as const;

export function behaviorSheetView(source: BehaviorSource, registry = DEFAULT_TRAUMA_REGISTRY): BehaviorSheetView {
  const keys = source.scope === "family" ? Object.keys(registry.families).sort() : Object.keys(registry.types);
  const entries = keys.map((k) => [k, source.scope === "type" ? text("FRAY.Trauma.Item.Behavior.TypeOption", { type: k, family: registry.types[k] ?? "" }) : k] as const);
  if (!keys.includes(source.key)) entries.push([source.key, source.key]);
  const members = Object.entries(registry.types)
    .filter(([, f]) => f === source.key)
    .map(([t]) => t);
  const family = registry.types[source.key];
  return {
    scopeOptions: selectOptions([["type", text("FRAY.Trauma.Behavior.Scope.type")], ["family", text("FRAY.Trauma.Behavior.Scope.family")]], source.scope),
    keyOptions: selectOptions(entries, source.key),
    percent: source.percent,
    summary: behaviorSummary(source),
    presets: PRESETS.map(([word, percent]) => ({
      percent,
      label: text(`FRAY.Trauma.Behavior.Preset.${word}`, { percent }),
      active: source.percent === percent,
    })),
    covers:
      source.scope === "family"
        ? members.length > 0
          ? text("FRAY.Trauma.Behavior.Covers", { types: members.join(", ") })
          : null
        : family === undefined
          ? null
          : text("FRAY.Trauma.Behavior.InFamily", { family }),
  };
}
