/**
 * The track ruleset's windows as data (src/view/sheet/layout.ts): the Foundry classes build
 * PARTS and classes from it, and the preview shows the same windows.
 */
import { type WindowLayout, templatePath as t } from "../sheet/layout";

const ACTOR = ["fray", "fray-sheet", "fray-actor", "fray-track"] as const;
const ITEM = ["fray", "fray-sheet", "fray-item", "fray-track"] as const;

const actorLayout = (kind: string): WindowLayout => ({
  classes: [...ACTOR, `fray-${kind}`],
  width: 640,
  height: 780,
  parts: { header: { template: t("track/actor/header.hbs") }, body: { template: t("track/actor/body.hbs"), scrollable: [""] } },
});

const itemLayout = (type: string): WindowLayout => ({
  classes: ITEM,
  width: 480,
  height: 560,
  parts: { header: { template: t("common/item/header.hbs") }, body: { template: t(`track/item/${type}.hbs`), scrollable: [""] } },
});

/** Both kinds on one page: the monitor first, what a GM reads mid-fight. */
export const TRACK_CHARACTER_LAYOUT = actorLayout("character");
export const TRACK_NPC_LAYOUT = actorLayout("npc");
export const TRACK_ITEM_LAYOUTS = { weapon: itemLayout("weapon"), armor: itemLayout("armor") } as const;
