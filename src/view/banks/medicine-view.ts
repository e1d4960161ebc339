/**
 * Stabilize, Triage and Clear Senses on their action card (docs/rules/banks.md §6.13): the patient,
 * the dice, and what the GM took off which bank — or why it refused.
 */
import type { BanksActor, MedicineAction, MedicineRoll } from "../../core/banks";
import { type Text, text } from "../i18n";
import { type ActionRollDialogView, type ActionRollView, traitChoices } from "./action-roll-view";
import { faceView } from "./pool-roll-view";

const M = "FRAY.Banks.Card.Medicine";

export type MedicineRecord =
  | { readonly state: "applied"; readonly hits: number; readonly removed: number; readonly negativeQualityXp: number | null }
  | { readonly state: "refused"; readonly reason: string };

export interface MedicineCardInput {
  readonly action: MedicineAction;
  readonly roll: MedicineRoll | null;
  readonly record: MedicineRecord | null;
  readonly canRoll: boolean;
}

function outcomeOf(input: MedicineCardInput, record: Extract<MedicineRecord, { state: "applied" }>): Text {
  const patient = input.roll?.patientName ?? "";
  const bank = text(`${M}.Bank.${input.action}`);
  const line = text(`${M}.Removed`, { hits: record.hits, removed: record.removed, bank, patient });
  return record.negativeQualityXp === null ? line : text(`${M}.Recovered`, { line, xp: record.negativeQualityXp, patient });
}

export function medicineCardView(input: MedicineCardInput): ActionRollView {
  const { roll, record } = input;
  return {
    rolled: roll === null ? null : text(`${M}.Rolled`, { patient: roll.patientName, dice: roll.dice.length }),
    faces: roll === null ? [] : roll.dice.map(faceView),
    outcome: record?.state === "applied" ? outcomeOf(input, record) : null,
    refused: record?.state === "refused" ? text("FRAY.Banks.Card.RollRefused", { reason: text(record.reason) }) : null,
    canRoll: input.canRoll && roll === null,
    rollLabel: text(`${M}.Roll`),
  };
}

/** One roll; INT (WIL for Clear Senses) and a skill whose name says Medicine or First Aid. */
export function medicineDialogView(action: MedicineAction, medic: BanksActor): ActionRollDialogView {
  return {
    kinds: [{ value: action, label: text(`FRAY.Banks.Action.${action}`) }],
    specialization: false,
    ...traitChoices(medic, action === "clearSenses" ? "WIL" : "INT", [/medic/i, /first aid/i]),
  };
}
