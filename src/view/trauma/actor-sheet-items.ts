/**
 * The item lists of an actor sheet: weapons (with the quick chance of a complete success for
 * this actor), armor (which one is worn), behaviors (in the seed's words). An item whose data
 * the rules reject still gets a row, flagged, so a person can open and fix it.
 */
import { drawResultDistribution, successProbability } from "../../core/odds";
import {
  type Behavior,
  DEFAULT_ARMOR_SPREAD,
  DEFAULT_TRAUMA_REGISTRY,
  type TraumaRegistry,
  type TraumaWeapon,
  targetDifficulty,
  validateBehavior,
  validateTraumaArmor,
  validateTraumaWeapon,
  PROBABILITY_DECK_VALUES,
} from "../../core/trauma";
import { type Text, text } from "../i18n";
import { type EquipToggle, type ItemRow, equipToggle, itemRow } from "../sheet/item-row";
import type { SheetItem } from "../sheet/sheet-item";
import { spreadSteps } from "./spread-text";

/** An embedded item as the sheet reads it. */
export type { SheetItem } from "../sheet/sheet-item";

export interface WeaponRow extends ItemRow {
  readonly attackLabel: Text;
  readonly difficulty: number | null;
  readonly traits: Text | null;
  readonly traumaType: string | null;
  readonly family: string | null;
  readonly spread: string | null;
  readonly condition: string | null;
  /** "52.1%": a complete success with this actor's draw, before perks and the Narrator's call. */
  readonly success: string | null;
}

export interface ArmorRow extends ItemRow, EquipToggle {
  readonly spread: string | null;
  /** The armor that counts: the first equipped one (docs/rules/trauma.md §5.7, core wornArmor). */
  readonly worn: boolean;
}

export interface BehaviorRow extends ItemRow {
  readonly summary: Text | null;
  readonly scope: Text | null;
}

type Ratings = Readonly<Partial<Record<string, number | null>>>;

/** "Operate(Correl)" as the seed writes a weapon's traits; "Labor" when it has no lobe. */
export function weaponTraits(weapon: Pick<TraumaWeapon, "ability" | "lobe">): Text {
  const ability = text(`FRAY.Trauma.Ability.${weapon.ability}`);
  return weapon.lobe === null
    ? text("FRAY.Trauma.Sheet.Weapon.TraitsNoLobe", { ability })
    : text("FRAY.Trauma.Sheet.Weapon.Traits", { ability, lobe: text(`FRAY.Trauma.Lobe.${weapon.lobe}`) });
}

/** P(complete success) of the plain draw (docs/rules/trauma.md §5.12), or null if it cannot be drawn. */
export function plainSuccess(weapon: TraumaWeapon, abilities: Ratings, lobes: Ratings): string | null {
  const k = abilities[weapon.ability] ?? 0;
  const lobe = weapon.lobe === null ? 0 : (lobes[weapon.lobe] ?? 0);
  if (k > PROBABILITY_DECK_VALUES.length) return null;
  const td = targetDifficulty(weapon.difficulty, lobe);
  return successProbability(drawResultDistribution({ deckValues: PROBABILITY_DECK_VALUES, k }), td).toPercent(1);
}

function weaponRow(item: SheetItem, abilities: Ratings, lobes: Ratings, registry: TraumaRegistry): WeaponRow {
  const attackLabel = text("FRAY.Trauma.Sheet.Weapon.Attack", { name: item.name });
  let weapon: TraumaWeapon;
  try {
    weapon = validateTraumaWeapon(item.system["trauma"], "weapon", registry);
  } catch {
    const none = { difficulty: null, traits: null, traumaType: null, family: null, spread: null, condition: null, success: null };
    return { ...itemRow(item, false), attackLabel, ...none };
  }
  return {
    ...itemRow(item, true),
    attackLabel,
    difficulty: weapon.difficulty,
    traits: weaponTraits(weapon),
    traumaType: weapon.traumaType,
    family: registry.types[weapon.traumaType] ?? null,
    spread: spreadSteps(weapon.spread),
    condition: weapon.condition,
    success: plainSuccess(weapon, abilities, lobes),
  };
}

export function weaponRows(items: readonly SheetItem[], abilities: Ratings, lobes: Ratings, registry = DEFAULT_TRAUMA_REGISTRY): WeaponRow[] {
  return items.filter((i) => i.type === "weapon").map((i) => weaponRow(i, abilities, lobes, registry));
}

export function armorRows(items: readonly SheetItem[]): { rows: ArmorRow[]; summary: Text } {
  let wornName: string | null = null;
  let wornSpread: readonly number[] = DEFAULT_ARMOR_SPREAD;
  const rows = items
    .filter((i) => i.type === "armor")
    .map((item): ArmorRow => {
      try {
        const armor = validateTraumaArmor(item.system["trauma"], "armor");
        const worn = armor.equipped && wornName === null;
        if (worn) [wornName, wornSpread] = [item.name, armor.spread];
        return { ...itemRow(item, true), ...equipToggle(item, armor.equipped), spread: spreadSteps(armor.spread), worn };
      } catch {
        return { ...itemRow(item, false), ...equipToggle(item, false), spread: null, worn: false };
      }
    });
  const summary =
    wornName === null
      ? text("FRAY.Trauma.Sheet.Armor.Unarmored", { spread: spreadSteps(wornSpread) })
      : text("FRAY.Trauma.Sheet.Armor.Worn", { name: wornName, spread: spreadSteps(wornSpread) });
  return { rows, summary };
}

/** The seed's wording (docs/rules/trauma.md §3.3), localized: Immune 0 %, Resistant 50 %, Weak 150 %, else the percent. */
export function behaviorSummary(behavior: Pick<Behavior, "key" | "percent">): Text {
  const word = behavior.percent === 0 ? "Immune" : behavior.percent === 150 ? "Weak" : behavior.percent === 50 ? "Resistant" : null;
  return word === null
    ? text("FRAY.Trauma.Behavior.Summary.Percent", { key: behavior.key, percent: behavior.percent })
    : text(`FRAY.Trauma.Behavior.Summary.${word}`, { key: behavior.key });
}

export function behaviorRows(items: readonly SheetItem[]): BehaviorRow[] {
  return items
    .filter((i) => i.type === "behavior")
    .map((item): BehaviorRow => {
      try {
        const b = validateBehavior(item.system["trauma"], "behavior");
        return { ...itemRow(item, true), summary: behaviorSummary(b), scope: text(`FRAY.Trauma.Behavior.Scope.${b.scope}`) };
      } catch {
        return { ...itemRow(item, false), summary: null, scope: null };
      }
    });
}
