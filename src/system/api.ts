/**
 * `fray`, the small global a hotbar macro calls (src/system/hotbar.ts): open the world's ruleset
 * attack for a weapon by UUID, as clicking it on the sheet does.
 */
import { activeAdapter } from "./active-ruleset";
import { weaponSystem } from "./data/item/item-system";

export interface FrayApi {
  attack(itemUuid: string): Promise<void>;
}

export const frayApi: FrayApi = {
  async attack(itemUuid) {
    const item = await fromUuid<Item.Implementation>(itemUuid as `Item.${string}`);
    const actor = item instanceof Item ? item.actor : null;
    if (!(item instanceof Item) || !weaponSystem(item) || !actor) {
      ui.notifications.warn(game.i18n.localize("FRAY.Common.Macro.NoWeapon"));
      return;
    }
    if (!actor.isOwner) {
      ui.notifications.warn(game.i18n.localize("FRAY.Common.Macro.NotOwner"));
      return;
    }
    await activeAdapter().attack(actor, item);
  },
};
