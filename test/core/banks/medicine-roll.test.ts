import { describe, expect, it } from "vitest";
import { medicineOutcome, validateMedicineRoll } from "../../../src/core/banks";
import { life, thrown } from "./fixtures";

const sable = life({ skills: { Medicine: 4 } });
const roll = (dice: number[], attribute = "INT") => validateMedicineRoll({ patientUuid: "Actor.p", patientName: "Pell", pool: { attribute, skill: "Medicine", bonus: 0 }, dice });

describe("medicine on an action card (§6.13)", () => {
  it("Stabilize: INT 3 + Medicine 4 = 7 dice; 3 hits take Bleeding Out 5 to 2", () => {
    const patient = { ...life(), bleedingOut: 5, maxBleedingOut: 5, unconscious: true };
    const { result, patch } = medicineOutcome("stabilize", roll([5, 6, 5, 1, 2, 3, 4]), sable, patient);
    expect(result).toMatchObject({ hits: 3, removed: 3, negativeQualityXp: null });
    expect(patch).toEqual({ bleedingOut: 2 });
  });

  it("stopping the bleeding reports the Negative Quality's XP; Triage takes Physical; Clear Senses rolls WIL", () => {
    const patient = { ...life(), bleedingOut: 2, maxBleedingOut: 6, physical: 4, sensory: 3 };
    expect(medicineOutcome("stabilize", roll([5, 6, 5, 1, 2, 3, 4]), sable, patient).result).toMatchObject({ removed: 2, negativeQualityXp: 6 });
    expect(medicineOutcome("triage", roll([5, 1, 1, 1, 2, 3, 4]), sable, patient).patch).toEqual({ physical: 3 });
    expect(medicineOutcome("clearSenses", roll([6, 6, 1, 1, 1, 1, 1], "WIL"), sable, patient).patch).toEqual({ sensory: 1 });
  });

  it("dice that are not the medic's pool are refused", () => {
    expect(thrown(() => medicineOutcome("triage", roll([5, 5]), sable, life()))).toEqual({ code: "dice.count", path: "medicine.dice" });
    expect(thrown(() => validateMedicineRoll({ patientName: "x", pool: { attribute: "INT", skill: null }, dice: [] }))).toEqual({ code: "card.state", path: "medicine.patientUuid" });
  });
});
