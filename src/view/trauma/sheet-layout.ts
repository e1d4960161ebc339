/**
 * The trauma ruleset's sheets and dialogs as data (src/view/sheet/layout.ts): the Foundry
 * classes in src/system/trauma build PARTS, TABS, classes and size from it; the preview shows the
 * same windows from it.
 */
import { type DialogLayout, type WindowLayout, templatePath as t } from "../sheet/layout";

const ACTOR = ["fray", "fray-sheet", "fray-actor"] as const;
const ITEM = ["fray", "fray-sheet", "fray-item"] as const;
const header = { template: t("trauma/actor/header.hbs") };
const itemBody = (type: string): WindowLayout => ({
  classes: ITEM,
  width: 520,
  height: 620,
  parts: { header: { template: t("common/item/header.hbs") }, body: { template: t(`trauma/item/${type}.hbs`), scrollable: [""] } },
});

/** The Lead's sheet: header, then tabs for the overview, the Vim tracker, defenses and biography. */
export const CHARACTER_LAYOUT: WindowLayout = {
  classes: [...ACTOR, "fray-character"],
  width: 720,
  height: 780,
  parts: {
    header,
    tabs: { template: t("common/parts/tabs.hbs") },
    overview: { template: t("trauma/actor/overview.hbs"), scrollable: [""] },
    vim: { template: t("trauma/actor/vim.hbs"), scrollable: [""] },
    defenses: { template: t("trauma/actor/defenses.hbs"), scrollable: [""] },
    biography: { template: t("common/actor/biography.hbs"), scrollable: [""] },
  },
  tabs: {
    tabs: [
      { id: "overview", icon: "fa-solid fa-id-card" },
      { id: "vim", icon: "fa-solid fa-heart-pulse" },
      { id: "defenses", icon: "fa-solid fa-shield-halved" },
      { id: "biography", icon: "fa-solid fa-book-open" },
    ],
    initial: "overview",
    labelPrefix: "FRAY.Trauma.Sheet.Tab",
  },
};

/** A bioform or antagonist on one compact page. */
export const NPC_LAYOUT: WindowLayout = {
  classes: [...ACTOR, "fray-npc"],
  width: 560,
  height: 720,
  parts: { header, body: { template: t("trauma/actor/npc-body.hbs"), scrollable: [""] } },
};

/** The item sheets, by item type. */
export const ITEM_LAYOUTS = {
  weapon: itemBody("weapon"),
  armor: itemBody("armor"),
  behavior: itemBody("behavior"),
} as const satisfies Readonly<Record<string, WindowLayout>>;

export const DRAW_DIALOG_LAYOUT: DialogLayout = {
  classes: ["fray", "fray-dialog", "fray-draw"],
  width: 520,
  height: null,
  icon: "fa-solid fa-layer-group",
  parts: { body: { template: t("trauma/dialog/draw.hbs") } },
};

export const DECK_SETUP_LAYOUT: DialogLayout = {
  classes: ["fray", "fray-deck-setup"],
  width: 420,
  height: null,
  icon: "fa-solid fa-layer-group",
  parts: { main: { template: t("trauma/apps/deck-setup.hbs") } },
};

/** The sheet of an item type, if the ruleset has one. */
export const itemLayoutOf = (type: string): WindowLayout | undefined => (Object.hasOwn(ITEM_LAYOUTS, type) ? ITEM_LAYOUTS[type as keyof typeof ITEM_LAYOUTS] : undefined);

/** The character sheet's tab ids. */
export type CharacterTab = "overview" | "vim" | "defenses" | "biography";
