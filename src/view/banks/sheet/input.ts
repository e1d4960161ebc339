/**
 * What the banks actor sheet's view-model is built from: the actor as stored (its `system`
 * source and its items), the sheet's mode, and what the Foundry sheet gathered from the active
 * combat as plain data (src/system/banks/sheet-combat.ts), so the view never reads a Combat.
 */
import type { ActorSheetSource } from "../../sheet/actor-source";
import type { BanksActor, SizeClass, TeamRef } from "../../../core/banks";

export type { SheetItem } from "../../sheet/sheet-item";

/** Another combatant as the sheet needs it: who, its banks state, its team in this combat. */
export interface BanksCombatant {
  readonly name: string;
  readonly state: BanksActor;
  readonly team: TeamRef | null;
}

/** The active combat, seen from this actor. */
export interface BanksSheetCombat {
  /** The encounter's time class (docs/rules/banks.md §6.22): larger actors pay more IP. */
  readonly timeClass: SizeClass;
  /** The team this actor is coordinated with in the combat, or null. */
  readonly team: TeamRef | null;
  /** The combatant whose turn is under way; null before the first turn. */
  readonly current: BanksCombatant | null;
  /** The turn under way is this actor's own. */
  readonly ownTurn: boolean;
}

export interface BanksSheetInput extends ActorSheetSource {
  /** null when no combat is active (or the actor is not in it). */
  readonly combat: BanksSheetCombat | null;
}
