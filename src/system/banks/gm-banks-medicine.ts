/**
 * Medicine on the active GM (rules/banks.md §6.13): the roll on the card of a paid Stabilize,
 * Triage or Clear Senses goes against the patient it names, once per card, wherever the patient
 * belongs (a medic treats characters they do not own). The pool is judged from the medic now.
 */
import { type MedicineRoll, appliedBanks, isMedicineAction, medicineOutcome, validateMedicineRoll } from "../../core/banks";
import { RulesInputError } from "../../core/errors";
import { isApplied, recordApply } from "../../core/ledger";
import { applyPatch } from "../../core/patch";
import type { MedicineRecord } from "../../view/banks/medicine-view";
import { type GmActionResult, exclusively, refuse } from "../gm-lock";
import { actorFromUuid, mayActFor } from "../trauma/attack-messages";
import { banksStateOf } from "./actor-state";
import { banksLedgerOf, payKey, writeWithEntry } from "./banks-ledger";
import { banksActionOf } from "./messages";

export type { MedicineRecord };

export const medicineKey = (messageId: string): string => `med_${messageId}`;

export function medicineRollOf(message: ChatMessage.Implementation): MedicineRoll | null {
  const raw = message.getFlag("fray", "banksMedicine");
  if (raw === undefined) return null;
  try {
    return validateMedicineRoll(raw, `ChatMessage.${message.id ?? ""}.flags.fray.banksMedicine`);
  } catch (error) {
    console.warn("Fray | ignoring a malformed treatment roll", message.id, error);
    return null;
  }
}

export function applyMedicine(messageId: string): Promise<GmActionResult> {
  return exclusively(medicineKey(messageId), () => applyNow(messageId));
}

async function refused(message: ChatMessage.Implementation, reason: string): Promise<GmActionResult> {
  const record: MedicineRecord = { state: "refused", reason };
  await message.update({ flags: { fray: { banksMedicineResult: record } } });
  return refuse(reason);
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const action = message ? banksActionOf(message) : null;
  const roll = message ? medicineRollOf(message) : null;
  if (!message || !action || !isMedicineAction(action.action) || !roll) return refuse("FRAY.Chat.Error.NoCard");
  const medic = await actorFromUuid(action.actorUuid);
  if (!medic || !mayActFor(message.author, medic)) return refuse("FRAY.Chat.Error.NotOwner");
  if (!isApplied(banksLedgerOf(medic), payKey(messageId))) return refused(message, "FRAY.Banks.Gm.Refused.actionUnpaid");
  const patient = await actorFromUuid(roll.patientUuid);
  if (!patient) return refuse("FRAY.Chat.Error.NoTarget");
  const key = medicineKey(messageId);
  const ledger = banksLedgerOf(patient);
  if (isApplied(ledger, key)) return refuse("FRAY.Banks.Gm.AlreadyRolled");
  const state = banksStateOf(patient);
  let outcome: ReturnType<typeof medicineOutcome>;
  try {
    outcome = medicineOutcome(action.action, roll, banksStateOf(medic), state);
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    return refused(message, "FRAY.Banks.Gm.Refused.stale");
  }
  const entry = recordApply(ledger, key, { kind: "medicine", applied: appliedBanks(state, applyPatch(state, outcome.patch), outcome.patch), team: null, threshold: null }, Date.now());
  await writeWithEntry(patient, outcome.patch, key, entry);
  const { hits, removed, negativeQualityXp } = outcome.result;
  const record: MedicineRecord = { state: "applied", hits, removed, negativeQualityXp };
  await message.update({ flags: { fray: { banksMedicineResult: record } } });
  return { ok: true, message: "FRAY.Banks.Gm.Treated" };
}
