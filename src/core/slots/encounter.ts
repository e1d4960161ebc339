/**
 * The combat-level state of a slots encounter (docs/rules/slots.md §3.3, §7): the Active Phase
 * Cycle as groups of combatant ids, highest Awareness first, and the group now acting.
 */
import { field, requireList, requireRecord, requireText, requireWhole } from "./shape";
import { LIMITS } from "./state";

export type SlotsEncounter = { cycle: string[][]; groupIndex: number };

export function defaultSlotsEncounter(): SlotsEncounter {
  return { cycle: [], groupIndex: 0 };
}

export function validateSlotsEncounter(value: unknown, path = "encounter"): SlotsEncounter {
  const v = requireRecord(value, path, "encounter.invalid");
  requireList(field(v, "cycle"), `${path}.cycle`, "encounter.invalid", LIMITS.combatants).forEach((g, i) =>
    requireList(g, `${path}.cycle[${i}]`, "encounter.invalid", LIMITS.combatants).forEach((id, k) => requireText(id, `${path}.cycle[${i}][${k}]`, "encounter.invalid", 64)),
  );
  requireWhole(field(v, "groupIndex"), `${path}.groupIndex`, "encounter.invalid", { min: 0, max: LIMITS.combatants });
  return value as SlotsEncounter;
}

/** The group holding `id`, or −1 for an NPC (outside the cycle). */
export function groupOf(encounter: SlotsEncounter, id: string): number {
  return encounter.cycle.findIndex((g) => g.includes(id));
}

/** §7: the last group's phase is the Final Phase. */
export function isFinalPhase(encounter: SlotsEncounter): boolean {
  return encounter.cycle.length > 0 && encounter.groupIndex === encounter.cycle.length - 1;
}
