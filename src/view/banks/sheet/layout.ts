/**
 * The banks ruleset's sheets and dialogs as data (src/view/sheet/layout.ts): the Foundry
 * classes in src/system/banks build PARTS, TABS, classes and size from it; the preview shows the
 * same windows from it.
 */
import { type DialogLayout, type WindowLayout, templatePath as t } from "../../sheet/layout";

const ACTOR = ["fray", "fray-sheet", "fray-actor", "fray-banks"] as const;
const ITEM = ["fray", "fray-sheet", "fray-item", "fray-banks"] as const;
const DIALOG = ["fray", "fray-dialog", "fray-banks-dialog"] as const;
const header = { template: t("banks/actor/header.hbs") };
const itemBody = (type: string): WindowLayout => ({
  classes: ITEM,
  width: 520,
  height: 640,
  parts: { header: { template: t("common/item/header.hbs") }, body: { template: t(`banks/item/${type}.hbs`), scrollable: [""] } },
});
const dialog = (kind: string, width: number, icon: string, inputs: string, result: string): DialogLayout => ({
  classes: [...DIALOG, kind],
  width,
  height: null,
  icon,
  parts: { inputs: { template: t(`banks/dialog/${inputs}`) }, result: { template: t(`banks/dialog/${result}`) } },
});

/** A player's character: header, then tabs for combat, attributes, armor and biography. */
export const BANKS_CHARACTER_LAYOUT: WindowLayout = {
  classes: [...ACTOR, "fray-character"],
  width: 720,
  height: 800,
  parts: {
    header,
    tabs: { template: t("common/parts/tabs.hbs") },
    combat: { template: t("banks/actor/combat.hbs"), scrollable: [""] },
    attributes: { template: t("banks/actor/attributes.hbs"), scrollable: [""] },
    armor: { template: t("banks/actor/armor.hbs"), scrollable: [""] },
    biography: { template: t("common/actor/biography.hbs"), scrollable: [""] },
  },
  tabs: {
    tabs: [
      { id: "combat", icon: "fa-solid fa-bolt" },
      { id: "attributes", icon: "fa-solid fa-id-card" },
      { id: "armor", icon: "fa-solid fa-shield-halved" },
      { id: "biography", icon: "fa-solid fa-book-open" },
    ],
    initial: "combat",
    labelPrefix: "FRAY.Banks.Sheet.Tab",
  },
};

/** An NPC, drone, core or vehicle on one page. */
export const BANKS_NPC_LAYOUT: WindowLayout = {
  classes: [...ACTOR, "fray-npc"],
  width: 600,
  height: 760,
  parts: { header, body: { template: t("banks/actor/npc-body.hbs"), scrollable: [""] } },
};

/** The item sheets, by item type. */
export const BANKS_ITEM_LAYOUTS = {
  weapon: itemBody("weapon"),
  armor: itemBody("armor"),
} as const satisfies Readonly<Record<string, WindowLayout>>;

export const BANKS_ATTACK_DIALOG_LAYOUT = dialog("fray-banks-attack-dialog", 460, "fa-solid fa-crosshairs", "attack.hbs", "attack-result.hbs");
export const BANKS_BID_DIALOG_LAYOUT = dialog("fray-banks-bid-dialog", 420, "fa-solid fa-person-running", "bid.hbs", "bid-result.hbs");

/** The sheet of an item type, if the ruleset has one. */
export const banksItemLayoutOf = (type: string): WindowLayout | undefined =>
  Object.hasOwn(BANKS_ITEM_LAYOUTS, type) ? BANKS_ITEM_LAYOUTS[type as keyof typeof BANKS_ITEM_LAYOUTS] : undefined;

/** The character sheet's tab ids. */
export type BanksTab = "combat" | "attributes" | "armor" | "biography";
