/**
 * Active Dodge/Parry (docs/rules/banks.md §6.7, §6.18) on its action card: the specialization, the
 * dice, and the bank of hits it left for dodge bids — or why the GM refused it.
 */
import { type ActiveDodgeRoll, type BanksActor, DODGE_SPECS, type DodgeSpec } from "../../core/banks";
import { text } from "../i18n";
import { type ActionRollDialogView, type ActionRollView, traitChoices } from "./action-roll-view";
import { faceView } from "./pool-roll-view";

const D = "FRAY.Banks.Card.Dodge";

export type ActiveDodgeRecord = { readonly state: "applied"; readonly spec: DodgeSpec; readonly hits: number } | { readonly state: "refused"; readonly reason: string };

export interface ActiveDodgeCardInput {
  readonly roll: ActiveDodgeRoll | null;
  readonly record: ActiveDodgeRecord | null;
  readonly canRoll: boolean;
}

export function activeDodgeCardView(input: ActiveDodgeCardInput): ActionRollView {
  const { roll, record } = input;
  return {
    rolled: roll === null ? null : text(`${D}.Rolled`, { spec: text(`${D}.Spec.${roll.spec}`), dice: roll.dice.length }),
    faces: roll === null ? [] : roll.dice.map(faceView),
    outcome: record?.state === "applied" ? (record.hits > 0 ? text(`${D}.Banked`, { hits: record.hits, spec: text(`${D}.Spec.${record.spec}`) }) : text(`${D}.NoHits`)) : null,
    refused: record?.state === "refused" ? text("FRAY.Banks.Card.RollRefused", { reason: text(record.reason) }) : null,
    canRoll: input.canRoll && roll === null,
    rollLabel: text(`${D}.Roll`),
  };
}

/** Dodge first, with REA and a skill whose name says Melee. */
export function activeDodgeDialogView(actor: BanksActor): ActionRollDialogView {
  return {
    kinds: DODGE_SPECS.map((value) => ({ value, label: text(`${D}.Choice.${value}`) })),
    specialization: false,
    ...traitChoices(actor, "REA", [/melee/i, /dodge|parry/i]),
  };
}
