/**
 * `fray`, the small global a hotbar macro calls (src/system/trauma/hotbar.ts): open the attack
 * dialog of the world's ruleset for a weapon by UUID, as clicking it on the sheet does.
 */
import { DrawDialog } from "./trauma/apps/draw-dialog";
import { weaponSystem } from "./data/item/item-system";
import { openBanksAttack } from "./banks/sheet-commands";
import { activeRulesetId } from "./settings";

export interface FrayApi {
  attack(itemUuid: string): Promise<void>;
}

export const frayApi: FrayApi = {
  async attack(itemUuid) {
    const item = await fromUuid<Item.Implementation>(itemUuid as `Item.${string}`);
    const actor = item instanceof Item ? item.actor : null;
    if (!(item instanceof Item) || !weaponSystem(item) || !actor) {
      ui.notifications.warn(game.i18n.localize("FRAY.Macro.NoWeapon"));
      return;
    }
    if (!actor.isOwner) {
      ui.notifications.warn(game.i18n.localize("FRAY.Macro.NotOwner"));
      return;
    }
    // The world's ruleset decides which attack a weapon makes: a draw, or a dice-pool attack.
    if (activeRulesetId() === "banks") await openBanksAttack(actor, item);
    else await DrawDialog.open(actor, item);
  },
};
