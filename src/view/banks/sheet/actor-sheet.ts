/**
 * The view-model of the banks actor sheets (character and NPC): everything the templates show,
 * built from the actor's stored `system.banks` (read through the core's own mapping), its items
 * and the active combat as plain data. Pure: the Foundry sheet and the preview both call it.
 */
import { isCore } from "../../../core/banks";
import type { Text } from "../../i18n";
import { type ActionsView, actionsView } from "./actions";
import { type ArmorView, type BanksWeaponRow, armorView, weaponRows } from "./gear";
import { type BanksHeaderView, headerView } from "./header";
import type { BanksSheetInput } from "./input";
import { type SituationView, situationView } from "./situation";
import { sheetState } from "./state";
import { type TracksView, tracksView } from "./tracks";
import { type TraitsView, traitsView } from "./traits";

export type { BanksCombatant, BanksSheetCombat, BanksSheetInput, SheetItem } from "./input";

export interface BanksActorSheetView {
  readonly type: "character" | "npc";
  /** NPCs (drones, cores, vehicles) edit IP replenish and maximum (§6.16). */
  readonly isNpc: boolean;
  readonly editMode: boolean;
  /** Cores and vehicles edit IP replenish and maximum (§6.16). */
  readonly core: boolean;
  /** Set when the stored data breaks the rules; the sheet shows the nearest valid values. */
  readonly problem: Text | null;
  readonly header: BanksHeaderView;
  readonly traits: TraitsView;
  readonly tracks: TracksView;
  readonly situation: SituationView;
  readonly actions: ActionsView;
  readonly weapons: readonly BanksWeaponRow[];
  readonly armor: ArmorView;
}

export function banksActorSheetView(input: BanksSheetInput): BanksActorSheetView {
  const { state, problem } = sheetState(input);
  return {
    type: input.type,
    isNpc: input.type === "npc",
    editMode: input.editMode,
    core: isCore(state),
    problem,
    header: headerView(state, input),
    traits: traitsView(state),
    tracks: tracksView(state),
    situation: situationView(state, input),
    actions: actionsView(state, input.combat),
    weapons: weaponRows(input.items),
    armor: armorView(state, input.items, input.system),
  };
}
