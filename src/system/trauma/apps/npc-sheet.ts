/**
 * The bioform / antagonist sheet: the same data as a Lead's on one compact page, listing only
 * the traits the creature has (the seed's Ashmite block), for a Narrator running several at once.
 */
import { NPC_LAYOUT } from "../../../view/trauma/sheet-layout";
import { partsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { TraumaActorSheet } from "./trauma-actor-sheet";

export class NpcSheet extends TraumaActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(NPC_LAYOUT);
  static override PARTS = partsOf(NPC_LAYOUT);
}
