/**
 * The Lead's sheet: a header with the portrait, Max Vim and Life Support, then tabs for the
 * overview (abilities, lobes, weapons, Perk Cards), the Vim tracker, defenses and biography.
 */
import { CHARACTER_LAYOUT } from "../../../view/trauma/sheet-layout";
import { partsOf, tabsOf, windowOptionsOf } from "../../apps/sheet-layout";
import { TraumaActorSheet } from "./trauma-actor-sheet";

export class CharacterSheet extends TraumaActorSheet {
  static override DEFAULT_OPTIONS = windowOptionsOf(CHARACTER_LAYOUT);
  static override PARTS = partsOf(CHARACTER_LAYOUT);
  static override TABS = tabsOf(CHARACTER_LAYOUT);
}
