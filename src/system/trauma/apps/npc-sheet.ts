/**
 * The bioform / antagonist sheet: the same data as a Lead's on one compact page, listing only
 * the traits the creature has (the seed's Ashmite block), for a Narrator running several at once.
 */
import { TraumaActorSheet } from "./trauma-actor-sheet";

export class NpcSheet extends TraumaActorSheet {
  static override DEFAULT_OPTIONS = { classes: ["fray-npc"], position: { width: 560, height: 720 } };

  static override PARTS = {
    header: { template: "systems/fray/templates/trauma/actor/header.hbs" },
    body: { template: "systems/fray/templates/trauma/actor/npc-body.hbs", scrollable: [""] },
  };
}
