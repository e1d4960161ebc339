/**
 * The Lead's sheet: a header with the portrait, Max Vim and Life Support, then tabs for the
 * overview (abilities, lobes, weapons, Perk Cards), the Vim tracker, defenses and biography.
 */
import { TraumaActorSheet } from "./trauma-actor-sheet";

const T = "systems/fray/templates/trauma/actor";

export class CharacterSheet extends TraumaActorSheet {
  static override DEFAULT_OPTIONS = { classes: ["fray-character"] };

  static override PARTS = {
    header: { template: `${T}/header.hbs` },
    tabs: { template: "systems/fray/templates/common/parts/tabs.hbs" },
    overview: { template: `${T}/overview.hbs`, scrollable: [""] },
    vim: { template: `${T}/vim.hbs`, scrollable: [""] },
    defenses: { template: `${T}/defenses.hbs`, scrollable: [""] },
    biography: { template: "systems/fray/templates/common/actor/biography.hbs", scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "overview", icon: "fa-solid fa-id-card", cssClass: "" },
        { id: "vim", icon: "fa-solid fa-heart-pulse", cssClass: "" },
        { id: "defenses", icon: "fa-solid fa-shield-halved", cssClass: "" },
        { id: "biography", icon: "fa-solid fa-book-open", cssClass: "" },
      ],
      initial: "overview",
      labelPrefix: "FRAY.Trauma.Sheet.Tab",
    },
  };
}
