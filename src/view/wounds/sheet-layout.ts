/**
 * The wounds sheets as data (src/view/sheet/layout.ts): the Foundry classes build PARTS, TABS,
 * classes and size from it, and the preview shows the same windows from it. (It sits here, not
 * in src/view/wounds, only because that folder is not this layer's to write.)
 */
import { type WindowLayout, templatePath as t } from "../sheet/layout";

const ACTOR = ["fray", "fray-sheet", "fray-actor", "fray-wounds"] as const;
const ITEM = ["fray", "fray-sheet", "fray-item", "fray-wounds"] as const;
const header = { template: t("wounds/actor/header.hbs") };
const itemBody = (type: string): WindowLayout => ({
  classes: ITEM,
  width: 480,
  height: 560,
  parts: { header: { template: t("common/item/header.hbs") }, body: { template: t(`wounds/item/${type}.hbs`), scrollable: [""] } },
});

/** A Wild Card's sheet: header (Wounds, Shaken, Bennies), then tabs for combat, traits and biography. */
export const WOUNDS_CHARACTER_LAYOUT: WindowLayout = {
  classes: [...ACTOR, "fray-character"],
  width: 680,
  height: 760,
  parts: {
    header,
    tabs: { template: t("common/parts/tabs.hbs") },
    combat: { template: t("wounds/actor/combat.hbs"), scrollable: [""] },
    traits: { template: t("wounds/actor/traits.hbs"), scrollable: [""] },
    biography: { template: t("common/actor/biography.hbs"), scrollable: [""] },
  },
  tabs: {
    tabs: [
      { id: "combat", icon: "fa-solid fa-bolt" },
      { id: "traits", icon: "fa-solid fa-dice-d20" },
      { id: "biography", icon: "fa-solid fa-book-open" },
    ],
    initial: "combat",
    labelPrefix: "FRAY.Wounds.Sheet.Tab",
  },
};

/** An NPC (an Extra or a Wild Card) on one page, for a GM running several at once. */
export const WOUNDS_NPC_LAYOUT: WindowLayout = {
  classes: [...ACTOR, "fray-npc"],
  width: 600,
  height: 720,
  parts: { header, body: { template: t("wounds/actor/npc-body.hbs"), scrollable: [""] } },
};

export const WOUNDS_ITEM_LAYOUTS = {
  weapon: itemBody("weapon"),
  armor: itemBody("armor"),
} as const satisfies Readonly<Record<string, WindowLayout>>;
