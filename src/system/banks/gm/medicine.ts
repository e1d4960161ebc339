/**
 * Medicine on the active GM (docs/rules/banks.md §6.13): the roll on the card of a paid Stabilize,
 * Triage or Clear Senses goes against the patient it names, once per card, wherever the patient
 * belongs (a medic treats characters they do not own). The pool is judged from the medic now.
 */
import { MEDICINE_ACTIONS, type MedicineRoll, isMedicineAction, medicineOutcome, validateMedicineRoll } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import type { MedicineRecord } from "../../../view/banks/medicine-view";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid } from "../../gm/actors";
import { type RollSpec, isRefusal, paidRoll, refuseRoll, rollOn } from "./action-card-roll";
import { banksStateOf } from "../actor-state";
import { actionRollKey } from "./banks-records";
import { actorWrite, banksStep, messageWrite } from "./banks-step";
import { findRecord } from "../../gm/records/record-book";

export type { MedicineRecord };

const SPEC: RollSpec<MedicineRoll> = { actions: MEDICINE_ACTIONS, flag: "medicine", result: "medicineResult", validate: validateMedicineRoll };

export const medicineKey = (messageId: string): string => actionRollKey("medicine", messageId);

export function medicineRollOf(message: ChatMessage.Implementation): MedicineRoll | null {
  return rollOn(message, SPEC.flag, SPEC.validate);
}

export function applyMedicine(messageId: string): Promise<GmActionResult> {
  return exclusively(medicineKey(messageId), () => applyNow(messageId));
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const paid = await paidRoll(messageId, SPEC);
  if (isRefusal(paid)) return paid;
  const { message, action, roll, actor: medic } = paid;
  const patient = await actorFromUuid(roll.patientUuid);
  if (!patient || !isMedicineAction(action.action)) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const key = medicineKey(messageId);
  if (findRecord(key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  const state = banksStateOf(patient);
  let outcome: ReturnType<typeof medicineOutcome>;
  try {
    outcome = medicineOutcome(action.action, roll, banksStateOf(medic), state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refuseRoll(message, SPEC.result, "FRAY.Banks.Gm.Refused.stale");
  }
  const { hits, removed, negativeQualityXp } = outcome.result;
  const record: MedicineRecord = { state: "applied", hits, removed, negativeQualityXp };
  const claimed = await banksStep(key, [messageId], null, () => ({ writes: [...actorWrite(patient, outcome.patch), messageWrite(message, { medicineResult: record })], data: { roll, result: record } }));
  if (!claimed) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  return { ok: true, message: "FRAY.Banks.Gm.Treated" };
}
