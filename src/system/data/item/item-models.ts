/**
 * Items keep each ruleset's profile in its own sub-object, like actors: `system.trauma`, and
 * `system.banks` on weapons and armor (banks has no behaviors).
 */
import { banksArmorField, banksWeaponField } from "../../banks/item-fields";
import { traumaArmorField, traumaBehaviorField, traumaWeaponField } from "../../trauma/item-fields";

const description = () => new foundry.data.fields.HTMLField({ required: true, blank: true });

const weaponSchema = () => ({ description: description(), trauma: traumaWeaponField(), banks: banksWeaponField() });
const armorSchema = () => ({ description: description(), trauma: traumaArmorField(), banks: banksArmorField() });
const behaviorSchema = () => ({ description: description(), trauma: traumaBehaviorField() });
export type WeaponSchema = ReturnType<typeof weaponSchema>;
export type ArmorSchema = ReturnType<typeof armorSchema>;
export type BehaviorSchema = ReturnType<typeof behaviorSchema>;

export class WeaponModel extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Item"];
  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }
}

export class ArmorModel extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Item"];
  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }
}

export class BehaviorModel extends foundry.abstract.TypeDataModel<BehaviorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FRAY.Item"];
  static override defineSchema(): BehaviorSchema {
    return behaviorSchema();
  }
}
