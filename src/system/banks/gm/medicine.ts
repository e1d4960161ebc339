/**
 * Medicine on the active GM (docs/rules/banks.md §6.13): the roll on the card of a paid Stabilize,
 * Triage or Clear Senses goes against the patient it names, once per card, wherever the patient
 * belongs (a medic treats characters they do not own). The pool is judged from the medic now.
 */
import { MEDICINE_ACTIONS, type MedicineRoll, appliedBanks, isMedicineAction, medicineOutcome, validateMedicineRoll } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { isApplied, recordApply } from "../../../core/ledger";
import { applyPatch } from "../../../core/patch";
import type { MedicineRecord } from "../../../view/banks/medicine-view";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid } from "../../gm/actors";
import { type RollSpec, isRefusal, paidRoll, refuseRoll, rollOn } from "./action-card-roll";
import { banksStateOf } from "../actor-state";
import { banksLedgerOf, writeWithEntry } from "./banks-ledger";
import { banksMessageFlags } from "../flags";

export type { MedicineRecord };

const SPEC: RollSpec<MedicineRoll> = { actions: MEDICINE_ACTIONS, flag: "medicine", result: "medicineResult", validate: validateMedicineRoll };

export const medicineKey = (messageId: string): string => `med_${messageId}`;

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
  // The entry lives on the patient, the actor the treatment changes.
  const key = medicineKey(messageId);
  const ledger = banksLedgerOf(patient);
  if (isApplied(ledger, key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  const state = banksStateOf(patient);
  let outcome: ReturnType<typeof medicineOutcome>;
  try {
    outcome = medicineOutcome(action.action, roll, banksStateOf(medic), state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refuseRoll(message, SPEC.result, "FRAY.Banks.Gm.Refused.stale");
  }
  const entry = recordApply(ledger, key, { kind: "medicine", applied: appliedBanks(state, applyPatch(state, outcome.patch), outcome.patch), team: null, threshold: null }, Date.now());
  await writeWithEntry(patient, outcome.patch, key, entry);
  const { hits, removed, negativeQualityXp } = outcome.result;
  const record: MedicineRecord = { state: "applied", hits, removed, negativeQualityXp };
  await message.update({ flags: banksMessageFlags({ medicineResult: record }) });
  return { ok: true, message: "FRAY.Banks.Gm.Treated" };
}
