/**
 * The `system.track` schemas of items (docs/rules/track.md §3.3): a weapon's damage, damage type
 * and armor category; an armor's rating per category and whether it is worn. Initial values are
 * the core's defaults.
 */
import { ARMOR_CATEGORIES, DAMAGE_TYPES, MAX_ATTRIBUTE, defaultTrackWeapon } from "../../core/track";
import { MAX_WEAPON_DAMAGE } from "../../core/track/items";
import { armorCategoriesField, trackChoices, trackCount } from "./actor-fields";

export function trackWeaponField() {
  const f = foundry.data.fields;
  const initial = defaultTrackWeapon();
  return new f.SchemaField({
    damage: trackCount(initial.damage, MAX_WEAPON_DAMAGE),
    damageType: new f.StringField({ required: true, blank: false, initial: initial.damageType, choices: trackChoices(DAMAGE_TYPES, "DamageType") }),
    category: new f.StringField({ required: true, blank: false, initial: initial.category, choices: trackChoices(ARMOR_CATEGORIES, "Category") }),
    autofire: new f.BooleanField({ required: true, nullable: false, initial: initial.autofire }),
  });
}

export function trackArmorField() {
  const f = foundry.data.fields;
  const ratings = armorCategoriesField(2 * MAX_ATTRIBUTE);
  // Worn unless unticked (core trackArmorFromSource reads `equipped: false` as not worn).
  return new f.SchemaField({ ...ratings.fields, equipped: new f.BooleanField({ required: true, nullable: false, initial: true }) });
}
