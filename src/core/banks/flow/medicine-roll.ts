/**
 * Medicine on an action card (docs/rules/banks.md §6.13): Stabilize and Triage (INT + Medicine) and
 * Clear Senses (WIL + Medicine) roll the medic's pool against one patient — Bleeding Out,
 * Physical or Sensory Overload lose the hits. The card records the patient, the pool choice and
 * the dice; the pool is judged from the medic as the GM reads it.
 */
import { RulesInputError, shown } from "../../errors";
import type { ActionName } from "../actions";
import { requireObject, requireString } from "../checks";
import { type TreatmentResult, clearSenses, stabilize, triage } from "../medicine";
import { validateDice } from "../../dice";
import type { BanksActor, BanksActorPatch } from "../state";
import { type PoolChoice, validatePoolChoice } from "./attack-card";
import { activeDodgePoolSize } from "./active-dodge";

export const MEDICINE_ACTIONS = ["stabilize", "triage", "clearSenses"] as const satisfies readonly ActionName[];
export type MedicineAction = (typeof MEDICINE_ACTIONS)[number];

export function isMedicineAction(value: unknown): value is MedicineAction {
  return (MEDICINE_ACTIONS as readonly unknown[]).includes(value);
}

export interface MedicineRoll {
  readonly patientUuid: string;
  readonly patientName: string;
  readonly pool: PoolChoice;
  readonly dice: readonly number[];
}

export function validateMedicineRoll(value: unknown, path = "medicine"): MedicineRoll {
  const v = requireObject(value, path, "card.state");
  return {
    patientUuid: requireString(v["patientUuid"], `${path}.patientUuid`, "card.state"),
    patientName: requireString(v["patientName"], `${path}.patientName`, "card.state"),
    pool: validatePoolChoice(v["pool"], `${path}.pool`),
    dice: validateDice(v["dice"], `${path}.dice`),
  };
}

/** Attribute + skill + bonus of the medic (never below 0). */
export const medicinePoolSize = activeDodgePoolSize;

/** What the treatment removes from the patient; throws `dice.count` when the dice are not the medic's pool. */
export function medicineOutcome(action: MedicineAction, roll: MedicineRoll, medic: BanksActor, patient: BanksActor, path = "medicine"): { result: TreatmentResult; patch: BanksActorPatch } {
  if (!isMedicineAction(action)) throw new RulesInputError("action.invalid", `${path}.action`, `${shown(action)} is not a medical action`);
  const dice = validateDice(roll.dice, `${path}.dice`, medicinePoolSize(medic, roll.pool));
  const input = { patient, dice };
  if (action === "stabilize") return stabilize(input, path);
  if (action === "triage") return triage(input, path);
  return clearSenses(input, path);
}
