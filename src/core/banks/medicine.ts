/**
 * Medicine and recovery (docs/rules/banks.md §6.13, SEED "Damage, Damage Codes, and Healing"):
 * Stabilize lowers Bleeding Out, Triage lowers Physical, Clear Senses lowers Sensory Overload,
 * rest heals Physical. Coming back from Bleeding Out reports the Negative Quality's XP
 * (its highest value); DECISION: that record then resets for the next episode.
 */
import { requireInt, requireRecord } from "../errors";
import { medicIpCost } from "./actions";
import { optionalCount, optionalFlag } from "./checks";
import { addBleeding, bankContext, bankPatch, damageBanksOf } from "./damage-banks";
import { countPool, validateDice } from "../dice";
import type { BanksActor, BanksActorPatch } from "./state";
import { validateBanksActor } from "./state-validation";

export type TreatmentInput = { patient: BanksActor; dice: readonly number[]; fieldMedic?: boolean };
export type TreatmentResult = { hits: number; removed: number; ipCost: number; negativeQualityXp: number | null };

function treat(input: TreatmentInput, key: "bleedingOut" | "physical" | "sensory", baseIp: number, path: string): Treated {
  const patient = validateBanksActor(input.patient, `${path}.patient`);
  const dice = validateDice(input.dice, `${path}.dice`);
  const ipCost = medicIpCost(baseIp, optionalFlag(input.fieldMedic, `${path}.fieldMedic`));
  const hits = countPool(dice).hits;
  // The dead are "beyond resuscitation": treatment changes nothing.
  const removed = patient.dead ? 0 : Math.min(patient[key], hits);
  const patch: BanksActorPatch = removed === 0 ? {} : { [key]: patient[key] - removed };
  let negativeQualityXp: number | null = null;
  if (key === "bleedingOut" && removed > 0 && removed === patient.bleedingOut) {
    negativeQualityXp = patient.maxBleedingOut;
    patch.maxBleedingOut = 0;
  }
  return { result: { hits, removed, ipCost, negativeQualityXp }, patch };
}

/** Stabilize (6 IP, Field Medic 3): INT + Medicine(First Aid) hits off Bleeding Out. */
type Treated = { result: TreatmentResult; patch: BanksActorPatch };

export function stabilize(input: TreatmentInput, path = "stabilize"): Treated {
  requireRecord(input, path);
  return treat(input, "bleedingOut", 6, path);
}

/** Triage (6 IP, once per set of injuries): INT + Medicine(First Aid) hits off Physical. */
export function triage(input: TreatmentInput, path = "triage"): Treated {
  requireRecord(input, path);
  return treat(input, "physical", 6, path);
}

/** Clear Senses (Simple, 1 IP): WIL + Medicine(Combat Medic) hits off Sensory Overload. */
export function clearSenses(input: Omit<TreatmentInput, "fieldMedic">, path = "clearSenses"): Treated {
  requireRecord(input, path);
  return treat(input, "sensory", 1, path);
}

export type RestInput = { patient: BanksActor; dice: readonly number[]; longTermCareHits?: number; suppliesMedTL?: number };

/** A full night's rest: BOD dice hits (+ Long-term Care hits, + MED TL with supplies) off Physical. */
export function restHeal(input: RestInput, path = "rest"): { result: { healed: number }; patch: BanksActorPatch } {
  requireRecord(input, path);
  const patient = validateBanksActor(input.patient, `${path}.patient`);
  const dice = validateDice(input.dice, `${path}.dice`, patient.attributes.BOD);
  const bonus = optionalCount(input.longTermCareHits, `${path}.longTermCareHits`) + optionalCount(input.suppliesMedTL, `${path}.suppliesMedTL`);
  const healed = patient.dead ? 0 : Math.min(patient.physical, countPool(dice).hits + bonus);
  return { result: { healed }, patch: healed === 0 ? {} : { physical: patient.physical - healed } };
}

/** Out of combat Bleeding Out grows by 2 per minute, with the death check each time (§6.13). */
export function bleedOverTime(patient: BanksActor, minutes: number, medTL = 0, path = "bleed"): { result: { added: number; died: boolean }; patch: BanksActorPatch } {
  validateBanksActor(patient, `${path}.patient`);
  const m = requireInt(minutes, `${path}.minutes`, "input.invalid", { min: 0 });
  const tl = requireInt(medTL, `${path}.medTL`, "input.invalid", { min: 0 });
  if (patient.dead || patient.bleedingOut === 0 || m === 0) return { result: { added: 0, died: false }, patch: {} };
  const before = damageBanksOf(patient);
  const after = addBleeding(before, 2 * m, bankContext(patient, tl));
  return { result: { added: 2 * m, died: after.dead }, patch: bankPatch(before, after) };
}
