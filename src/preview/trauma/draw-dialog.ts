/**
 * The context of the draw dialog (src/system/apps/draw-dialog.ts `_prepareContext`): the
 * attacker's and targets' core states from the table, the weapon as the core reads the item,
 * the worded view-model with its exact odds, and the request the Draw button sends.
 */
import type { TraumaActor } from "../../core/trauma";
import { traumaWeaponFromItem } from "../../core/trauma";
import { type DrawDialogView, type PerkSelection, drawDialogView } from "../../view/trauma/draw-dialog";
import { type Worded, localizeKey, worded } from "../i18n";
import type { PackDocument } from "../documents";

export interface DrawDialogContext {
  readonly view: Worded<DrawDialogView>;
  readonly request: DrawDialogView["request"];
  readonly canDraw: boolean;
  readonly dialogId: string;
}

export interface DrawDialogInputs {
  readonly attacker: PackDocument;
  readonly attackerState: TraumaActor;
  readonly weapon: PackDocument;
  readonly targets: readonly { readonly doc: PackDocument; readonly state: TraumaActor }[];
  /** A player draws against the weapon's difficulty; only the Narrator may change it (seed Step 1.A). */
  readonly narrator: boolean;
  readonly selections?: Readonly<Record<string, PerkSelection>>;
}

export function drawDialogId(attackerId: string, weaponId: string): string {
  return `fray-draw-Actor-${attackerId}-${weaponId}`;
}

export function drawDialogContext(input: DrawDialogInputs): DrawDialogContext {
  const weapon = traumaWeaponFromItem(input.weapon, `Item.${input.weapon._id}`);
  const view = drawDialogView({
    attackerName: input.attacker.name,
    attacker: input.attackerState,
    weaponName: input.weapon.name,
    weaponImg: input.weapon.img,
    weapon,
    targets: input.targets.map((t) => ({ name: t.doc.name, img: t.doc.img, state: t.state })),
    selections: input.selections ?? {},
    difficulty: weapon.difficulty,
    canEditDifficulty: input.narrator,
  });
  return { view: worded(view), request: view.request, canDraw: view.canDraw, dialogId: drawDialogId(input.attacker._id, input.weapon._id) };
}

/** The dialog's window title, as DrawDialog#title words it. */
export function drawDialogTitle(attacker: PackDocument, weapon: PackDocument): string {
  return localizeKey("FRAY.Trauma.Dialog.Draw.Title", { weapon: weapon.name, actor: attacker.name });
}
