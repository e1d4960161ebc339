import { WeaponModel } from "./item-models";

/** An item's weapon data, narrowed by model class (toolchain.md trap 3); null for other items. */
export function weaponSystem(item: Item.Implementation): WeaponModel | null {
  return item.system instanceof WeaponModel ? item.system : null;
}
