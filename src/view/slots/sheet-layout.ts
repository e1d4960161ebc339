/**
 * The slots sheets as data (src/view/sheet/layout.ts): the Foundry classes build PARTS, classes
 * and size from it. One page for characters and NPCs alike: a GM running several NPCs reads the
 * same HP column and slot pools as a player.
 */
import { type WindowLayout, templatePath as t } from "../sheet/layout";

const ACTOR = ["fray", "fray-sheet", "fray-actor", "fray-slots"] as const;

export const SLOTS_ACTOR_LAYOUT: WindowLayout = {
  classes: ACTOR,
  width: 680,
  height: 760,
  parts: { header: { template: t("slots/actor/header.hbs") }, body: { template: t("slots/actor/body.hbs"), scrollable: [""] } },
};

export const SLOTS_WEAPON_LAYOUT: WindowLayout = {
  classes: ["fray", "fray-sheet", "fray-item", "fray-slots"],
  width: 540,
  height: 680,
  parts: { header: { template: t("common/item/header.hbs") }, body: { template: t("slots/item/weapon.hbs"), scrollable: [""] } },
};
