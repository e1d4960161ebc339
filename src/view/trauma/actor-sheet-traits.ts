/**
 * The Abilities and Lobes blocks of an actor sheet (docs/rules/trauma.md §3.1): each a row of dots
 * up to 5 (abilities) or 3 (lobes). Foundry stores a missing trait as null: a Lead normally has
 * all eight abilities, a bioform lists only what it has (the seed's Ashmite has four).
 */
import { ABILITY_KEYS, LOBE_KEYS, MAX_ABILITY, MAX_LEAD_ABILITY, MAX_LOBE } from "../../core/trauma";
import { type Text, text } from "../i18n";
import { type DotRow, ratingDots } from "../sheet/dots";

export type TraitGroup = "abilities" | "lobes";

export interface TraitRow {
  readonly group: TraitGroup;
  readonly key: string;
  readonly label: Text;
  /** null: the actor lacks it (shown "—"). */
  readonly value: number | null;
  readonly max: number;
  /** The highest rating the number input accepts (bioforms' abilities may exceed 5, §7). */
  readonly inputMax: number;
  readonly dots: DotRow | null;
  /** The form field for the number input in edit mode. */
  readonly field: string;
  readonly addLabel: Text;
  readonly removeLabel: Text;
  readonly inputLabel: Text;
}

export interface TraitsView {
  readonly abilities: readonly TraitRow[];
  readonly lobes: readonly TraitRow[];
  /** How many missing traits a compact sheet left out. */
  readonly hiddenMissing: number;
}

type Ratings = Readonly<Partial<Record<string, number | null>>>;

function traitRow(group: TraitGroup, key: string, value: number | null | undefined, max: number, isLead: boolean): TraitRow {
  const label = text(group === "abilities" ? `FRAY.Trauma.Ability.${key}` : `FRAY.Trauma.Lobe.${key}`);
  const rating = value ?? null;
  return {
    group,
    key,
    label,
    value: rating,
    max,
    inputMax: group === "lobes" ? MAX_LOBE : isLead ? MAX_LEAD_ABILITY : MAX_ABILITY,
    dots: rating === null ? null : ratingDots(label, rating, max),
    field: `system.trauma.${group}.${key}`,
    addLabel: text("FRAY.Trauma.Sheet.Trait.Add", { trait: label }),
    removeLabel: text("FRAY.Trauma.Sheet.Trait.Remove", { trait: label }),
    inputLabel: text("FRAY.Trauma.Sheet.Trait.Input", { trait: label }),
  };
}

/**
 * Rows for every ability and lobe. `compact` (the NPC sheet in play mode) drops the ones the
 * actor lacks, as the seed's antagonist block lists only what the bioform has.
 */
export function traitsView(abilities: Ratings, lobes: Ratings, compact: boolean, isLead: boolean): TraitsView {
  const all = [
    ...ABILITY_KEYS.map((k) => traitRow("abilities", k, abilities[k], MAX_LEAD_ABILITY, isLead)),
    ...LOBE_KEYS.map((k) => traitRow("lobes", k, lobes[k], MAX_LOBE, isLead)),
  ];
  const shown = compact ? all.filter((r) => r.value !== null) : all;
  return {
    abilities: shown.filter((r) => r.group === "abilities"),
    lobes: shown.filter((r) => r.group === "lobes"),
    hiddenMissing: all.length - shown.length,
  };
}

/** The rating a trait takes when it is added to an actor that lacked it. */
export function addedTraitRating(group: TraitGroup): number {
  return group === "abilities" ? 1 : 0;
}

/** A dot click or input, clamped to what the schema accepts (abilities up to 28 for bioforms). */
export function clampRating(group: TraitGroup, value: number, isLead: boolean): number {
  const max = group === "lobes" ? MAX_LOBE : isLead ? MAX_LEAD_ABILITY : MAX_ABILITY;
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.trunc(value)));
}
