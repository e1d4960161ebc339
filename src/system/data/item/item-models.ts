/**
 * Items keep each ruleset's profile in its own sub-object, like actors: an item kind carries the
 * pieces of every registered ruleset that gives it a profile (its adapter's `schema.items`).
 */
import type { ItemKind } from "../../../core/ruleset";
import { type RegisteredRulesets, allAdapters } from "../../rulesets";

type Items<K extends keyof RegisteredRulesets> = RegisteredRulesets[K]["schema"]["items"];
/** The ruleset pieces of one item kind: only the rulesets that give that kind a profile. */
type RulesetItemFields<Kind extends ItemKind> = {
  [K in keyof RegisteredRulesets as Kind extends keyof Items<K> ? K : never]: Kind extends keyof Items<K> ? (Items<K>[Kind] extends () => infer F ? F : never) : never;
};

function itemSchema<Kind extends ItemKind>(kind: Kind) {
  const description = new foundry.data.fields.HTMLField({ required: true, blank: true });
  const pieces = allAdapters().flatMap((a) => {
    const field = a.schema.items[kind];
    return field ? [[a.id, field()] as const] : [];
  });
  return { description, ...(Object.fromEntries(pieces) as RulesetItemFields<Kind>) };
}
/** Every ruleset brings its part of an old source up to date (adapter `schema.migrate`). */
export function migrateItemSource(kind: ItemKind, source: Record<string, unknown>): void {
  for (const adapter of allAdapters()) adapter.schema.migrate?.("Item", kind, source);
}

const weaponSchema = () => itemSchema("weapon");
const armorSchema = () => itemSchema("armor");
const behaviorSchema = () => itemSchema("behavior");
export type WeaponSchema = ReturnType<typeof weaponSchema>;
export type ArmorSchema = ReturnType<typeof armorSchema>;
export type BehaviorSchema = ReturnType<typeof behaviorSchema>;

export class WeaponModel extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Common.Item"];
  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateItemSource("weapon", source);
    return super.migrateData(source);
  }
}

export class ArmorModel extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Common.Item"];
  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateItemSource("armor", source);
    return super.migrateData(source);
  }
}

export class BehaviorModel extends foundry.abstract.TypeDataModel<BehaviorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Common.Item"];
  static override defineSchema(): BehaviorSchema {
    return behaviorSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateItemSource("behavior", source);
    return super.migrateData(source);
  }
}
